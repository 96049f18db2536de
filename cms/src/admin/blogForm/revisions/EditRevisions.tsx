import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TR, formatAdminDateTime, type Post, type Revision, type UnsavedDraft } from '@blog/shared';
import { describeError, notify } from '../../lib/notify';
import { apiKey, useApiQuery } from '../../lib/query';
import { useConfirm } from '../../ui/ConfirmDialog';
import { formFromPost, type PostFormState } from '../postForm';
import { AutosaveStatus, UnsavedOffer } from './AutosaveBar';
import { HistoryPanel } from './HistoryPanel';
import { useAutosave } from './useAutosave';
import {
  autosavePath,
  canAutosave,
  differsFrom,
  dismissDraft,
  formWithRevision,
  isDismissed,
  putAutosave,
  restoreRevision,
  revisionsPath,
} from './revisions';

export interface EditRevisions {
  /** The form's starting values and its key: a restore remounts the form with the revision's text. */
  initial: PostFormState;
  formKey: number;
  onChange: (form: PostFormState) => void;
  toolbar: ReactNode;
  /** The unsaved-text offer, above the form. */
  offer: ReactNode;
  /** Settles the autosave baseline after an explicit save. */
  onSaved: (form: PostFormState) => void;
}

/**
 * The edit screen's autosave (a Payload draft version on the server, every AUTOSAVE_INTERVAL_MS
 * of quiet), its offer of text autosaved after the last save, and the 'Sürüm geçmişi' panel.
 * Nothing here changes the live post: only the form's 'Değişiklikleri Kaydet' does.
 */
export function useEditRevisions(post: Post): EditRevisions {
  const client = useQueryClient();
  const confirm = useConfirm();
  const loaded = useMemo(() => formFromPost(post), [post]);
  const [initial, setInitial] = useState(loaded);
  const [formKey, setFormKey] = useState(0);
  const [form, setForm] = useState<PostFormState | null>(null);
  const [baseline, setBaseline] = useState<PostFormState>(loaded);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  const draftQuery = useApiQuery<UnsavedDraft>(autosavePath(post.id));
  const draft = draftQuery.data?.data ?? null;
  const offered = !answered && draft !== null && differsFrom(loaded, draft) && !isDismissed(post.id, draft);
  // Autosave waits until the offer is answered: typing first would overwrite the text on offer.
  const ready = !draftQuery.isPending && !offered;

  const load = useCallback((next: PostFormState) => {
    setInitial(next);
    setBaseline(next);
    setFormKey((k) => k + 1);
  }, []);

  const saveDraft = useCallback(
    async (values: PostFormState) => {
      const result = await putAutosave(post.id, values);
      void client.invalidateQueries({ queryKey: apiKey(revisionsPath(post.id)) });
      return result.data.updatedAt;
    },
    [client, post.id],
  );
  const state = useAutosave(form && canAutosave(form) ? form : null, baseline, saveDraft, ready);

  useEffect(() => setAnswered(false), [post.id]);

  const restore = useCallback(
    async (revision: Revision) => {
      const ok = await confirm({
        title: TR.revisions.restoreTitle,
        message: TR.revisions.restoreMessage(formatAdminDateTime(revision.updatedAt)),
        confirmText: TR.revisions.restoreConfirm,
        variant: 'warning',
      });
      if (!ok) return;
      try {
        const result = await restoreRevision(post.id, revision.id);
        load(formWithRevision(form ?? initial, result.data));
        setHistoryOpen(false);
        void client.invalidateQueries({ queryKey: apiKey(revisionsPath(post.id)) });
        notify.success(result.message ?? TR.revisions.restored);
      } catch (error) {
        notify.error(`${TR.revisions.restoreFailed}: ${describeError(error, TR.unknownError)}`);
      }
    },
    [client, confirm, form, initial, load, post.id],
  );

  const offer =
    offered && draft ? (
      <UnsavedOffer
        savedAt={draft.updatedAt}
        onRestore={() => {
          setAnswered(true);
          load(formWithRevision(loaded, draft));
        }}
        onDismiss={() => {
          dismissDraft(post.id, draft);
          setAnswered(true);
        }}
      />
    ) : null;

  const toolbar = (
    <div className="rev-toolbar">
      <AutosaveStatus state={state} />
      <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => setHistoryOpen(true)}>
        {TR.revisions.historyButton}
      </button>
      {historyOpen ? (
        <HistoryPanel postId={post.id} onClose={() => setHistoryOpen(false)} onRestore={(r) => void restore(r)} />
      ) : null}
    </div>
  );

  return { initial, formKey, onChange: setForm, toolbar, offer, onSaved: setBaseline };
}
