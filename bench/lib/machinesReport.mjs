import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const cell = (r) => `${r.rps} req/s, p50 ${r.p50ms} ms, p99 ${r.p99ms} ms${r.failures ? `, ${r.failures} failed` : ''}`;
const loads = (r) => `${r.load.before} → ${r.load.after}`;

/** The machines scenario's figures as markdown: one row per setup, then publish to the bucket. */
function machinesMarkdown(results) {
  const { machine, date, posts, duration, rows, firstBuildSeconds, publishToBucket: publish } = results;
  const lines = [
    `# Two machines against one (issue 37), ${date.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${machine.cpus} × ${machine.cpuModel}, ${machine.memGB} GB, Node ${machine.node}; ${posts.toLocaleString('en')} posts;`,
    `autocannon, 50 connections, ${duration} s per run after a 1 s warm-up; load is the 1-minute average`,
    '(`uptime`) before → after each run. Other engineers ran builds and tests on the same 2 cores.',
    '',
    '| Setup | View pings | Load | Uncached list (signed in) | Load | Seeding |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.setup} (${r.instances} answering) | ${cell(r.views)} | ${loads(r.views)} | ${cell(r.uncachedList)} | ${loads(r.uncachedList)} | ${r.seedSeconds} s |`,
    ),
    '',
    `Publish to served from the site bucket, through ${publish.through} (${publish.holder} holds the site lease):`,
    `median ${publish.median} s (runs ${publish.runs.join(', ')} s), load ${publish.load}. From the holder's record of`,
    `each update: served from its own disk after ${publish.holderServed.median} s, update and deploy done after`,
    `${publish.updateDeployed.median} s (medians; runs ${publish.holderServed.runs.join(', ')} and ${publish.updateDeployed.runs.join(', ')} s).`,
    `The first full build into the bucket took ${firstBuildSeconds} s.`,
    '',
  ];
  return lines.join('\n');
}

/** Writes `machines-<date>.json` and `.md` into `outDir`; returns the markdown's path. */
export function writeMachinesReport(results, outDir) {
  mkdirSync(outDir, { recursive: true });
  const base = path.join(outDir, `machines-${results.date.slice(0, 10)}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(`${base}.md`, machinesMarkdown(results));
  return `${base}.md`;
}
