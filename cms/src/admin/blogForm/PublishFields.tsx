import type { PostStatus } from '@blog/shared';
import { TR } from '@blog/shared';
import { Field } from './Field';
import { statusOptions, type FieldErrors, type FormMode } from './formState';

export interface PublishFieldsProps {
  idPrefix: string;
  mode: FormMode;
  status: PostStatus;
  publishedAt: string;
  /** The status the post was loaded with (kept selectable on edit). */
  loadedStatus?: PostStatus | undefined;
  errors: FieldErrors;
  disabled?: boolean;
  onStatus: (status: PostStatus) => void;
  onPublishedAt: (value: string) => void;
}

/** Status select and, only while the status is PUBLISHED, the publish date (datetime-local). */
export function PublishFields({ idPrefix, mode, status, publishedAt, loadedStatus, errors, disabled, onStatus, onPublishedAt }: PublishFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-status`} label={TR.blogForm.statusLabel} error={errors.status}>
        {(a11y) => (
          <select
            {...a11y}
            className="adm-select"
            value={status}
            disabled={disabled}
            onChange={(event) => onStatus(event.target.value as PostStatus)}
          >
            {statusOptions(mode, loadedStatus).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {status === 'PUBLISHED' ? (
        <Field
          id={`${idPrefix}-publishedAt`}
          label={TR.blogForm.publishedAtLabel}
          hint={TR.blogForm.publishedAtHint}
          error={errors.publishedAt}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="datetime-local"
              className="adm-input"
              value={publishedAt}
              disabled={disabled}
              onChange={(event) => onPublishedAt(event.target.value)}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
