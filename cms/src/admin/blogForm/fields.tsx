import type { ReactNode } from 'react';
import { TR, parseTags, type Category, type PostStatus } from '@blog/shared';
import { notify } from '../lib/notify';
import { PATHS, useApiQuery } from '../lib/query';
import { statusOptions, type FieldErrors, type FormMode } from './postForm';

/** The post form's field frame and its side-card fields: status and date, category and tags. */

export interface FieldA11y {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
}

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Renders the control with the id and ARIA wiring. */
  children: (a11y: FieldA11y) => ReactNode;
  className?: string;
}

/** Label, control, hint and the field's error message (announced, linked by aria-describedby). */
export function Field({ id, label, error, hint, required, children, className }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['adm-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="adm-label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint ? (
        <p id={hintId} className="adm-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="adm-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface PublishFieldsProps {
  idPrefix: string;
  mode: FormMode;
  status: PostStatus;
  publishedAt: string;
  /** The status the post was loaded with (kept selectable on edit). */
  loadedStatus?: PostStatus | undefined;
  errors: FieldErrors;
  disabled?: boolean;
  onStatus: (status: PostStatus) => void;
  onPublishedAt: (value: string) => void;
}

/** Status select and, only while the status is PUBLISHED, the publish date (datetime-local). */
export function PublishFields({
  idPrefix,
  mode,
  status,
  publishedAt,
  loadedStatus,
  errors,
  disabled,
  onStatus,
  onPublishedAt,
}: PublishFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-status`} label={TR.blogForm.statusLabel} error={errors.status}>
        {(a11y) => (
          <select
            {...a11y}
            className="adm-select"
            value={status}
            disabled={disabled}
            onChange={(event) => onStatus(event.target.value as PostStatus)}
          >
            {statusOptions(mode, loadedStatus).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {status === 'PUBLISHED' ? (
        <Field
          id={`${idPrefix}-publishedAt`}
          label={TR.blogForm.publishedAtLabel}
          hint={TR.blogForm.publishedAtHint}
          error={errors.publishedAt}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="datetime-local"
              className="adm-input"
              value={publishedAt}
              disabled={disabled}
              onChange={(event) => onPublishedAt(event.target.value)}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}

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
  const query = useApiQuery<Category[]>(PATHS.categories, undefined, {
    onError: (error) => notify.apiError(error, TR.blogForm.categoriesFailed),
  });
  const categories = query.data?.data ?? [];
  const loading = query.isPending;
  const failed = query.isError;
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
