import Link from 'next/link';
import { createColumnHelper, createCoreRowModel, tableFeatures, useTable } from '@tanstack/react-table';
import { TR, formatAdminDate, formatAdminNumber, type Category } from '@blog/shared';
import { DataTable } from '../ui/DataTable';
import { EditIcon, TrashIcon } from '../ui/icons';
import { blogCountOf } from './categories';

interface RowHandlers {
  deletingId: string | null;
  onDelete: (category: Category) => void;
}

const features = tableFeatures({ coreRowModel: createCoreRowModel(), tableMeta: {} as RowHandlers });
const helper = createColumnHelper<typeof features, Category>();

/** Name, description, slug, blog count, creation date and the actions. */
const columns = helper.columns([
  helper.accessor('name', { header: TR.category.columns.name }),
  helper.accessor('description', {
    header: TR.category.columns.description,
    cell: ({ getValue }) => (getValue()?.trim() ? getValue() : <span className="cat-muted">{TR.noDescription}</span>),
  }),
  helper.accessor('slug', {
    header: TR.category.columns.slug,
    cell: ({ getValue }) => <code className="cat-slug">{getValue()}</code>,
  }),
  helper.accessor(blogCountOf, {
    id: 'count',
    header: TR.category.columns.blogCount,
    cell: ({ getValue }) => (
      <span className={`cat-count${getValue() === 0 ? ' cat-count--zero' : ''}`}>{formatAdminNumber(getValue())}</span>
    ),
  }),
  helper.accessor('createdAt', {
    id: 'date',
    header: TR.category.columns.createdAt,
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
}

/** The category table; skeleton rows while the list loads; a card per category on a phone. */
export function CategoryTable({ categories, loading, deletingId, onDelete }: CategoryTableProps) {
  const table = useTable({
    features,
    columns,
    data: categories,
    getRowId: (category) => String(category.id),
    meta: { deletingId, onDelete },
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
    />
  );
}
