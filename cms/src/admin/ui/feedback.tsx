import type { ReactNode } from 'react';
import { TR } from '@blog/shared';

/** What a screen shows while it waits, when a call failed, when a list is empty, and its figures. */

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

export interface ErrorBoxProps {
  message: ReactNode;
  title?: string;
  /** Shows a 'Tekrar Dene' button. */
  onRetry?: () => void;
  retryText?: string;
  /** Extra content under the message (hints, a back button). */
  children?: ReactNode;
}

/** An error panel (role alert) with an optional retry button. */
export function ErrorBox({ message, title, onRetry, retryText = TR.retry, children }: ErrorBoxProps) {
  return (
    <div className="adm-error" role="alert">
      <div className="adm-error__body">
        {title ? <p className="adm-error__title">{title}</p> : null}
        <p className="adm-error__message">{message}</p>
        {children}
      </div>
      {onRetry ? (
        <button type="button" className="adm-btn adm-btn--danger-outline adm-btn--sm" onClick={onRetry}>
          {retryText}
        </button>
      ) : null}
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A link or button, e.g. "create the first one". */
  action?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when it has nothing. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="adm-empty">
      <span className="adm-empty__icon" aria-hidden="true">
        {icon ?? '∅'}
      </span>
      <p className="adm-empty__title">{title}</p>
      {description ? <p className="adm-empty__text">{description}</p> : null}
      {action ? <div className="adm-empty__action">{action}</div> : null}
    </div>
  );
}

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A second line under the value (e.g. 'Backend bağlantısı yok'). */
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: 'blue' | 'green' | 'amber' | 'violet' | 'slate' | 'red';
  loading?: boolean;
}

/** One figure on a card. */
export function StatCard({ label, value, hint, icon, tone = 'blue', loading = false }: StatCardProps) {
  return (
    <div className={`adm-stat adm-stat--${tone}`} aria-busy={loading || undefined}>
      {icon ? (
        <span className="adm-stat__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className="adm-stat__body">
        <p className="adm-stat__label">{label}</p>
        <p className="adm-stat__value">{loading ? <span className="adm-skeleton adm-skeleton--value" /> : value}</p>
        {hint ? <p className="adm-stat__hint">{hint}</p> : null}
      </div>
    </div>
  );
}
