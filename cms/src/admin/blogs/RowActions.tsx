import Link from 'next/link';
import { TR, type Post } from '@blog/shared';
import { toggleTarget } from './listQuery';
import { isLive } from '../ui/postTiming';
import { ArchiveIcon, CopyIcon, EditIcon, ExternalIcon, PublishIcon, TrashIcon } from '../ui/icons';

export interface RowActionHandlers {
  busyId: Post['id'] | null;
  onToggle: (post: Post) => void;
  onDelete: (post: Post) => void;
  onDuplicate: (post: Post) => void;
}

/**
 * Edit, view on site (only when live: a scheduled post is not on the site yet), duplicate, PUBLISHED ↔ ARCHIVED toggle (not for drafts), delete.
 * Empty slots keep every row's buttons in the same columns.
 */
export function RowActions({ post, handlers }: { post: Post; handlers: RowActionHandlers }) {
  const busy = handlers.busyId === post.id;
  const target = toggleTarget(post.status);
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
      {isLive(post) ? (
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
        <span className="blg-icon-btn blg-icon-btn--placeholder" aria-hidden="true" />
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
          className={`blg-icon-btn ${target === 'ARCHIVED' ? 'blg-icon-btn--warning' : 'blg-icon-btn--success'}`}
          disabled={busy}
          aria-label={target === 'ARCHIVED' ? TR.blogList.archiveLabel(post.title) : TR.blogList.publishLabel(post.title)}
          title={target === 'ARCHIVED' ? TR.blogList.archive : TR.blogList.publish}
          onClick={() => handlers.onToggle(post)}
        >
          {target === 'ARCHIVED' ? <ArchiveIcon size={16} className="blg-icon" /> : <PublishIcon size={16} className="blg-icon" />}
        </button>
      ) : (
        <span className="blg-icon-btn blg-icon-btn--placeholder" aria-hidden="true" />
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
