import { TR } from '@blog/shared';
import type { BulkActionName } from './blogApi';

export interface BulkBarProps {
  count: number;
  busy: boolean;
  onAction: (action: BulkActionName) => void;
  onClear: () => void;
}

const ACTIONS: BulkActionName[] = ['publish', 'archive', 'draft', 'delete'];

/** Shown while rows are selected: the count and the bulk actions. */
export function BulkBar({ count, busy, onAction, onClear }: BulkBarProps) {
  if (count === 0) return null;
  return (
    <div className="blg-bulk" role="region" aria-label={TR.blogList.bulkLabel}>
      <p className="blg-bulk__count" aria-live="polite">
        {TR.blogList.selected(count)}
      </p>
      <div className="blg-bulk__actions">
        {ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy}
            className={`adm-btn adm-btn--sm ${action === 'delete' ? 'adm-btn--danger' : 'adm-btn--ghost'}`}
            onClick={() => onAction(action)}
          >
            {TR.blogList.bulk[action]}
          </button>
        ))}
        <button type="button" className="adm-btn adm-btn--sm adm-btn--ghost blg-bulk__clear" onClick={onClear}>
          {TR.blogList.clearSelection}
        </button>
      </div>
    </div>
  );
}
