import type { ReactNode } from 'react';

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
