import Link from 'next/link';
import {
  createColumnHelper,
  createCoreRowModel,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { TR, formatAdminNumber, isLivePost, type Id, type Post } from '@blog/shared';
import { Checkbox } from '../ui/Checkbox';
import { DataTable } from '../ui/DataTable';
import { PostListDate, PostStatusBadge, listDate } from '../ui/status';
import { ArchiveIcon, CopyIcon, EditIcon, ExternalIcon, PublishIcon, TrashIcon } from '../ui/icons';
import { toggleTarget } from './posts';

export interface RowActionHandlers {
  isBusy: (id: Id) => boolean;
  onToggle: (post: Post) => void;
  onDelete: (post: Post) => void;
  onDuplicate: (post: Post) => void;
}

const Placeholder = () => <span className="blg-icon-btn blg-icon-btn--placeholder" aria-hidden="true" />;

/**
 * Edit, view on site (only when live: a scheduled post is not on the site yet), duplicate,
 * PUBLISHED ↔ ARCHIVED toggle (not for drafts), delete. Empty slots keep every row's buttons in
 * the same columns.
 */
function RowActions({ post, handlers }: { post: Post; handlers: RowActionHandlers }) {
  const busy = handlers.isBusy(post.id);
  const target = toggleTarget(post.status);
  const archive = target === 'ARCHIVED';
  return (
    <div className="blg-actions">
      <Link
        href={`/admin/blog/edit/${post.id}`}
        className="blg-icon-btn"
        aria-label={TR.blogList.editLabel(post.title)}
        title={TR.blogList.edit}
      >
        <EditIcon size={16} className="blg-icon" />
      </Link>
      {isLivePost(post) ? (
        <a
          href={`/blog/${post.slug}`}
          target="_blank"
          rel="noopener noreferrer"
          className="blg-icon-btn"
          aria-label={TR.blogList.viewLabel(post.title)}
          title={TR.blogList.view}
        >
          <ExternalIcon size={16} className="blg-icon" />
        </a>
      ) : (
        <Placeholder />
      )}
      <button
        type="button"
        className="blg-icon-btn"
        disabled={busy}
        aria-label={TR.blogList.duplicateLabel(post.title)}
        title={TR.blogList.duplicate}
        onClick={() => handlers.onDuplicate(post)}
      >
        <CopyIcon size={16} className="blg-icon" />
      </button>
      {target ? (
        <button
          type="button"
          className={`blg-icon-btn ${archive ? 'blg-icon-btn--warning' : 'blg-icon-btn--success'}`}
          disabled={busy}
          aria-label={archive ? TR.blogList.archiveLabel(post.title) : TR.blogList.publishLabel(post.title)}
          title={archive ? TR.blogList.archive : TR.blogList.publish}
          onClick={() => handlers.onToggle(post)}
        >
          {archive ? <ArchiveIcon size={16} className="blg-icon" /> : <PublishIcon size={16} className="blg-icon" />}
        </button>
      ) : (
        <Placeholder />
      )}
      <button
        type="button"
        className="blg-icon-btn blg-icon-btn--danger"
        disabled={busy}
        aria-label={TR.blogList.deleteLabel(post.title)}
        title={TR.blogList.delete}
        onClick={() => handlers.onDelete(post)}
      >
        <TrashIcon size={16} className="blg-icon" />
      </button>
    </div>
  );
}

/** Row selection, the core row model, and the row action handlers carried as table meta. */
const features = tableFeatures({
  rowSelectionFeature,
  coreRowModel: createCoreRowModel(),
  tableMeta: {} as RowActionHandlers,
});

const helper = createColumnHelper<typeof features, Post>();

/** The list's columns: select, title (+ slug), category, status, views, date, actions. */
const columns = helper.columns([
  helper.display({
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        label={TR.blogList.selectAll}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        disabled={table.getRowModel().rows.length === 0}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        label={TR.blogList.selectRow(row.original.title)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  helper.accessor('title', {
    header: TR.blogList.columns.title,
    cell: ({ row }) => (
      <div className="blg-title-cell">
        <Link href={`/admin/blog/edit/${row.original.id}`} className="blg-title-link">
          {row.original.title}
        </Link>
        <span className="blg-slug">/{row.original.slug}</span>
      </div>
    ),
  }),
  helper.accessor((post) => post.category?.name ?? '', {
    id: 'category',
    header: TR.blogList.columns.category,
    cell: ({ getValue }) => getValue() || <span className="blg-muted">{TR.blogList.noCategory}</span>,
  }),
  helper.accessor('status', {
    header: TR.blogList.columns.status,
    cell: ({ row }) => <PostStatusBadge post={row.original} />,
  }),
  helper.accessor('viewCount', {
    header: TR.blogList.columns.views,
    cell: ({ getValue }) => <span className="blg-num">{formatAdminNumber(getValue())}</span>,
  }),
  // The date the site shows (publish date) for published and scheduled posts, else the creation
  // date; each row says which one it is.
  helper.accessor((post) => listDate(post).iso, {
    id: 'date',
    header: TR.blogList.columns.date,
    cell: ({ row }) => <PostListDate post={row.original} />,
  }),
  helper.display({
    id: 'actions',
    header: TR.blogList.columns.actions,
    cell: ({ row, table }) => (table.options.meta ? <RowActions post={row.original} handlers={table.options.meta} /> : null),
  }),
]);

export interface BlogTableProps {
  posts: Post[];
  loading: boolean;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  handlers: RowActionHandlers;
}

/** The posts table with a checkbox per row and select-all on the page. */
export function BlogTable({ posts, loading, rowSelection, onRowSelectionChange, handlers }: BlogTableProps) {
  const table = useTable({
    features,
    columns,
    data: posts,
    getRowId: (post) => String(post.id),
    meta: handlers,
    state: { rowSelection },
    onRowSelectionChange,
    enableRowRangeSelection: false,
  });
  return (
    <DataTable
      table={table}
      className="adm-table blg-table"
      cellClass={(id) => `blg-col-${id}`}
      classHeaders
      labelled="all"
      loading={loading}
      skeletonRows={6}
      rowProps={(row) => ({ className: row.getIsSelected() ? 'is-selected' : undefined })}
      // Focusable and named, so keyboard users can scroll it sideways on a narrow screen. On a
      // phone (blogs.css) each row is a card instead: nothing to scroll.
      wrapProps={{
        className: 'adm-table-wrap blg-table-wrap',
        role: 'region',
        'aria-label': TR.blogList.tableLabel,
        tabIndex: 0,
      }}
    />
  );
}
