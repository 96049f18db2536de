import { TR } from '@blog/shared';

export interface SpinnerProps {
  /** Read by screen readers; also shown beside the wheel when `showLabel`. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  showLabel?: boolean;
  className?: string;
}

/** A busy wheel with a status role. */
export function Spinner({ label = TR.shell.loading, size = 'md', showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={['adm-spinner', `adm-spinner--${size}`, className].filter(Boolean).join(' ')}>
      <span className="adm-spinner__wheel" aria-hidden="true" />
      <span className={showLabel ? 'adm-spinner__label' : 'adm-visually-hidden'}>{label}</span>
    </span>
  );
}
