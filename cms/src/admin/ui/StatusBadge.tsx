import { TR } from '@blog/shared';

export type BadgeTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

const TONES: Record<string, BadgeTone> = {
  PUBLISHED: 'success',
  DRAFT: 'warning',
  ARCHIVED: 'neutral',
  INACTIVE: 'danger',
  ACTIVE: 'success',
};

const LABELS: Record<string, string> = { ...TR.post.statusLabels, ACTIVE: TR.newsletter.active };

export interface StatusBadgeProps {
  /** A post status (DRAFT, PUBLISHED, ARCHIVED, INACTIVE) or ACTIVE; picks label and colour. */
  status: string;
  /** Overrides the label (e.g. 'Deaktif' for an inactive subscription). */
  label?: string;
  tone?: BadgeTone;
}

/** A coloured pill with the status' Turkish label. */
export function StatusBadge({ status, label, tone }: StatusBadgeProps) {
  const finalTone = tone ?? TONES[status] ?? 'neutral';
  return <span className={`adm-badge adm-badge--${finalTone}`}>{label ?? LABELS[status] ?? status}</span>;
}
