/**
 * Times the markdown pipeline (reading time = parse + render + text) on pathological inputs
 * of growing size: `npx tsx scripts/measureMarkdown.ts [case]`. A benchmark, not a test.
 * `--server <url> [case] [KB]` instead saves each input through a running platform's /api/v1
 * (the seeded admin, or ADMIN_EMAIL/ADMIN_PASSWORD) and reports the answer, its time, and the
 * latency of health checks and of the static home page asked for one after another meanwhile.
 */
import { readingTimeMinutes } from '../src/markdown/index.ts';
const sizes = [12_500, 25_000, 50_000, 100_000, 200_000];
const rep = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
const cases: Record<string, (b: number) => string> = {
  deepList: (b) => '- '.repeat(b / 2) + 'x',
  deepQuote: (b) => '> '.repeat(b / 2) + 'x',
  quotesSep: (b) => rep('> y\n\n', b),
  nestedItems: (b) => rep('- a\n  - b\n', b),
  listTriple: (b) => rep('- - - x\n', b),
  prose: (b) => rep('Lorem ipsum dolor sit amet, **consectetur** adipiscing [elit](https://x.y). ', b),
  emphStars: (b) => rep('*a*', b),
  emphOpen: (b) => rep('*a**', b),
  emphUnders: (b) => rep('_a__', b),
  brackets: (b) => '['.repeat(b / 2) + ']'.repeat(b / 2),
  linkOpen: (b) => rep('[a](', b),
  linkRefDefs: (b) => rep('[a]: /x\n', b / 2) + rep('[a] ', b / 2),
  linkRefChain: (b) => rep('[a][b]', b),
  table: (b) => {
    const cols = 100;
    const row = '|' + 'ab|'.repeat(cols) + '\n';
    return row + '|' + '-|'.repeat(cols) + '\n' + rep(row, b);
  },
  tableWide: (b) => {
    const cols = Math.floor(b / 8);
    return '|' + 'a|'.repeat(cols) + '\n|' + '-|'.repeat(cols) + '\n' + '|b|\n'.repeat(100);
  },
  lazyQuote: (b) => '> '.repeat(20) + 'x\n' + rep('y\n', b),
  lazyQuote1: (b) => '> x\n' + rep('y\n', b),
  htmlOpen: (b) => rep('<div>', b),
  htmlInline: (b) => 'a ' + rep('<span>', b),
  backticks: (b) => rep('`a``', b),
  autolinks: (b) => rep('www.a.com ', b),
  footnotes: (b) => rep('[^1]', b / 2) + '\n\n[^1]: x\n',
  deepQuote20lines: (b) => rep('> '.repeat(20) + 'x\n\n', b),
  list20: (b) => rep('- '.repeat(20) + 'x\n', b),
  entities: (b) => rep('&amp;', b),
  headings: (b) => rep('# a\n', b),
  codeFences: (b) => rep('```\n', b),
  nestedLinksImg: (b) => rep('![[](', b),
};
const serverAt = process.argv.indexOf('--server');
if (serverAt >= 0) {
  const { measureOnServer } = await import('./measureOnServer.ts');
  await measureOnServer(process.argv[serverAt + 1]!, cases, process.argv[serverAt + 2], Number(process.argv[serverAt + 3] ?? 40));
  process.exit(0);
}
const only = process.argv[2];
for (const [name, make] of Object.entries(cases)) {
  if (only && only !== name) continue;
  const row: string[] = [];
  for (const size of sizes) {
    const md = make(size);
    const t = performance.now();
    readingTimeMinutes(md);
    const ms = performance.now() - t;
    row.push(`${(size / 1000).toFixed(1)}k:${ms.toFixed(0)}ms`);
    if (ms > 4000) break;
  }
  console.log(name.padEnd(18), row.join('  '));
}
