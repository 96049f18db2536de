import type { ReactNode } from 'react';

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
