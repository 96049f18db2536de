/**
 * The benchmark report: `latest.md` (one table per section, each checked against its target),
 * `build-chart.svg`, and the compact summary kept in README.md between the bench markers.
 * Any section of `results` may be null (a quick run that skipped it): it reads "not measured".
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildChartSvg } from './buildChart.mjs';

const NOT_MEASURED = '_not measured_';
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** A number for a table cell: fixed `digits`, thousands separators, "—" when missing. */
/** The API row: the answers readers get (cached), and the handler's own speed (uncached). */
function apiSummary(api) {
  const cached = `lowest ratio ${num(Math.min(...api.map((a) => a.ratio)), 2)} ×, highest p99 ${num(Math.max(...api.map((a) => a.p99ms)))} ms`;
  const uncached = api.filter((a) => Number.isFinite(a.uncachedRatio)).map((a) => a.uncachedRatio);
  return uncached.length ? `${cached} (uncached: ${num(Math.min(...uncached), 2)}–${num(Math.max(...uncached), 2)} ×)` : cached;
}

const num = (value, digits = 1) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—';
/** ✅ / ❌, or — when the target does not apply (or could not be checked). */
const mark = (ok) => (ok === null || ok === undefined ? '—' : ok ? '✅' : '❌');
const table = (headers, rows) =>
  [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );

/** Lighthouse scores as 0–100 (accepts Lighthouse's own 0–1 scale too). */
function scores(lighthouse) {
  if (!lighthouse) return null;
  const all = [lighthouse.performance, lighthouse.accessibility, lighthouse.bestPractices, lighthouse.seo];
  const scale = all.every((s) => !Number.isFinite(s) || s <= 1) ? 100 : 1;
  const [performance, accessibility, bestPractices, seo] = all.map((s) => (Number.isFinite(s) ? Math.round(s * scale) : NaN));
  return { performance, accessibility, bestPractices, seo };
}

const isArticle = (page) => page.path.startsWith('/blog/');

/** The targets, each a test on one row of its section (null: the target does not apply at this scale). */
export const TARGETS = {
  build: {
    text: '≤ Hugo (+ Pagefind), < 4,096 MB at 10,000 posts; ≤ ½ Hugo, < 8,192 MB at 100,000',
    met: (b) => {
      // Without Hugo in the run (--hugo=off) there is nothing to compare with.
      const hugo = b.hugoTotalSeconds ?? b.hugoSeconds;
      if (b.posts < 10000 || !Number.isFinite(hugo)) return null;
      if (b.posts >= 100000) return b.seconds <= hugo / 2 && b.peakMB < 8192;
      return b.seconds <= hugo && b.peakMB < 4096;
    },
  },
  publishToLive: {
    text: 'served ≤ 1 s, searchable ≤ 5 s at 10,000 and more (the first publish ≤ 2 s at 100,000); served ≤ 0.5 s at 1,000 (medians)',
    met: (p) => {
      const ops = ['publish', 'edit', 'unpublish'].map((op) => p[op]).filter(Boolean);
      if (!ops.length) return null;
      const medians = ops.every((o) => o.served.median <= 1 && o.searchable.median <= 5);
      if (p.posts >= 100000) return medians && (p.publish?.served.runs[0] ?? Infinity) <= 2;
      if (p.posts >= 10000) return medians;
      if (p.posts >= 1000) return ops.every((o) => o.served.median <= 0.5);
      return null;
    },
  },
  lighthouse: {
    text: 'performance ≥ 95, the rest 100',
    met: (s) => (s ? s.performance >= 95 && s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100 : null),
  },
  articleJs: {
    text: 'JS < 80 KB compressed',
    met: (page) => (isArticle(page) && Number.isFinite(page.jsKB) ? page.jsKB < 80 : null),
  },
  api: { text: '≥ 1.0 × Payload, p99 < 100 ms', met: (a) => a.ratio >= 1 && a.p99ms < 100 },
  search: {
    text: 'first query < 300 KB (≤ 400 KB at 100,000), median < 100 ms',
    met: (s) => s.firstQueryKB < (s.posts >= 100000 ? 400 : 300) && s.medianQueryMs < 100,
  },
  newsletter: { text: '10,000 e-mails < 60 s', met: (n) => (n.emails >= 10000 ? n.seconds < 60 : null) },
  import: {
    text: '10,000 posts < 10 min; 100,000 ≤ 15 min',
    met: (i) => (i.posts >= 100000 ? i.seconds <= 900 : i.posts >= 10000 ? i.seconds < 600 : null),
  },
  serving: {
    text: 'RSS < 1,024 MB per process, last list pages < 100 ms (median)',
    met: (s) => (s.largest ? s.largest.peakMB < 1024 && s.publicLast.medianMs < 100 && s.adminLast.medianMs < 100 : null),
  },
};

/** Both checks of a page (Lighthouse, and the JS budget on article pages): ✅ only if every applicable one is met. */
function pageMet(page) {
  const checks = [TARGETS.lighthouse.met(scores(page.lighthouse)), TARGETS.articleJs.met(page)].filter((ok) => ok !== null);
  return checks.length ? checks.every(Boolean) : null;
}

/** Markdown of each section: a table, or "not measured". */
const SECTIONS = {
  'Build (full cold build)': ({ build }) =>
    build?.length &&
    table(
      [
        'Posts',
        'Pages',
        'Live s',
        'Done s (with .br/.gz)',
        'Peak MB',
        'Rebuild live s (templates changed)',
        'Hugo pages',
        'Hugo s',
        'Hugo + Pagefind s',
        'Hugo peak MB',
        'Astro ÷ Hugo',
        'Target',
        'Met',
      ],
      build.map((b) => {
        const ratio = b.ratioToHugo ?? (b.hugoSeconds ? b.seconds / b.hugoSeconds : NaN);
        const met = TARGETS.build.met(b);
        return [
          num(b.posts, 0),
          num(b.pages, 0),
          num(b.seconds),
          b.doneSeconds ? num(b.doneSeconds) : '—',
          num(b.peakMB, 0),
          b.rebuildSeconds ? num(b.rebuildSeconds) : '—',
          b.hugoPages ? num(b.hugoPages, 0) : '—',
          num(b.hugoSeconds, 2),
          b.hugoTotalSeconds ? num(b.hugoTotalSeconds, 2) : '—',
          num(b.hugoPeakMB, 0),
          Number.isFinite(ratio) ? `${num(ratio)} ×` : '—',
          met === null ? '—' : TARGETS.build.text,
          mark(met),
        ];
      }),
    ),
  'Publish to live (admin call returned → served / searchable / every page written / update finished, medians)': ({
    publishToLive,
  }) =>
    publishToLive?.length &&
    table(
      [
        'Posts',
        'Change',
        'Served s',
        'Runs',
        'Searchable s',
        'Runs',
        'All pages s',
        'Runs',
        'Update done s',
        'Runs',
        'Load (1 min)',
      ],
      publishToLive.flatMap((p) =>
        ['publish', 'edit', 'unpublish']
          .filter((op) => p[op])
          .map((op) => [
            num(p.posts, 0),
            op,
            num(p[op].served.median),
            p[op].served.runs.map((s) => num(s)).join(', '),
            num(p[op].searchable.median),
            p[op].searchable.runs.map((s) => num(s)).join(', '),
            p[op].pages ? num(p[op].pages.median) : '—',
            p[op].pages ? p[op].pages.runs.map((s) => num(s)).join(', ') : '—',
            p[op].updated ? num(p[op].updated.median) : '—',
            p[op].updated ? p[op].updated.runs.map((s) => num(s)).join(', ') : '—',
            p.load ? num(p.load, 1) : '—',
          ]),
      ),
    ),
  'Pages (compressed transfer sizes, Lighthouse mobile)': ({ pages }) =>
    pages?.length &&
    table(
      ['Path', 'HTML KB', 'CSS KB', 'JS KB', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'Target', 'Met'],
      pages.map((page) => {
        const s = scores(page.lighthouse);
        const target = TARGETS.lighthouse.text + (isArticle(page) ? `; ${TARGETS.articleJs.text}` : '');
        return [
          `\`${page.path}\``,
          num(page.htmlKB),
          num(page.cssKB),
          num(page.jsKB),
          ...(s ? [s.performance, s.accessibility, s.bestPractices, s.seo].map((v) => num(v, 0)) : ['—', '—', '—', '—']),
          target,
          mark(pageMet(page)),
        ];
      }),
    ),
  'API (/api/v1 vs Payload REST)': ({ api }) =>
    api?.length &&
    table(
      [
        'Endpoint',
        'rps',
        'p50 ms',
        'p99 ms',
        'Uncached rps',
        'Uncached p99 ms',
        'Payload endpoint',
        'Payload rps',
        'Payload p99 ms',
        'Ratio',
        'Uncached ratio',
        'Target',
        'Met',
      ],
      api.map((a) => [
        `\`${a.endpoint}\``,
        num(a.rps, 0),
        num(a.p50ms),
        num(a.p99ms),
        num(a.uncachedRps, 0),
        num(a.uncachedP99ms),
        a.payloadEndpoint ? `\`${a.payloadEndpoint}\`` : '—',
        num(a.payloadRps, 0),
        num(a.payloadP99ms),
        Number.isFinite(a.ratio) ? `${num(a.ratio, 2)} ×` : '—',
        Number.isFinite(a.uncachedRatio) ? `${num(a.uncachedRatio, 2)} ×` : '—',
        TARGETS.api.text,
        mark(TARGETS.api.met(a)),
      ]),
    ) +
      '\n\n"Uncached": the same calls signed in as the admin, which read past /api/v1\'s public read cache: every answer comes from a handler run and its database query that started after the request came in (concurrent identical reads share one); the ratio and target use the answers anonymous readers get.',
  'Several processes (WEB_CONCURRENCY, one SQLite file, 50 connections)': ({ scaling: s }) =>
    s?.rows?.length &&
    table(
      ['Workers', 'View pings/s', 'p50 ms', 'p99 ms', 'Uncached list rps', 'p50 ms', 'p99 ms', 'Failures', 'Load', 'Target'],
      s.rows.map((r) => [
        num(r.workers, 0),
        num(r.views.rps, 0),
        num(r.views.p50ms),
        num(r.views.p99ms),
        num(r.uncachedList.rps, 0),
        num(r.uncachedList.p50ms),
        num(r.uncachedList.p99ms),
        num(r.views.failures + r.uncachedList.failures, 0),
        num(r.load, 1),
        `views ≥ ${s.targets.viewsRps}/s, p99 < ${s.targets.p99ms} ms; list p99 < ${s.targets.p99ms} ms`,
      ]),
    ) +
      '\n\nEach view ping comes from a reader of its own (X-Forwarded-For), so every one is counted (pings are written in groups, one transaction per group). The uncached list is read signed in as the admin: a session check, then an answer from a run that started after the call came in (calls that arrive together share one).',
  'Search (Pagefind)': ({ search: s }) =>
    s &&
    table(
      ['Posts', 'First query KB', 'Median query ms', 'Target', 'Met'],
      [[num(s.posts, 0), num(s.firstQueryKB), num(s.medianQueryMs), TARGETS.search.text, mark(TARGETS.search.met(s))]],
    ),
  Newsletter: ({ newsletter: n }) =>
    n &&
    table(
      ['E-mails', 'Seconds', 'E-mails/s', 'Peak MB', 'Start MB', 'End MB', 'Target', 'Met'],
      [
        [
          num(n.emails, 0),
          num(n.seconds),
          num(n.emailsPerSecond, 0),
          num(n.peakMB, 0),
          num(n.startMB, 0),
          num(n.endMB, 0),
          TARGETS.newsletter.text,
          mark(TARGETS.newsletter.met(n)),
        ],
      ],
    ),
  'Serving (the platform during the publish runs; the last list page over HTTP, 10 per page)': ({ serving }) =>
    serving?.length &&
    table(
      [
        'Posts',
        'Tree RSS peak MB',
        'At the end MB',
        'Server peak MB',
        'Largest process peak MB',
        'Public last page',
        'First ms',
        'Median ms',
        'Admin last page',
        'First ms',
        'Median ms',
        'Load',
        'Target',
        'Met',
      ],
      serving.map((s) => [
        num(s.posts, 0),
        num(s.peakMB, 0),
        num(s.endMB, 0),
        num(s.serverPeakMB ?? null, 0),
        s.largest ? `${num(s.largest.peakMB, 0)} (${s.largest.program})` : '—',
        num(s.publicLast.page, 0),
        num(s.publicLast.firstMs, 0),
        num(s.publicLast.medianMs, 0),
        num(s.adminLast.page, 0),
        num(s.adminLast.firstMs, 0),
        num(s.adminLast.medianMs, 0),
        num(s.load),
        TARGETS.serving.text,
        mark(TARGETS.serving.met(s)),
      ]),
    ),
  'Import (WordPress WXR)': ({ import: i }) =>
    i &&
    table(
      ['Posts', 'File MB', 'Created', 'Seconds', 'Posts/s', 'Images fetched', 'Images/s', 'Target', 'Met'],
      [
        [
          num(i.posts, 0),
          num(i.fileMB),
          num(i.created, 0),
          num(i.seconds),
          num(i.postsPerSecond, 0),
          num(i.images ?? null, 0),
          num(i.imagesPerSecond ?? null),
          TARGETS.import.text,
          mark(TARGETS.import.met(i)),
        ],
      ],
    ),
};

/** "2 × AMD EPYC 7B13 · 23.5 GB RAM · Node v20.20.2 · Linux 6.1.0" */
function machineLine({ machine: m, quick }) {
  const parts = m ? [`${m.cpus} × ${m.cpuModel}`, `${num(m.memGB)} GB RAM`, `Node ${m.node}`, m.os] : ['unknown machine'];
  return parts.join(' · ') + (quick ? ' · **quick run** (smaller sizes, fewer runs)' : '');
}

/** "10,000: publish 0.4 s / 3.1 s, edit …" (served / searchable medians per size). */
const publishSummary = (rows) =>
  rows
    .map(
      (p) =>
        `${num(p.posts, 0)}: ${['publish', 'edit', 'unpublish']
          .filter((op) => p[op])
          .map((op) => `${op} ${num(p[op].served.median)} / ${num(p[op].searchable.median)} s`)
          .join(', ')}`,
    )
    .join('; ') + ' (served / searchable)';

/** "2026-11-22 03:30 UTC" */
const dateLine = (date) => (date ? `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'unknown date');

/**
 * One row per target: what was asked, what was measured, met or not (the README's compact table).
 * @returns {string[][]}
 */
function summaryRows(r) {
  const largest = r.build?.length ? r.build.reduce((a, b) => (b.posts > a.posts ? b : a)) : null;
  const buildRatio = largest && (largest.ratioToHugo ?? largest.seconds / largest.hugoSeconds);
  const pageScores = (r.pages ?? []).map((page) => scores(page.lighthouse)).filter(Boolean);
  const worst = (key) => num(Math.min(...pageScores.map((s) => s[key]).filter(Number.isFinite)), 0);
  const articles = (r.pages ?? []).filter(isArticle);
  const allMet = (rows, test) =>
    rows.length
      ? rows
          .map(test)
          .filter((ok) => ok !== null)
          .every(Boolean)
      : null;
  const row = (name, target, measured, met) => [name, target, measured ?? NOT_MEASURED, mark(measured ? met : null)];
  return [
    row(
      `Full cold build${largest ? ` (${num(largest.posts, 0)} posts)` : ''}`,
      TARGETS.build.text,
      largest &&
        `live in ${num(largest.seconds)} s${largest.doneSeconds ? ` (compressed copies done at ${num(largest.doneSeconds)} s)` : ''}, ${num(largest.peakMB, 0)} MB${Number.isFinite(buildRatio) ? ` (${num(buildRatio)} × Hugo)` : ''}` +
          (largest.rebuildSeconds
            ? `; after a template change (bodies kept) ${num(largest.rebuildSeconds)} s (${num(largest.rebuildSeconds / (largest.hugoTotalSeconds ?? largest.hugoSeconds))} × Hugo)`
            : ''),
      largest && TARGETS.build.met(largest),
    ),
    row(
      'Publish to live',
      TARGETS.publishToLive.text,
      r.publishToLive?.length ? publishSummary(r.publishToLive) : null,
      allMet(r.publishToLive ?? [], TARGETS.publishToLive.met),
    ),
    row(
      'Lighthouse mobile (/, article, /search)',
      TARGETS.lighthouse.text,
      pageScores.length
        ? `lowest: perf ${worst('performance')}, a11y ${worst('accessibility')}, BP ${worst('bestPractices')}, SEO ${worst('seo')}`
        : null,
      allMet(pageScores, TARGETS.lighthouse.met),
    ),
    row(
      'Article JS',
      TARGETS.articleJs.text,
      articles.length ? `${num(Math.max(...articles.map((p) => p.jsKB)))} KB` : null,
      allMet(articles, TARGETS.articleJs.met),
    ),
    row('/api/v1 vs Payload', TARGETS.api.text, r.api?.length ? apiSummary(r.api) : null, allMet(r.api ?? [], TARGETS.api.met)),
    row(
      'Search',
      TARGETS.search.text,
      r.search && `${num(r.search.firstQueryKB)} KB, ${num(r.search.medianQueryMs)} ms`,
      r.search && TARGETS.search.met(r.search),
    ),
    row(
      'Newsletter',
      TARGETS.newsletter.text,
      r.newsletter && `${num(r.newsletter.emails, 0)} in ${num(r.newsletter.seconds)} s`,
      r.newsletter && TARGETS.newsletter.met(r.newsletter),
    ),
    row(
      'Import',
      TARGETS.import.text,
      r.import &&
        `${num(r.import.created, 0)} posts in ${num(r.import.seconds)} s (${num(r.import.postsPerSecond, 0)} posts/s, ${num(r.import.images ?? null, 0)} images downloaded)`,
      r.import && TARGETS.import.met(r.import),
    ),
  ];
}

const summaryTable = (results) => table(['Benchmark', 'Target', 'Measured', 'Met'], summaryRows(results));

/**
 * The full markdown report.
 * @param {object} results see bench/README or the `results` shape in bench/lib/report.mjs callers
 * @returns {string}
 */
export function reportMarkdown(results) {
  const sections = Object.entries(SECTIONS).map(([title, render]) => `## ${title}\n\n${render(results) || NOT_MEASURED}`);
  return (
    [
      '# Benchmark results',
      `Machine: ${machineLine(results)}  \nDate: ${dateLine(results.date)}`,
      `## Summary\n\n${summaryTable(results)}`,
      '![Build time and peak memory against the number of posts: Astro + Pagefind vs Hugo](build-chart.svg)',
      ...sections,
    ].join('\n\n') + '\n'
  );
}

/**
 * Writes `dir/latest.md` and `dir/build-chart.svg`.
 * @param {object} results `{ machine, date, quick, build, publishToLive, pages, api, search, newsletter }`
 * @param {string} dir
 * @returns {{ markdownPath: string, chartPath: string }}
 */
export function writeReport(results, dir) {
  mkdirSync(dir, { recursive: true });
  const markdownPath = path.join(dir, 'latest.md');
  const chartPath = path.join(dir, 'build-chart.svg');
  writeFileSync(chartPath, buildChartSvg(results.build));
  writeFileSync(markdownPath, reportMarkdown(results));
  return { markdownPath, chartPath };
}

/**
 * Puts the compact summary between `<!-- bench:start -->` and `<!-- bench:end -->` in the README,
 * or appends a "## Benchmarks" section holding the markers when they are missing.
 * @param {object} results
 * @param {string} readmePath
 * @param {string} [resultsDirRelative] the results folder as seen from the README, e.g. `bench/results`
 */
export function updateReadme(results, readmePath, resultsDirRelative = 'bench/results') {
  const dir = resultsDirRelative.replace(/\/$/, '');
  const block = [
    START,
    `Measured ${dateLine(results.date)} on ${machineLine(results)}. Full report: [${dir}/latest.md](${dir}/latest.md).`,
    summaryTable(results),
    `![Build time and peak memory against the number of posts: Astro + Pagefind vs Hugo](${dir}/build-chart.svg)`,
    END,
  ].join('\n\n');
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END, start);
  const updated =
    start !== -1 && end !== -1
      ? readme.slice(0, start) + block + readme.slice(end + END.length)
      : `${readme.trimEnd()}\n\n## Benchmarks\n\n${block}\n`;
  writeFileSync(readmePath, updated);
}
