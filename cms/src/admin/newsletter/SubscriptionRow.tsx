import { TR, formatAdminDateTime, type Subscription } from '@blog/shared';
import { StatusBadge } from '../ui/StatusBadge';

export interface SubscriptionRowProps {
  subscription: Subscription;
  busy: boolean;
  onToggle: (subscription: Subscription) => void;
  onDelete: (subscription: Subscription) => void;
}

/** E-mail, status badge, source, registration date and time, and the two actions. */
export function SubscriptionRow({ subscription, busy, onToggle, onDelete }: SubscriptionRowProps) {
  const { email, isActive, source, createdAt } = subscription;
  const toggleWord = isActive ? TR.newsletter.deactivate : TR.newsletter.activate;
  return (
    <tr aria-busy={busy || undefined}>
      <th scope="row" className="nl-table__email">
        {email}
      </th>
      <td className="nl-table__status">
        <StatusBadge
          status={isActive ? 'ACTIVE' : 'INACTIVE'}
          label={isActive ? TR.newsletter.active : TR.newsletter.inactive}
          tone={isActive ? 'success' : 'neutral'}
        />
      </td>
      <td className="nl-table__source" data-label={TR.newsletter.columns.source}>{source ? <code className="nl-source">{source}</code> : <span className="nl-muted">{TR.unknown}</span>}</td>
      <td className="nl-table__date" data-label={TR.newsletter.columns.createdAt}>{formatAdminDateTime(createdAt, TR.unknown)}</td>
      <td className="nl-table__actions">
        <div className="nl-actions">
          <button
            type="button"
            className={`adm-btn adm-btn--sm ${isActive ? 'adm-btn--ghost' : 'adm-btn--secondary nl-btn--activate'}`}
            aria-label={TR.newsletter.rowActionLabel(toggleWord, email)}
            disabled={busy}
            onClick={() => onToggle(subscription)}
          >
            {toggleWord}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--danger-outline adm-btn--sm"
            aria-label={TR.newsletter.rowActionLabel(TR.newsletter.delete, email)}
            disabled={busy}
            onClick={() => onDelete(subscription)}
          >
            {TR.newsletter.delete}
          </button>
        </div>
      </td>
    </tr>
  );
}
