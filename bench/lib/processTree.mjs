import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const PAGE_KB = 4;

/** Children of every process, read from /proc (Linux). */
function childrenByParent() {
  const map = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!map.has(ppid)) map.set(ppid, []);
      map.get(ppid).push(Number(name));
    } catch {
      // the process ended while we looked
    }
  }
  return map;
}

function rssKB(pid) {
  try {
    const [, resident] = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    return Number(resident) * PAGE_KB;
  } catch {
    return 0;
  }
}

/** Resident memory of each process of a tree (the root and all its descendants), in MB by pid. */
function treeRss(rootPid) {
  const children = childrenByParent();
  const byPid = new Map();
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    byPid.set(pid, rssKB(pid) / 1024);
    stack.push(...(children.get(pid) ?? []));
  }
  return byPid;
}

/** Resident memory of a process and all its descendants, in MB. */
export const treeRssMB = (rootPid) => [...treeRss(rootPid).values()].reduce((sum, mb) => sum + mb, 0);

/** The program a process runs, for a report ("server.mjs", "pagefind_extended"). */
function programOf(pid) {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const script = args.find((arg, i) => i > 0 && /\.(mjs|js|ts)$/.test(arg)) ?? args[0] ?? '?';
    return script.split('/').at(-1);
  } catch {
    return '?';
  }
}

/**
 * Samples a process tree's memory every `everyMs` until stopped: the tree's peak and series, and
 * the peak of its largest single process (the targets are per process).
 */
export function sampleMemory(rootPid, everyMs = 100) {
  const started = Date.now();
  const peaks = new Map();
  // Kept as it goes: Math.max(...samples) overflowed the stack after a 40-minute Hugo build.
  let peak = 0;
  const sample = () => {
    const byPid = treeRss(rootPid);
    for (const [pid, mb] of byPid) if (mb > (peaks.get(pid) ?? 0)) peaks.set(pid, mb);
    const mb = [...byPid.values()].reduce((sum, value) => sum + value, 0);
    peak = Math.max(peak, mb);
    return { ms: Date.now() - started, mb };
  };
  const samples = [sample()];
  const timer = setInterval(() => samples.push(sample()), everyMs);
  return {
    stop() {
      clearInterval(timer);
      const [pid, mb] = [...peaks].reduce((a, b) => (b[1] > a[1] ? b : a), [rootPid, 0]);
      return {
        peakMB: Math.round(peak),
        samples,
        largest: { program: programOf(pid), peakMB: Math.round(mb) },
        rootPeakMB: Math.round(peaks.get(rootPid) ?? 0),
      };
    },
  };
}

/**
 * Runs a command to completion, timing it and sampling the memory of its whole process tree.
 * Rejects (with the output's tail) on a non-zero exit.
 */
export function runMeasured(command, args, { cwd, env, everyMs = 100 } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const memory = sampleMemory(child.pid, everyMs);
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const { peakMB } = memory.stop();
      if (code === 0) resolve({ seconds, peakMB, output });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`));
    });
  });
}
