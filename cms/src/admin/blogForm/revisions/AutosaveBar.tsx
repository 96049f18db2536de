import { TR, formatAdminDateTime, formatAdminTime } from '@blog/shared';
import type { AutosaveState } from './useAutosave';

/** The editor's autosave line ('Otomatik kaydedildi 14:07'), announced politely to screen readers. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text =
    state.kind === 'saving'
      ? TR.revisions.autosaving
      : state.kind === 'saved'
        ? TR.revisions.autosaved(formatAdminTime(state.at))
        : state.kind === 'failed'
          ? TR.revisions.autosaveFailed
          : '';
  return (
    <p className={`rev-status rev-status--${state.kind}`} role="status" aria-live="polite" data-testid="autosave-status">
      {text}
    </p>
  );
}

/** 'Kaydedilmemiş değişiklikler bulundu' with 'Geri yükle' / 'Yok say', shown when the editor opens. */
export function UnsavedOffer({
  savedAt,
  onRestore,
  onDismiss,
}: {
  savedAt: string;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  return (
    <section className="adm-card rev-offer" role="alert" aria-labelledby="rev-offer-title">
      <div>
        <h2 id="rev-offer-title" className="rev-offer__title">
          {TR.revisions.foundTitle}
        </h2>
        <p className="rev-offer__text">{TR.revisions.foundMessage(formatAdminDateTime(savedAt))}</p>
      </div>
      <div className="rev-offer__actions">
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onDismiss}>
          {TR.revisions.dismissUnsaved}
        </button>
        <button type="button" className="adm-btn adm-btn--primary adm-btn--sm" onClick={onRestore}>
          {TR.revisions.restoreUnsaved}
        </button>
      </div>
    </section>
  );
}
