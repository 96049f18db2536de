import { TR } from '@blog/shared';
import type { ImportReport } from './types';

/** The import's Turkish report as plain text (the CLI prints it; the admin screen shows the same sections). */
export function formatReport(report: ImportReport, maxLines = 50): string {
  const r = TR.transfer.report;
  // A 10,000-post import lists its counts, not every slug.
  const shown = (lines: string[]) =>
    lines.length > maxLines ? [...lines.slice(0, maxLines), `… +${lines.length - maxLines}`] : lines;
  const section = (title: string, lines: string[]) =>
    `${title} (${lines.length})${lines.length ? `\n  ${shown(lines).join('\n  ')}` : ''}`;
  return [
    `${r.source}: ${report.format}`,
    section(
      r.created,
      report.created.map((p) => `${p.slug} (${p.status})`),
    ),
    section(r.unchanged, report.unchanged),
    section(
      r.conflicts,
      report.conflicts.map((c) => c.message),
    ),
    section(
      r.invalid,
      report.invalid.map((i) => `${i.source} “${i.title}”: ${i.message}`),
    ),
    section(
      r.drafted,
      (report.drafted ?? []).map((d) => `${d.source} “${d.title}”: ${d.message}`),
    ),
    section(r.skipped, report.skipped),
    `${r.media}: ${report.media}`,
    section(r.categories, report.categories),
    section(r.tags, report.tags),
    `${r.subscribers}: ${report.subscribers}`,
    section(r.remoteImages, report.remoteImages),
    section(r.notes, report.notes),
    report.siteQueued ? TR.transfer.siteQueued : '',
  ]
    .filter(Boolean)
    .join('\n');
}
