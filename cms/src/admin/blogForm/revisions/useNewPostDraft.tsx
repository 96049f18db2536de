import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Id } from '@blog/shared';
import { getStoredUser } from '../../lib/authStore';
import { emptyForm, type PostFormState } from '../postForm';
import { AutosaveStatus, UnsavedOffer } from './AutosaveBar';
import { useAutosave } from './useAutosave';
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from './revisions';

/**
 * A new post has no id, so no Payload version: its text is autosaved to this browser's
 * localStorage under the signed-in user (kept across a closed tab and a new sign-in, never
 * another user's), offered back when the form opens, and dropped once the post is created.
 */
export function useNewPostDraft() {
  // The signed-in user as stored (the shell has checked the session before any screen shows).
  const [userId, setUserId] = useState<Id | null>(null);
  const blank = useMemo(emptyForm, []);
  // Read after mount (localStorage is the browser's); autosave waits for it, so it cannot overwrite it.
  const [stored, setStored] = useState<LocalDraft | null | undefined>(undefined);
  useEffect(() => {
    const id = getStoredUser()?.id ?? null;
    setUserId(id);
    setStored(id === null ? undefined : readLocalDraft(id));
  }, []);
  const [answered, setAnswered] = useState(false);
  const [initial, setInitial] = useState(blank);
  const [baseline, setBaseline] = useState(blank);
  const [formKey, setFormKey] = useState(0);
  const [form, setForm] = useState<PostFormState | null>(null);
  const offered = !answered && Boolean(stored);

  const save = useCallback(
    async (values: PostFormState) => {
      if (userId === null) throw new Error('not signed in');
      return writeLocalDraft(userId, values);
    },
    [userId],
  );
  const hasText = form && (form.title.trim() || form.content.trim()) ? form : null;
  const state = useAutosave(hasText, baseline, save, stored !== undefined && !offered);

  const offer: ReactNode =
    offered && stored ? (
      <UnsavedOffer
        savedAt={stored.savedAt}
        onRestore={() => {
          setAnswered(true);
          setInitial(stored.form);
          setBaseline(stored.form);
          setFormKey((k) => k + 1);
        }}
        onDismiss={() => {
          setAnswered(true);
          if (userId !== null) clearLocalDraft(userId);
        }}
      />
    ) : null;

  /** After the post is created its text lives on the server. */
  const onCreated = useCallback(() => {
    if (userId !== null) clearLocalDraft(userId);
  }, [userId]);

  return { initial, formKey, onChange: setForm, offer, toolbar: <AutosaveStatus state={state} />, onCreated };
}
