import type { ReactNode } from 'react';

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
