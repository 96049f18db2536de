import { TR, parseTags } from '@blog/shared';
import { Field } from './Field';
import type { FieldErrors } from './formState';
import { useCategories } from './useCategories';

export interface TaxonomyFieldsProps {
  idPrefix: string;
  categoryId: string;
  tags: string;
  errors: FieldErrors;
  disabled?: boolean;
  onCategory: (value: string) => void;
  onTags: (value: string) => void;
}

/** 'Kategori Seçin *' (from GET blogs/categories) and the comma-separated tags with their chips. */
export function TaxonomyFields({ idPrefix, categoryId, tags, errors, disabled, onCategory, onTags }: TaxonomyFieldsProps) {
  const { categories, loading, failed } = useCategories();
  const chips = parseTags(tags);
  const known = categories.some((category) => String(category.id) === categoryId);
  return (
    <>
      <Field
        id={`${idPrefix}-categoryId`}
        label={TR.post.categoryLabel}
        error={errors.categoryId}
        hint={failed ? TR.blogForm.categoriesFailed : undefined}
        required
      >
        {(a11y) => (
          <select
            {...a11y}
            className="adm-select"
            value={categoryId}
            disabled={disabled || loading}
            onChange={(event) => onCategory(event.target.value)}
          >
            <option value="">{loading ? TR.blogForm.categoriesLoading : TR.blogForm.categoryPlaceholder}</option>
            {categories.map((category) => (
              <option key={String(category.id)} value={String(category.id)}>
                {category.name}
              </option>
            ))}
            {categoryId && !loading && !known ? <option value={categoryId}>#{categoryId}</option> : null}
          </select>
        )}
      </Field>
      <Field id={`${idPrefix}-tags`} label={TR.blogForm.tagsLabel} error={errors.tags} hint={TR.blogForm.tagsHint}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            className="adm-input"
            value={tags}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onTags(event.target.value)}
          />
        )}
      </Field>
      {chips.length ? (
        <ul className="blg-chips" aria-label={TR.blogForm.tagsPreview}>
          {chips.map((tag) => (
            <li key={tag} className="blg-chip">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
