import type { ReactNode } from 'react';
import { TR } from '@blog/shared';

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
