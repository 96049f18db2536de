import { useId, useRef, useState } from 'react';
import { COVER_ALT_MAX, TR } from '@blog/shared';
import { Field } from './fields';
import { describeError, notify } from '../lib/notify';
import { checkImageFile, compressImage, uploadImage } from './images';

export interface FeaturedImageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The cover's alternative text and its field's id (the form focuses it on an error). */
  alt: string;
  onAltChange: (value: string) => void;
  altError?: string | undefined;
  altId: string;
  compress: boolean;
  onCompressChange: (value: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Featured image by URL or by upload (checked, optionally compressed, with progress), with a preview. */
export function FeaturedImageField({
  value,
  onChange,
  alt,
  onAltChange,
  altError,
  altId,
  compress,
  onCompressChange,
  error,
  disabled,
}: FeaturedImageFieldProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [broken, setBroken] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const uploading = progress !== null;

  const upload = async (file: File | undefined) => {
    const problem = checkImageFile(file);
    setRefused(problem?.detail ?? null);
    if (problem || !file) {
      notify.error(problem?.notice ?? TR.upload.noFile);
      return;
    }
    setProgress(0);
    try {
      const body = compress ? await compressImage(file) : file;
      const result = await uploadImage(body, setProgress);
      setBroken(false);
      onChange(result.data.url);
      notify.success(result.message ?? TR.upload.success);
    } catch (err) {
      notify.error(`${TR.blogForm.uploadFailed}: ${describeError(err, TR.unknownError)}`);
    } finally {
      setProgress(null);
    }
  };

  const urlId = `${id}-url`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="blg-fieldset blg-image">
      <legend className="blg-side-card__title">{TR.blogForm.featuredImageLabel}</legend>
      <div className="adm-field">
        <label htmlFor={urlId} className="blg-sublabel">
          {TR.blogForm.imageUrlLabel}
        </label>
        <input
          id={urlId}
          type="text"
          inputMode="url"
          className="adm-input"
          placeholder={TR.blogForm.imageUrlPlaceholder}
          value={value}
          disabled={disabled || uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setBroken(false);
            onChange(event.target.value);
          }}
        />
        {error ? (
          <p id={errorId} className="adm-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="blg-image__upload">
        <button
          type="button"
          className="adm-btn adm-btn--secondary adm-btn--sm"
          disabled={disabled || uploading}
          onClick={() => fileRef.current?.click()}
        >
          {TR.blogForm.uploadImage}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid="featured-image-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void upload(file);
          }}
        />
        <label className="blg-check-label">
          <input type="checkbox" checked={compress} onChange={(event) => onCompressChange(event.target.checked)} />
          {TR.blogForm.compress}
        </label>
      </div>
      {refused ? (
        <p className="adm-field-error" role="alert">
          {refused}
        </p>
      ) : null}
      {uploading ? (
        <div className="blg-progress">
          <div
            className="blg-progress__track"
            role="progressbar"
            aria-label={TR.blogForm.uploadProgress(progress)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span className="blg-progress__bar" style={{ width: `${progress}%` }} />
          </div>
          <span className="blg-progress__text">{TR.blogForm.uploadProgress(progress)}</span>
        </div>
      ) : null}
      {value.trim() && !broken ? (
        <div className="blg-image__preview">
          {/* eslint-disable-next-line @next/next/no-img-element -- any URL, no optimiser */}
          <img src={value.trim()} alt={TR.blogForm.imagePreviewAlt} onError={() => setBroken(true)} />
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--sm"
            disabled={disabled || uploading}
            onClick={() => onChange('')}
          >
            {TR.blogForm.removeImage}
          </button>
        </div>
      ) : null}
      {value.trim() && broken ? <p className="adm-field-hint">{TR.blogForm.imageBroken}</p> : null}
      <Field id={altId} label={TR.blogForm.coverAltLabel} error={altError} hint={TR.blogForm.coverAltHint}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            className="adm-input"
            value={alt}
            maxLength={COVER_ALT_MAX}
            disabled={disabled}
            onChange={(event) => onAltChange(event.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
}
