import { TR } from '@blog/shared';
import type { ImportReport } from './transfer';

const R = TR.transfer.report;

/** One report section: its title with the count, and the lines (none: 'Yok'). */
function Section({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="tr-report__section">
      <h4>
        {title} <span className="tr-report__count">({lines.length})</span>
      </h4>
      {lines.length ? (
        <ul>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="tr-report__none">{R.none}</p>
      )}
    </div>
  );
}

/** The import's Turkish report: what was added, left, refused or dropped, and why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <section className="tr-report" aria-label={TR.transfer.reportTitle}>
      <h3>{TR.transfer.reportTitle}</h3>
      <dl className="tr-report__figures">
        <dt>{R.source}</dt>
        <dd>{report.format}</dd>
        <dt>{R.created}</dt>
        <dd>{report.created.length}</dd>
        <dt>{R.media}</dt>
        <dd>{report.media}</dd>
        <dt>{R.subscribers}</dt>
        <dd>{report.subscribers}</dd>
      </dl>
      <Section title={R.created} lines={report.created.map((p) => `${p.title} (/${p.slug}/, ${p.status})`)} />
      <Section title={R.unchanged} lines={report.unchanged} />
      <Section title={R.conflicts} lines={report.conflicts.map((c) => c.message)} />
      <Section title={R.invalid} lines={report.invalid.map((i) => `${i.title || i.source}: ${i.message}`)} />
      <Section title={R.drafted} lines={(report.drafted ?? []).map((d) => `${d.title}: ${d.message}`)} />
      <Section title={R.skipped} lines={report.skipped} />
      <Section title={R.categories} lines={report.categories} />
      <Section title={R.tags} lines={report.tags} />
      <Section title={R.remoteImages} lines={report.remoteImages} />
      <Section title={R.notes} lines={report.notes} />
      {report.siteQueued ? <p className="tr-report__site">{TR.transfer.siteQueued}</p> : null}
    </section>
  );
}
