import Link from 'next/link';
import {
  createColumnHelper,
  createCoreRowModel,
  rowSelectionFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { TR, formatAdminNumber, type Post } from '@blog/shared';
import { PostStatusBadge } from '../ui/PostStatusBadge';
import { PostListDate } from '../ui/PostListDate';
import { listDate } from '../ui/postTiming';
import { Checkbox } from './Checkbox';
import { RowActions, type RowActionHandlers } from './RowActions';

/** Row selection, the core row model, and the row action handlers carried as table meta. */
export const blogTableFeatures = tableFeatures({
  rowSelectionFeature,
  coreRowModel: createCoreRowModel(),
  tableMeta: {} as RowActionHandlers,
});

const helper = createColumnHelper<typeof blogTableFeatures, Post>();

/** The list's columns: select, title (+ slug), category, status, views, date, actions. */
export const blogColumns = helper.columns([
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
