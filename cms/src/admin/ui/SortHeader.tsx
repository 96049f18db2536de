export interface SortHeaderProps {
  label: string;
  /** The column's order now, or false when the list is sorted by another. */
  sorted: false | 'asc' | 'desc';
  onToggle: undefined | ((event: unknown) => void);
}

/**
 * A column header that sorts: a button with the column's name and an arrow; the order itself is
 * told to screen readers by the header cell's aria-sort (DataTable's headerProps).
 */
export function SortHeader({ label, sorted, onToggle }: SortHeaderProps) {
  return (
    <button type="button" className={`adm-sort${sorted ? ' is-sorted' : ''}`} onClick={onToggle}>
      <span>{label}</span>
      <span className="adm-sort__arrow" aria-hidden="true">
        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}
