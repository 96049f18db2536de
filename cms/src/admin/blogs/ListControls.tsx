import { useRef, type KeyboardEvent } from 'react';
import { TR } from '@blog/shared';
import { STATUS_TABS, type BulkActionName, type StatusFilter } from './posts';

/** The post list's controls: status tabs and the bulk bar (the search box: ui/SearchBox). */

export interface StatusTabsProps {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
  /** id of the panel the tabs control. */
  controls: string;
}

/** The id of a tab's button (the list panel is labelled by the selected one). */
export const tabId = (value: StatusFilter) => `blog-tab-${value}`;

/** The status filter as a tab list (arrow keys move between tabs). */
export function StatusTabs({ value, onChange, controls }: StatusTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = STATUS_TABS.findIndex((tab) => tab.value === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const count = STATUS_TABS.length;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : (index + step + count) % count;
    const tab = STATUS_TABS[next];
    if (!tab) return;
    onChange(tab.value);
    refs.current[next]?.focus();
  };

  return (
    <div className="blg-tabs" role="tablist" aria-label={TR.blogList.tabsLabel} onKeyDown={onKeyDown}>
      {STATUS_TABS.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabId(tab.value)}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className={`blg-tab${selected ? ' is-active' : ''}`}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

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
