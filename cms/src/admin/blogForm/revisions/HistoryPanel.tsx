import { useEffect, useId, useRef } from 'react';
import { TR, diffCounts, formatAdminDateTime, wordDiff, type Id, type Revision } from '@blog/shared';
import { useApiQuery } from '../../lib/query';
import { ErrorBox, Spinner } from '../../ui/feedback';
import { revisionsPath } from './revisions';

/** One revision's words against the one before it (the oldest against nothing). */
function RevisionDiff({ before, after }: { before: string; after: string }) {
  const parts = wordDiff(before, after);
  return (
    <pre className="rev-diff">
      {parts.map((part, i) =>
        part.kind === 'added' ? (
          <ins key={i}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          <del key={i}>{part.text}</del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </pre>
  );
}

function kindLabel(revision: Revision): string {
  if (!revision.draft) return TR.revisions.kindSaved;
  return revision.autosave ? TR.revisions.kindAutosave : TR.revisions.kindDraft;
}

function RevisionItem({ revision, previous, onRestore }: { revision: Revision; previous?: Revision; onRestore: () => void }) {
  const before = previous ? `${previous.title}\n\n${previous.content}` : '';
  const after = `${revision.title}\n\n${revision.content}`;
  const { added, removed } = diffCounts(wordDiff(before, after));
  return (
    <li className="rev-item" data-testid="revision">
      <div className="rev-item__head">
        <time dateTime={revision.updatedAt} className="rev-item__time">
          {formatAdminDateTime(revision.updatedAt)}
        </time>
        <span className={`rev-item__kind${revision.draft ? ' rev-item__kind--draft' : ''}`}>{kindLabel(revision)}</span>
      </div>
      <p className="rev-item__title">{revision.title}</p>
      <details className="rev-item__details">
        <summary>
          {added || removed ? TR.revisions.changes(added, removed) : TR.revisions.noChanges} · {TR.revisions.showDiff}
        </summary>
        <RevisionDiff before={before} after={after} />
      </details>
      <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={onRestore}>
        {TR.revisions.restore}
      </button>
    </li>
  );
}

/** 'Sürüm geçmişi': the post's versions, newest first, each restorable (after a confirmation). */
export function HistoryPanel({
  postId,
  onClose,
  onRestore,
}: {
  postId: Id;
  onClose: () => void;
  onRestore: (r: Revision) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const query = useApiQuery<Revision[]>(revisionsPath(postId));
  const revisions = query.data?.data ?? [];

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="adm-dialog rev-panel"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="rev-panel__head">
        <h2 id={titleId} className="adm-dialog__title">
          {TR.revisions.historyTitle}
        </h2>
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onClose}>
          {TR.revisions.historyClose}
        </button>
      </div>
      {query.isPending ? (
        <Spinner label={TR.revisions.historyLoading} showLabel />
      ) : query.isError ? (
        <ErrorBox message={TR.revisions.historyFailed} onRetry={() => void query.refetch()} />
      ) : revisions.length === 0 ? (
        <p className="adm-dialog__message">{TR.revisions.historyEmpty}</p>
      ) : (
        <ol className="rev-list">
          {revisions.map((revision, i) => (
            <RevisionItem
              key={String(revision.id)}
              revision={revision}
              previous={revisions[i + 1]}
              onRestore={() => onRestore(revision)}
            />
          ))}
        </ol>
      )}
    </dialog>
  );
}
