import { useTable, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { TR, type Post } from '@blog/shared';
import { SkeletonRows } from '../ui/SkeletonRows';
import { blogColumns, blogTableFeatures } from './columns';
import type { RowActionHandlers } from './RowActions';

export interface BlogTableProps {
  posts: Post[];
  loading: boolean;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  handlers: RowActionHandlers;
}

const getRowId = (post: Post) => String(post.id);
/** A column's header text, shown beside the value when a phone stacks the row as a card. */
const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

/** The posts table (TanStack Table v9) with a checkbox per row and select-all on the page. */
export function BlogTable({ posts, loading, rowSelection, onRowSelectionChange, handlers }: BlogTableProps) {
  const table = useTable({
    features: blogTableFeatures,
    columns: blogColumns,
    data: posts,
    getRowId,
    meta: handlers,
    state: { rowSelection },
    onRowSelectionChange,
    enableRowRangeSelection: false,
  });

  return (
    // Focusable and named, so keyboard users can scroll it sideways on a narrow screen. On a
    // phone (blogs.css) each row is a card instead: nothing to scroll.
    <div className="adm-table-wrap blg-table-wrap" role="region" aria-label={TR.blogList.tableLabel} tabIndex={0}>
      <table className="adm-table blg-table" aria-busy={loading || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={`blg-col-${header.column.id}`}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading && posts.length === 0 ? (
            <SkeletonRows columns={blogColumns.length} rows={6} />
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? 'is-selected' : undefined}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`blg-col-${cell.column.id}`} data-label={labelOf(cell.column.columnDef.header)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
