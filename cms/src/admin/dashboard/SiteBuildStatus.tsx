'use client';

import { TR, formatAdminDateTime, formatAdminTime } from '@blog/shared';
import { api } from '../lib/api';
import { describeError, notify } from '../lib/notify';
import { PATHS, useApiMutation, useApiQuery } from '../lib/query';

interface Build {
  status: string;
  startedAt: string;
  durationMs: number | null;
  error: string | null;
}
interface SiteStatus {
  mode: string;
  last: Build | null;
  lastSuccess: Build | null;
  queued: number;
  /** The next automatic retry of a failed build. */
  retry?: { at: string; attempt: number; of: number } | null;
}

const POLL_MS = 5000;
const seconds = (ms: number | null) => (ms === null ? '–' : (ms / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 }));

/** The publish pipeline's last build (GET blogs/admin/site-status), refreshed every few seconds. */
export function SiteBuildStatus() {
  const query = useApiQuery<SiteStatus>(PATHS.siteStatus, undefined, {
    refetchInterval: POLL_MS,
    onError: (error) => console.warn('site-status', error),
  });
  const status = query.data?.data;
  const rebuild = useApiMutation(['site-rebuild'], () => api.post<SiteStatus>('blogs/admin/site-rebuild'), [PATHS.siteStatus]);
  if (!status) return null;
  const t = TR.dashboard.site;
  const last = status.last;
  const failed = last?.status === 'failed';
  const label =
    failed && status.retry ? t.retryAt(formatAdminTime(status.retry.at)) : last ? (t.status[last.status] ?? last.status) : '';
  return (
    <section className="adm-card" aria-labelledby="adm-dash-site-title">
      <div className="adm-card__head">
        <h2 id="adm-dash-site-title" className="adm-card__title">
          {t.title}
        </h2>
        <span className="adm-dash-site__mode">{t.mode[status.mode] ?? status.mode}</span>
      </div>
      <div className="adm-dash-site" aria-live="polite">
        {last ? (
          <>
            <p className="adm-dash-site__row">
              <span>{t.last}</span>
              <strong className={`adm-dash-site__status--${last.status}`}>{label}</strong>
            </p>
            <p className="adm-dash-site__row adm-dash-site__muted">
              <span>{formatAdminDateTime(last.startedAt)}</span>
              <span>{t.duration(seconds(last.durationMs))}</span>
            </p>
            {status.queued > 0 ? <p className="adm-dash-site__muted">{t.queued(status.queued)}</p> : null}
            {failed && status.mode === 'local' && !status.retry && status.queued === 0 ? (
              <p className="adm-dash-site__muted">{t.noRetry}</p>
            ) : null}
            {last.status === 'failed' && status.lastSuccess ? (
              <p className="adm-dash-site__muted">
                {t.lastSuccess}: {formatAdminDateTime(status.lastSuccess.startedAt)}
              </p>
            ) : null}
            {last.status === 'failed' && last.error ? (
              <details className="adm-dash-site__error">
                <summary>{t.error}</summary>
                <pre>{last.error.slice(-1500)}</pre>
              </details>
            ) : null}
          </>
        ) : (
          <p className="adm-dash-site__muted">{t.none}</p>
        )}
        {status.mode === 'local' ? (
          <button
            type="button"
            className="adm-btn adm-btn--secondary adm-dash-site__rebuild"
            disabled={rebuild.isPending}
            onClick={() =>
              rebuild.mutate(undefined, {
                onSuccess: () => notify.success(t.rebuildQueued),
                onError: (error: unknown) => notify.error(describeError(error, TR.genericError)),
              })
            }
          >
            {t.rebuild}
          </button>
        ) : null}
      </div>
    </section>
  );
}
