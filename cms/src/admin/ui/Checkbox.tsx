import { useEffect, useRef, type ChangeEvent } from 'react';

export interface CheckboxProps {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  disabled?: boolean;
  /** Shown on hover: why a disabled box cannot be ticked. */
  title?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A labelled checkbox that can show the mixed state (select all with some rows selected). */
export function Checkbox({ checked, indeterminate = false, label, disabled, title, onChange }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="blg-check"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      title={title}
      onChange={onChange}
    />
  );
}
