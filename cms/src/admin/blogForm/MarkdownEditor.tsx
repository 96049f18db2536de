import { useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { TR } from '@blog/shared';
import { Spinner } from '../ui/feedback';
import type { FieldA11y } from './fields';
import { MarkdownPreview } from './preview/MarkdownPreview';
import { useBodyImages } from './images';

export interface MarkdownEditorProps {
  a11y: FieldA11y;
  value: string;
  onChange: (value: string) => void;
  /** Compress body images before upload (the form's checkbox). */
  compress: boolean;
  disabled?: boolean;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** The body: a markdown textarea (20 rows) with a live preview tab and image drop/paste/upload. */
export function MarkdownEditor({ a11y, value, onChange, compress, disabled }: MarkdownEditorProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [dragging, setDragging] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { uploading, addFiles, problem } = useBodyImages({ textareaRef, value, onChange, compress });
  const problemId = `${a11y.id}-images`;

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    setDragging(false);
    if (!hasFiles(event)) return;
    event.preventDefault();
    void addFiles(Array.from(event.dataTransfer.files));
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    void addFiles(files);
  };

  return (
    <div className="blg-editor">
      <div className="blg-editor__bar">
        <div role="group" aria-label={TR.blogForm.viewMode} className="blg-editor__tabs">
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={tab === name}
              className={`blg-editor__tab${tab === name ? ' is-active' : ''}`}
              onClick={() => setTab(name)}
            >
              {name === 'write' ? TR.blogForm.write : TR.blogForm.preview}
            </button>
          ))}
        </div>
        <div className="blg-editor__tools">
          {uploading ? <Spinner size="sm" label={TR.blogForm.uploadingImages} showLabel /> : null}
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--sm"
            disabled={uploading || disabled}
            onClick={() => fileRef.current?.click()}
          >
            {TR.blogForm.addImages}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            hidden
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void addFiles(files);
            }}
          />
        </div>
      </div>
      <textarea
        {...a11y}
        ref={textareaRef}
        className={`adm-textarea blg-editor__textarea${dragging ? ' is-dragging' : ''}`}
        rows={20}
        value={value}
        hidden={tab !== 'write'}
        disabled={disabled}
        spellCheck
        onChange={(event) => onChange(event.target.value)}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
      />
      {problem ? (
        <p id={problemId} className="adm-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {tab === 'preview' ? (
        <section className="blg-editor__preview" aria-label={TR.blogForm.preview}>
          <MarkdownPreview markdown={value} />
        </section>
      ) : null}
    </div>
  );
}
