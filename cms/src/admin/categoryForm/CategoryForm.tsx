import Link from 'next/link';
import type { FormEvent, ReactNode } from 'react';
import { CATEGORY_DESCRIPTION_MAX, TR, slugify, type CategoryFormErrors } from '@blog/shared';
import type { CategoryFormValues } from '../categories/categories';
import { ArrowLeftIcon, InfoIcon } from '../ui/icons';
import type { CategoryField, CategoryFormState } from './useCategoryForm';

/** The category form as both screens show it: header, fields, slug preview, hints. */

export const CATEGORIES_PATH = '/admin/categories';

/** Title, subtitle and a way back to the list. */
export function CategoryFormHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="adm-page-header">
      <div>
        <Link href={CATEGORIES_PATH} className="catf-back">
          <ArrowLeftIcon />
          <span>{TR.category.backToList}</span>
        </Link>
        <h1 className="adm-page-title">{title}</h1>
        <p className="adm-page-subtitle">{subtitle}</p>
      </div>
    </header>
  );
}

/** The yellow 'Değişiklikler Var' warning while the edit form has unsaved changes. */
export function UnsavedBanner() {
  return (
    <div className="catf-unsaved" role="status">
      <span className="catf-unsaved__dot" aria-hidden="true" />
      <strong>{TR.category.unsaved}</strong>
      <span className="catf-unsaved__hint">{TR.category.unsavedHint}</span>
    </div>
  );
}

/** The slug the name would give (the server sets the real one). */
function SlugPreview({ name, id }: { name: string; id: string }) {
  const slug = slugify(name);
  return (
    <div className="catf-slug">
      <span className="catf-slug__label" id={`${id}-label`}>
        {TR.category.slugPreview}
      </span>
      <output className="catf-slug__value" aria-labelledby={`${id}-label`} aria-live="polite" data-testid="slug-preview">
        {slug ? <code>{slug}</code> : <span className="catf-slug__empty">{TR.category.slugEmpty}</span>}
      </output>
      <span className="catf-slug__note">{TR.category.slugNote}</span>
    </div>
  );
}

const FIELD_IDS = { name: 'category-name', description: 'category-description' } as const;

interface CategoryFieldsProps {
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
function CategoryFields({ values, errors, disabled, onChange, onBlur }: CategoryFieldsProps) {
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

/** The hints beside the form: unique name, automatic slug, description for SEO, grouping. */
function CategoryInfoBox() {
  return (
    <aside className="catf-info" aria-labelledby="category-info-title">
      <h2 id="category-info-title" className="catf-info__title">
        <InfoIcon />
        <span>{TR.category.infoTitle}</span>
      </h2>
      <ul className="catf-info__list">
        {TR.category.info.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}

export interface CategoryFormProps {
  form: CategoryFormState;
  saving: boolean;
  /** Called with valid values only (the client check has passed). */
  onSubmit: () => void;
  /** Above the fields (the unsaved-changes warning). */
  banner?: ReactNode;
  /** The button row: cancel, delete, submit. */
  actions: ReactNode;
}

function focusFirstError(errors: CategoryFormErrors): void {
  const field = errors.name ? FIELD_IDS.name : errors.description ? FIELD_IDS.description : null;
  if (field) document.getElementById(field)?.focus();
}

/** The category form card beside the info box; the client check runs on submit. */
export function CategoryForm({ form, saving, onSubmit, banner, actions }: CategoryFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const errors = form.validate();
    if (errors.name || errors.description) {
      focusFirstError(errors);
      return;
    }
    onSubmit();
  };

  return (
    <div className="catf-layout">
      <form className="adm-card catf-card" onSubmit={submit} noValidate aria-busy={saving || undefined}>
        <div className="adm-card__body catf-card__body">
          {banner}
          <CategoryFields
            values={form.values}
            errors={form.errors}
            disabled={saving}
            onChange={form.setField}
            onBlur={form.checkField}
          />
        </div>
        <div className="catf-actions">{actions}</div>
      </form>
      <CategoryInfoBox />
    </div>
  );
}
