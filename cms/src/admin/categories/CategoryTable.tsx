import Link from 'next/link';
import {
  createColumnHelper,
  createCoreRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { TR, formatAdminDate, formatAdminNumber, type Category, type CategorySortKey } from '@blog/shared';
import { Checkbox } from '../ui/Checkbox';
import { DataTable } from '../ui/DataTable';
import { EditIcon, TrashIcon } from '../ui/icons';
import { SortHeader } from '../ui/SortHeader';
import { blogCountOf } from './categories';
import type { CategorySort } from './useCategoryPage';

interface RowHandlers {
  deletingId: string | null;
  onDelete: (category: Category) => void;
}

/** Selection (only of categories no post uses) and sorting done by the server (manual). */
const features = tableFeatures({
  rowSelectionFeature,
  rowSortingFeature,
  coreRowModel: createCoreRowModel(),
  tableMeta: {} as RowHandlers,
});
const helper = createColumnHelper<typeof features, Category>();

/** The table's column ids that the server sorts by, and back. */
const SORT_COLUMN: Record<string, CategorySortKey> = { name: 'name', count: 'blogCount', date: 'createdAt' };
const COLUMN_OF: Record<CategorySortKey, string> = { name: 'name', blogCount: 'count', createdAt: 'date' };

/** A header the server sorts by: its button turns the order. */
const sortHeader = (
  column: { getIsSorted: () => false | 'asc' | 'desc'; getToggleSortingHandler: () => undefined | ((event: unknown) => void) },
  label: string,
) => <SortHeader label={label} sorted={column.getIsSorted()} onToggle={column.getToggleSortingHandler()} />;

/** The phone card's labels of the headers that are buttons. */
const HEADER_TEXT: Record<string, string> = {
  count: TR.category.columns.blogCount,
  date: TR.category.columns.createdAt,
};

/** Select, name, description, slug, blog count, creation date and the actions. */
const columns = helper.columns([
  helper.display({
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        label={TR.category.selectAll}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => {
      const count = blogCountOf(row.original);
      const label = row.getCanSelect()
        ? TR.category.selectRow(row.original.name)
        : TR.category.selectInUse(row.original.name, count);
      return (
        <Checkbox
          label={label}
          title={row.getCanSelect() ? undefined : label}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={row.getToggleSelectedHandler()}
        />
      );
    },
  }),
  helper.accessor('name', {
    header: ({ header }) => sortHeader(header.column, TR.category.columns.name),
  }),
  helper.accessor('description', {
    enableSorting: false,
    header: TR.category.columns.description,
    cell: ({ getValue }) => (getValue()?.trim() ? getValue() : <span className="cat-muted">{TR.noDescription}</span>),
  }),
  helper.accessor('slug', {
    enableSorting: false,
    header: TR.category.columns.slug,
    cell: ({ getValue }) => <code className="cat-slug">{getValue()}</code>,
  }),
  helper.accessor(blogCountOf, {
    id: 'count',
    header: ({ header }) => sortHeader(header.column, TR.category.columns.blogCount),
    cell: ({ getValue }) => (
      <span className={`cat-count${getValue() === 0 ? ' cat-count--zero' : ''}`}>{formatAdminNumber(getValue())}</span>
    ),
  }),
  helper.accessor('createdAt', {
    id: 'date',
    header: ({ header }) => sortHeader(header.column, TR.category.columns.createdAt),
    cell: ({ getValue }) => formatAdminDate(getValue(), TR.unknown),
  }),
  helper.display({
    id: 'actions',
    header: TR.category.columns.actions,
    cell: ({ row: { original: category }, table }) => {
      const deleting = table.options.meta?.deletingId === String(category.id);
      return (
        <div className="cat-actions">
          <Link
            href={`/admin/category/edit/${encodeURIComponent(String(category.id))}`}
            className="adm-btn adm-btn--ghost adm-btn--sm"
            aria-label={TR.category.rowActionLabel(TR.category.edit, category.name)}
          >
            <EditIcon />
            <span>{TR.category.edit}</span>
          </Link>
          <button
            type="button"
            className="adm-btn adm-btn--danger-outline adm-btn--sm"
            aria-label={TR.category.rowActionLabel(TR.category.delete, category.name)}
            disabled={deleting}
            onClick={() => table.options.meta?.onDelete(category)}
          >
            <TrashIcon />
            <span>{deleting ? TR.category.deleting : TR.category.delete}</span>
          </button>
        </div>
      );
    },
  }),
]);

export interface CategoryTableProps extends RowHandlers {
  categories: Category[];
  loading: boolean;
  sort: CategorySort;
  onSort: (sort: CategorySort) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
}

/** The category table; skeleton rows while the list loads; a card per category on a phone. */
export function CategoryTable({
  categories,
  loading,
  deletingId,
  onDelete,
  sort,
  onSort,
  rowSelection,
  onRowSelectionChange,
}: CategoryTableProps) {
  const sorting: SortingState = [{ id: COLUMN_OF[sort.by], desc: sort.order === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: categories,
    getRowId: (category) => String(category.id),
    meta: { deletingId, onDelete },
    state: { rowSelection, sorting },
    onRowSelectionChange,
    enableRowSelection: (row) => blogCountOf(row.original) === 0,
    enableRowRangeSelection: false,
    manualSorting: true,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      const by = next ? SORT_COLUMN[next.id] : undefined;
      if (next && by) onSort({ by, order: next.desc ? 'desc' : 'asc' });
    },
  });
  return (
    <DataTable
      table={table}
      className="adm-table cat-table"
      caption={TR.category.tableCaption}
      cellClass={(id) => `cat-table__${id}`}
      rowHeader="name"
      labelled={['slug', 'count', 'date']}
      loading={loading}
      skeletonRows={5}
      headerText={(id) => HEADER_TEXT[id]}
      headerProps={(header) => {
        const sorted = header.column.getIsSorted();
        return header.column.getCanSort() && sorted ? { 'aria-sort': sorted === 'asc' ? 'ascending' : 'descending' } : {};
      }}
      rowProps={(row) => ({ className: row.getIsSelected() ? 'is-selected' : undefined })}
    />
  );
}
