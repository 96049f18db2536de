import { TR, type Subscription } from '@blog/shared';
import { SkeletonRows } from '../ui/SkeletonRows';
import { SubscriptionRow } from './SubscriptionRow';

const COLUMNS = Object.values(TR.newsletter.columns);

export interface SubscriptionTableProps {
  items: Subscription[];
  loading: boolean;
  isBusy: (subscription: Subscription) => boolean;
  onToggle: (subscription: Subscription) => void;
  onDelete: (subscription: Subscription) => void;
}

/** The subscription table; skeleton rows on the first load. */
export function SubscriptionTable({ items, loading, isBusy, onToggle, onDelete }: SubscriptionTableProps) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table nl-table" aria-busy={loading || undefined}>
        <caption className="adm-visually-hidden">{TR.newsletter.tableCaption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading && items.length === 0 ? (
            <SkeletonRows columns={COLUMNS.length} rows={6} />
          ) : (
            items.map((subscription) => (
              <SubscriptionRow
                key={String(subscription.id)}
                subscription={subscription}
                busy={isBusy(subscription)}
                onToggle={onToggle}
                onDelete={onDelete}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
