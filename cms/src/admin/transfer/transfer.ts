import { useCallback, useEffect, useRef, useState } from 'react';
import { TR, isoDay, type DbId, type ImportJob } from '@blog/shared';
import { api } from '../lib/api';
import { apiUrl } from '../lib/apiUrl';
import { getAccessToken, isTokenExpired } from '../lib/authStore';
import { describeError, notify } from '../lib/notify';
import { refreshSession } from '../lib/session';

/** The import / export resource of the admin: upload, progress polling, the report, the archive download. */

export type { ImportJob, ImportReport } from '@blog/shared';

export type ImportPhase =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'running'; job: ImportJob }
  | { phase: 'done'; job: ImportJob }
  | { phase: 'failed'; message: string };

const POLL_MS = 1000;

/** Upload → 202 with a job → poll every second until it is done or failed. */
export function useImport() {
  const [state, setState] = useState<ImportPhase>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const poll = useCallback((id: DbId) => {
    timer.current = setTimeout(async () => {
      try {
        const { data } = await api.get<ImportJob>(`transfer/import/${id}`);
        if (data.state === 'running') {
          setState({ phase: 'running', job: data });
          poll(id);
        } else if (data.state === 'done') {
          setState({ phase: 'done', job: data });
          notify.success(TR.transfer.done);
        } else setState({ phase: 'failed', message: data.error ?? TR.transfer.failed });
      } catch (error) {
        setState({ phase: 'failed', message: describeError(error, TR.transfer.failed) });
      }
    }, POLL_MS);
  }, []);

  const start = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      setState({ phase: 'uploading', percent: 0 });
      try {
        const { data } = await api.upload<ImportJob>('transfer/import', form, (percent) =>
          setState({ phase: 'uploading', percent }),
        );
        setState({ phase: 'running', job: data });
        poll(data.id);
      } catch (error) {
        setState({ phase: 'failed', message: describeError(error, TR.transfer.failed) });
      }
    },
    [poll],
  );
  return { state, start };
}

/** A fresh bearer token (the archive is binary, so it is fetched here rather than through api.download's text). */
async function bearer(): Promise<string | null> {
  const token = getAccessToken();
  if (token && !isTokenExpired(token)) return token;
  return refreshSession(token).catch(() => null);
}

/** 'Dışa Aktar': GET transfer/export saved as blog-export-{date}.zip. */
export function useExport(): { download: () => void; exporting: boolean } {
  const [exporting, setExporting] = useState(false);
  const download = useCallback(() => {
    setExporting(true);
    (async () => {
      const token = await bearer();
      const response = await fetch(apiUrl('transfer/export'), { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `blog-export-${isoDay()}.zip`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      notify.success(TR.transfer.exported);
    })()
      .catch(() => notify.error(TR.transfer.exportFailed))
      .finally(() => setExporting(false));
  }, []);
  return { download, exporting };
}
