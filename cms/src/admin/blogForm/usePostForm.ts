import { useCallback, useRef, useState } from 'react';
import { checkPostForm, type FieldErrors, type FieldName, type FormMode, type PostFormState } from './postForm';

export type SaveResult = { ok: true } | { ok: false; fieldErrors?: FieldErrors };
/** Saves the form; `draft` is the 'Taslak Kaydet' path (the form has already forced DRAFT). */
export type SaveHandler = (form: PostFormState, draft: boolean) => Promise<SaveResult>;
/** Asked after validation, before saving; false cancels the save (e.g. taking a live post down). */
export type BeforeSave = (form: PostFormState, draft: boolean) => Promise<boolean>;

const sameForm = (a: PostFormState, b: PostFormState) => (Object.keys(a) as FieldName[]).every((key) => a[key] === b[key]);

const FIELD_ORDER: FieldName[] = [
  'title',
  'content',
  'categoryId',
  'excerpt',
  'tags',
  'featuredImage',
  'featuredImageAlt',
  'status',
  'publishedAt',
];

/**
 * The form's values, errors, busy state and whether it differs from what was last loaded or
 * saved (`dirty`); submit and draft both validate first.
 */
export function usePostForm(
  mode: FormMode,
  initial: PostFormState,
  onSave: SaveHandler,
  idPrefix: string,
  beforeSave?: BeforeSave,
) {
  const [form, setForm] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'submit' | 'draft' | null>(null);
  const busyRef = useRef(false);

  const setField = useCallback(<K extends FieldName>(name: K, value: PostFormState[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const showErrors = useCallback(
    (next: FieldErrors) => {
      setErrors(next);
      const first = FIELD_ORDER.find((name) => next[name]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    },
    [idPrefix],
  );

  const run = useCallback(
    async (kind: 'submit' | 'draft', values: PostFormState, onStart?: () => void): Promise<SaveResult | null> => {
      if (busyRef.current) return null;
      const invalid = checkPostForm(values, mode, kind === 'draft');
      if (Object.keys(invalid).length > 0) {
        showErrors(invalid);
        return null;
      }
      busyRef.current = true;
      try {
        if (beforeSave && !(await beforeSave(values, kind === 'draft'))) return null;
        onStart?.();
        setBusy(kind);
        const result = await onSave(values, kind === 'draft');
        if (result.ok) setSaved(values);
        else if (result.fieldErrors && Object.keys(result.fieldErrors).length) showErrors(result.fieldErrors);
        return result;
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [beforeSave, mode, onSave, showErrors],
  );

  const submit = useCallback(() => run('submit', form), [form, run]);

  /** Forces DRAFT; on the edit form a failed draft save puts the previous status back (spec section 4). */
  const saveDraft = useCallback(async () => {
    if (busyRef.current) return;
    const previous = form.status;
    const values = { ...form, status: 'DRAFT' as const };
    const result = await run('draft', values, () => setForm((current) => ({ ...current, status: 'DRAFT' })));
    if (result && !result.ok && mode === 'edit') setForm((current) => ({ ...current, status: previous }));
  }, [form, mode, run]);

  return { form, errors, busy, dirty: !sameForm(form, saved), setField, submit, saveDraft, showErrors };
}
