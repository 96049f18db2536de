import type { FormEvent, ReactNode } from 'react';
import type { CategoryFormErrors } from '@blog/shared';
import { CategoryFields, FIELD_IDS } from './CategoryFields';
import { CategoryInfoBox } from './CategoryInfoBox';
import type { CategoryFormState } from './useCategoryForm';

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
