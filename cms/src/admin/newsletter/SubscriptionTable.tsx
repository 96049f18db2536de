import { createColumnHelper, createCoreRowModel, tableFeatures, useTable } from '@tanstack/react-table';
import { TR, formatAdminDateTime, type Subscription } from '@blog/shared';
import { DataTable } from '../ui/DataTable';
import { StatusBadge } from '../ui/status';

interface RowHandlers {
  isBusy: (subscription: Subscription) => boolean;
  onToggle: (subscription: Subscription) => void;
  onDelete: (subscription: Subscription) => void;
}

const features = tableFeatures({ coreRowModel: createCoreRowModel(), tableMeta: {} as RowHandlers });
const helper = createColumnHelper<typeof features, Subscription>();
const labels = TR.newsletter.columns;

/** E-mail, status badge, source, registration date and time, and the two actions. */
const columns = helper.columns([
  // Whole on one line (cut with an ellipsis on a phone, the full address in the tooltip): an
  // address broken across lines is hard to read and to copy.
  helper.accessor('email', {
    header: labels.email,
    cell: (info) => (
      <span className="nl-table__address" title={info.getValue()}>
        {info.getValue()}
      </span>
    ),
  }),
  helper.accessor('isActive', {
    id: 'status',
    header: labels.status,
    cell: ({ getValue, row }) =>
      row.original.isPending ? (
        <StatusBadge status="PENDING" label={TR.newsletter.pending} tone="warning" />
      ) : (
        <StatusBadge
          status={getValue() ? 'ACTIVE' : 'INACTIVE'}
          label={getValue() ? TR.newsletter.active : TR.newsletter.inactive}
          tone={getValue() ? 'success' : 'neutral'}
        />
      ),
  }),
  helper.accessor('source', {
    header: labels.source,
    cell: ({ getValue }) =>
      getValue() ? <code className="nl-source">{getValue()}</code> : <span className="nl-muted">{TR.unknown}</span>,
  }),
  helper.accessor('createdAt', {
    id: 'date',
    header: labels.createdAt,
    cell: ({ getValue }) => formatAdminDateTime(getValue(), TR.unknown),
  }),
  helper.display({
    id: 'actions',
    header: labels.actions,
    cell: ({ row: { original: subscription }, table }) => {
      const handlers = table.options.meta;
      if (!handlers) return null;
      const { email, isActive } = subscription;
      const busy = handlers.isBusy(subscription);
      const toggleWord = isActive ? TR.newsletter.deactivate : TR.newsletter.activate;
      return (
        <div className="nl-actions">
          <button
            type="button"
            className={`adm-btn adm-btn--sm ${isActive ? 'adm-btn--ghost' : 'adm-btn--secondary nl-btn--activate'}`}
            aria-label={TR.newsletter.rowActionLabel(toggleWord, email)}
            disabled={busy}
            onClick={() => handlers.onToggle(subscription)}
          >
            {toggleWord}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--danger-outline adm-btn--sm"
            aria-label={TR.newsletter.rowActionLabel(TR.newsletter.delete, email)}
            disabled={busy}
            onClick={() => handlers.onDelete(subscription)}
          >
            {TR.newsletter.delete}
          </button>
        </div>
      );
    },
  }),
]);

export interface SubscriptionTableProps extends RowHandlers {
  items: Subscription[];
  loading: boolean;
}

/** The subscription table; skeleton rows on the first load; a card per subscriber on a phone. */
export function SubscriptionTable({ items, loading, isBusy, onToggle, onDelete }: SubscriptionTableProps) {
  const table = useTable({
    features,
    columns,
    data: items,
    getRowId: (subscription) => String(subscription.id),
    meta: { isBusy, onToggle, onDelete },
  });
  return (
    <DataTable
      table={table}
      className="adm-table nl-table"
      caption={TR.newsletter.tableCaption}
      cellClass={(id) => `nl-table__${id}`}
      rowHeader="email"
      labelled={['source', 'date']}
      loading={loading}
      skeletonRows={6}
      rowProps={(row) => ({ 'aria-busy': isBusy(row.original) || undefined })}
    />
  );
}
