import { TR } from '@blog/shared';

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
