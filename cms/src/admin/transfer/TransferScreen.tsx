'use client';

import { useId, useState, type FormEvent } from 'react';
import { TR } from '@blog/shared';
import { ErrorBox } from '../ui/feedback';
import { DownloadIcon } from '../ui/icons';
import { ImportReportView } from './ImportReportView';
import { useExport, useImport, type ImportPhase } from './transfer';
import '../styles/transfer.css';

/** The progress line: the upload's percent, then posts written of all. */
function ImportProgress({ state }: { state: ImportPhase }) {
  if (state.phase === 'uploading') {
    return (
      <div className="tr-progress" role="status">
        <span>{TR.transfer.uploading}</span>
        <progress max={100} value={state.percent} aria-label={TR.transfer.uploading} />
      </div>
    );
  }
  if (state.phase !== 'running') return null;
  const { done, total, phase } = state.job;
  const label = phase === 'reading' ? TR.transfer.reading : TR.transfer.running;
  return (
    <div className="tr-progress" role="status">
      <span>
        {label} {TR.transfer.progress(done, total)}
      </span>
      <progress max={Math.max(total, 1)} value={done} aria-label={TR.transfer.running} />
    </div>
  );
}

/**
 * /admin/transfer: 'İçe Aktar' (a WXR, Ghost or Markdown upload, its progress and the Turkish
 * report) and 'Dışa Aktar' (the whole blog as one zip).
 */
export function TransferScreen() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const { state, start } = useImport();
  const { download, exporting } = useExport();
  const busy = state.phase === 'uploading' || state.phase === 'running';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    void start(file);
  };

  return (
    <div className="adm-page tr-page">
      <header className="adm-page-header">
        <h1 className="adm-page-title">{TR.transfer.title}</h1>
      </header>
      <section className="adm-card tr-section" aria-labelledby={`${inputId}-import`}>
        <h2 id={`${inputId}-import`}>{TR.transfer.importTitle}</h2>
        <p className="tr-help">{TR.transfer.importHelp}</p>
        <form className="tr-form" onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId}>{TR.transfer.chooseFile}</label>
          <input
            id={inputId}
            type="file"
            className="adm-input"
            accept=".xml,.json,.zip,.md,.markdown"
            aria-invalid={missing}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissing(false);
            }}
          />
          {missing ? <p className="adm-field-error">{TR.transfer.noFile}</p> : null}
          <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
            {TR.transfer.start}
          </button>
        </form>
        <ImportProgress state={state} />
        {state.phase === 'failed' ? <ErrorBox title={TR.transfer.failedTitle} message={state.message} /> : null}
        {state.phase === 'done' && state.job.report ? <ImportReportView report={state.job.report} /> : null}
      </section>
      <section className="adm-card tr-section" aria-labelledby={`${inputId}-export`}>
        <h2 id={`${inputId}-export`}>{TR.transfer.exportTitle}</h2>
        <p className="tr-help">{TR.transfer.exportHelp}</p>
        <button type="button" className="adm-btn adm-btn--secondary" onClick={download} disabled={exporting}>
          <DownloadIcon />
          <span>{exporting ? TR.transfer.exporting : TR.transfer.download}</span>
        </button>
      </section>
    </div>
  );
}
