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

/** Resident memory of a process and all its descendants, in MB. */
export function treeRssMB(rootPid) {
  const children = childrenByParent();
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rssKB(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total / 1024;
}

/** Samples a process tree's memory every `everyMs` until stopped: peak and the series. */
export function sampleMemory(rootPid, everyMs = 100) {
  const started = Date.now();
  const samples = [{ ms: 0, mb: treeRssMB(rootPid) }];
  const timer = setInterval(() => samples.push({ ms: Date.now() - started, mb: treeRssMB(rootPid) }), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakMB: Math.round(Math.max(0, ...samples.map((s) => s.mb))), samples };
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
