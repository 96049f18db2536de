import { CATEGORY_DESCRIPTION_MAX, TR, type CategoryFormErrors } from '@blog/shared';
import type { CategoryFormValues } from './categoryPayload';
import type { CategoryField } from './useCategoryForm';
import { SlugPreview } from './SlugPreview';

export const FIELD_IDS = { name: 'category-name', description: 'category-description' } as const;

export interface CategoryFieldsProps {
  values: CategoryFormValues;
  errors: CategoryFormErrors;
  disabled: boolean;
  onChange: (field: CategoryField, value: string) => void;
  onBlur: (field: CategoryField) => void;
}

function describedBy(...ids: (string | false)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** Name (with the slug preview) and description (with the n/200 counter); errors under each. */
export function CategoryFields({ values, errors, disabled, onChange, onBlur }: CategoryFieldsProps) {
  const length = values.description.length;
  const over = length > CATEGORY_DESCRIPTION_MAX;
  const nameError = `${FIELD_IDS.name}-error`;
  const descriptionError = `${FIELD_IDS.description}-error`;
  const counter = `${FIELD_IDS.description}-counter`;
  return (
    <>
      <div className="adm-field">
        <label htmlFor={FIELD_IDS.name} className="adm-label">
          {TR.category.nameLabel}
        </label>
        <input
          id={FIELD_IDS.name}
          name="name"
          type="text"
          className="adm-input"
          placeholder={TR.category.namePlaceholder}
          value={values.name}
          readOnly={disabled}
          required
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(!!errors.name && nameError)}
          onChange={(event) => onChange('name', event.target.value)}
          onBlur={() => onBlur('name')}
        />
        {errors.name ? (
          <p id={nameError} className="adm-field-error" role="alert">
            {errors.name}
          </p>
        ) : null}
        <SlugPreview name={values.name} id={`${FIELD_IDS.name}-slug`} />
      </div>
      <div className="adm-field">
        <div className="catf-label-row">
          <label htmlFor={FIELD_IDS.description} className="adm-label">
            {TR.category.descriptionLabel}
          </label>
          <span id={counter} className={`catf-counter${over ? ' catf-counter--over' : ''}`} data-testid="description-counter">
            {length}/{CATEGORY_DESCRIPTION_MAX}
          </span>
        </div>
        <textarea
          id={FIELD_IDS.description}
          name="description"
          className="adm-textarea"
          rows={4}
          placeholder={TR.category.descriptionPlaceholder}
          value={values.description}
          readOnly={disabled}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(counter, !!errors.description && descriptionError)}
          onChange={(event) => onChange('description', event.target.value)}
          onBlur={() => onBlur('description')}
        />
        {errors.description ? (
          <p id={descriptionError} className="adm-field-error" role="alert">
            {errors.description}
          </p>
        ) : null}
      </div>
    </>
  );
}
