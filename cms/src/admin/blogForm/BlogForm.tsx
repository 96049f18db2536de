import Link from 'next/link';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { TR, type Id, type PostStatus } from '@blog/shared';
import { useLeaveGuard } from '../lib/useLeaveGuard';
import { FeaturedImageField } from './FeaturedImageField';
import { Field, PublishFields, TaxonomyFields } from './fields';
import { MarkdownEditor } from './MarkdownEditor';
import { PreviewButton } from './preview/PreviewButton';
import type { FormMode, PostFormState } from './postForm';
import { usePostForm, type BeforeSave, type SaveHandler } from './usePostForm';

export type { BeforeSave, SaveHandler, SaveResult } from './usePostForm';

export interface BlogFormProps {
  mode: FormMode;
  initial: PostFormState;
  onSave: SaveHandler;
  /** Asked before a save (after validation); false cancels it. */
  beforeSave?: BeforeSave;
  /** The loaded post's status (edit), kept selectable even when the edit list omits it. */
  loadedStatus?: PostStatus;
  /** Extra buttons on the left of the action bar (delete on edit). */
  extraActions?: ReactNode;
  /** Disables everything (e.g. while the post is being deleted). */
  disabled?: boolean;
  /** The saved post being edited ('Önizle' shows it with its slug, author and dates). */
  postId?: Id;
  /** Hears every change of the values (autosave, issue #26). */
  onChange?: (form: PostFormState) => void;
  /** Shown above the fields, beside the required-fields note (autosave status, history). */
  toolbar?: ReactNode;
}

/** The post form shared by create and edit (spec sections 2, 4, 5). */
export function BlogForm({
  mode,
  initial,
  onSave,
  beforeSave,
  loadedStatus,
  extraActions,
  disabled = false,
  postId,
  onChange,
  toolbar,
}: BlogFormProps) {
  const idPrefix = `post${useId().replace(/:/g, '')}`;
  const { form, errors, busy, dirty, setField, submit, saveDraft, showErrors } = usePostForm(
    mode,
    initial,
    onSave,
    idPrefix,
    beforeSave,
  );
  useLeaveGuard(dirty && !disabled);
  useEffect(() => onChange?.(form), [form, onChange]);
  const [compress, setCompress] = useState(true);
  const locked = disabled || busy !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="blg-form" noValidate onSubmit={onSubmit} aria-busy={busy !== null || undefined}>
      <div className="blg-form__top">
        <p className="blg-form__note">{TR.blogForm.requiredNote}</p>
        {toolbar}
      </div>
      <div className="blg-form__grid">
        <div className="adm-card blg-form__main">
          <Field id={`${idPrefix}-title`} label={TR.post.titleLabel} error={errors.title} required>
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                className="adm-input blg-input--title"
                placeholder={TR.blogForm.titlePlaceholder}
                value={form.title}
                maxLength={200}
                disabled={locked}
                onChange={(event) => setField('title', event.target.value)}
              />
            )}
          </Field>
          <Field
            id={`${idPrefix}-content`}
            label={TR.post.contentLabel}
            error={errors.content}
            hint={TR.blogForm.contentHint}
            required
          >
            {(a11y) => (
              <MarkdownEditor
                a11y={a11y}
                value={form.content}
                compress={compress}
                disabled={locked}
                onChange={(value) => setField('content', value)}
              />
            )}
          </Field>
          <Field
            id={`${idPrefix}-excerpt`}
            label={TR.blogForm.excerptLabel}
            error={errors.excerpt}
            hint={TR.blogForm.excerptHint}
          >
            {(a11y) => (
              <textarea
                {...a11y}
                className="adm-textarea blg-textarea--excerpt"
                rows={3}
                maxLength={500}
                value={form.excerpt}
                disabled={locked}
                onChange={(event) => setField('excerpt', event.target.value)}
              />
            )}
          </Field>
        </div>

        <div className="blg-form__side">
          <section className="adm-card blg-side-card" aria-labelledby={`${idPrefix}-publish-heading`}>
            <h2 id={`${idPrefix}-publish-heading`} className="blg-side-card__title">
              {TR.blogForm.publishSection}
            </h2>
            <PublishFields
              idPrefix={idPrefix}
              mode={mode}
              status={form.status}
              publishedAt={form.publishedAt}
              loadedStatus={loadedStatus}
              errors={errors}
              disabled={locked}
              onStatus={(status) => setField('status', status)}
              onPublishedAt={(value) => setField('publishedAt', value)}
            />
          </section>
          <section className="adm-card blg-side-card" aria-labelledby={`${idPrefix}-tax-heading`}>
            <h2 id={`${idPrefix}-tax-heading`} className="blg-side-card__title">
              {TR.blogForm.organizeSection}
            </h2>
            <TaxonomyFields
              idPrefix={idPrefix}
              categoryId={form.categoryId}
              tags={form.tags}
              errors={errors}
              disabled={locked}
              onCategory={(value) => setField('categoryId', value)}
              onTags={(value) => setField('tags', value)}
            />
          </section>
          <section className="adm-card blg-side-card">
            <FeaturedImageField
              value={form.featuredImage}
              onChange={(value) => setField('featuredImage', value)}
              alt={form.featuredImageAlt}
              onAltChange={(value) => setField('featuredImageAlt', value)}
              altError={errors.featuredImageAlt}
              altId={`${idPrefix}-featuredImageAlt`}
              compress={compress}
              onCompressChange={setCompress}
              error={errors.featuredImage}
              disabled={locked}
            />
          </section>
        </div>
      </div>

      <div className="blg-form__actions">
        <div className="blg-form__actions-start">{extraActions}</div>
        <div className="blg-form__actions-end">
          <Link href="/admin/blogs" className="adm-btn adm-btn--ghost">
            {TR.cancel}
          </Link>
          <PreviewButton form={form} postId={postId} disabled={locked} onErrors={showErrors} />
          <button type="button" className="adm-btn adm-btn--secondary" disabled={locked} onClick={() => void saveDraft()}>
            {busy === 'draft' ? TR.blogForm.saving : TR.post.saveDraft}
          </button>
          <button type="submit" className="adm-btn adm-btn--primary" disabled={locked}>
            {busy === 'submit' ? TR.blogForm.saving : mode === 'create' ? TR.post.publish : TR.blogForm.saveChanges}
          </button>
        </div>
      </div>
    </form>
  );
}
