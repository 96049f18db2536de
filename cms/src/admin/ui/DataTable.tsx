import type { HTMLAttributes, ThHTMLAttributes } from 'react';
import type { Header, ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';

export interface DataTableProps<TFeatures extends TableFeatures, TData extends RowData> {
  /** From useTable: the columns, the rows and their state. */
  table: ReactTable<TFeatures, TData, unknown>;
  /** The <table>'s classes, e.g. 'adm-table cat-table'. */
  className: string;
  /** Class of a column's cells, e.g. id 'date' → 'cat-table__date' (the phone card places cells by it). */
  cellClass: (columnId: string) => string;
  /** Header cells get the column's class too. */
  classHeaders?: boolean;
  /** The column whose cells are row headers (<th scope="row">). */
  rowHeader?: string;
  /** Columns whose cells carry their header text in data-label, shown beside the value on a phone. */
  labelled?: readonly string[] | 'all';
  /** The text of a header that is not plain text (a sort button), for data-label. */
  headerText?: (columnId: string) => string | undefined;
  /** Attributes of a header cell (aria-sort). */
  headerProps?: (header: Header<TFeatures, TData, unknown>) => ThHTMLAttributes<HTMLTableCellElement>;
  caption?: string;
  /** While the first rows load: skeleton rows, and aria-busy. */
  loading: boolean;
  skeletonRows: number;
  rowProps?: (row: Row<TFeatures, TData>) => HTMLAttributes<HTMLTableRowElement>;
  wrapProps?: HTMLAttributes<HTMLDivElement> & { className: string };
}

const textOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

/** The admin's tables: TanStack Table's header groups and rows as one markup, skeleton rows while empty and loading. */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  className,
  cellClass,
  classHeaders = false,
  rowHeader,
  labelled = [],
  headerText,
  headerProps,
  caption,
  loading,
  skeletonRows,
  rowProps,
  wrapProps = { className: 'adm-table-wrap' },
}: DataTableProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows;
  const columns = table.getAllLeafColumns().length;
  return (
    <div {...wrapProps}>
      <table className={className} aria-busy={loading || undefined}>
        {caption ? <caption className="adm-visually-hidden">{caption}</caption> : null}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={classHeaders ? cellClass(header.column.id) : undefined}
                  {...headerProps?.(header)}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && rows.length === 0
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} className="adm-skeleton-row" aria-hidden="true">
                  {Array.from({ length: columns }, (_, column) => (
                    <td key={column}>
                      <span className="adm-skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row.id} {...rowProps?.(row)}>
                  {row.getAllCells().map((cell) => {
                    const id = cell.column.id;
                    const label =
                      labelled === 'all' || labelled.includes(id)
                        ? (textOf(cell.column.columnDef.header) ?? headerText?.(id))
                        : undefined;
                    const Cell = id === rowHeader ? 'th' : 'td';
                    return (
                      <Cell key={cell.id} scope={Cell === 'th' ? 'row' : undefined} className={cellClass(id)} data-label={label}>
                        <table.FlexRender cell={cell} />
                      </Cell>
                    );
                  })}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
