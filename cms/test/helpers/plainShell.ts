import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * A command typed into a fresh terminal at the repository's root: a clean environment (no
 * NODE_ENV, no CI, nothing npm or vitest set), the machine's own PATH (its own `node` first, not
 * the project's pinned one) and HOME. Variables go in front of the command, as a person types
 * them (`DATA_DIR=/x npm run seed`).
 */
export function plainShell(command: string): PlainCommand {
  // (The project's ProcessEnv type declares NODE_ENV: this environment has none, on purpose.)
  const env = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: process.env.HOME ?? '/root', TERM: 'dumb', LANG: 'C.UTF-8' };
  const child = spawn('bash', ['--noprofile', '--norc', '-c', `cd '${repoRoot}' && ${command}`], {
    env: env as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches npm and everything it started.
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

export interface PlainCommand {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** Runs a command to its end: its exit code and output. */
export async function typed(command: string): Promise<{ code: number | null; output: string }> {
  const run = plainShell(command);
  const code = await run.exit;
  return { code, output: run.output() };
}

/** Waits until `pattern` appears in the output, or the command ends first (null). */
export async function waitForOutput(run: PlainCommand, pattern: RegExp): Promise<boolean> {
  let ended = false;
  void run.exit.then(() => (ended = true));
  while (!pattern.test(run.output())) {
    if (ended) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
  return true;
}

/** Ctrl-C to the command's process group; resolves with its exit code. */
export async function interrupt(run: PlainCommand): Promise<number | null> {
  if (run.child.exitCode !== null) return run.child.exitCode;
  try {
    process.kill(-run.child.pid!, 'SIGINT');
  } catch {
    // already gone
  }
  const stopped = await Promise.race([run.exit, new Promise<'late'>((r) => setTimeout(() => r('late'), 15_000))]);
  if (stopped === 'late') process.kill(-run.child.pid!, 'SIGKILL');
  const code = await run.exit;
  // The shell can end before what it started (the site engine, a server's last writes): the next
  // command on the same data folder must not meet them.
  await groupGone(run.child.pid!);
  return code;
}

/** Resolves once no live process of the group is left (SIGKILL to the stragglers after 15 s). */
async function groupGone(pgid: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const left = processes().filter((p) => p.pgid === pgid && p.state !== 'Z'); // a zombie holds nothing
    if (left.length === 0) return;
    if (Date.now() > deadline + 5_000) throw new Error(`processes ${left.map((p) => p.pid).join(', ')} outlived SIGKILL`);
    if (Date.now() > deadline) process.kill(-pgid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** This machine's processes, from /proc. */
function processes(): { pid: number; pgid: number; state: string }[] {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid pgrp …": the command may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({ pid: Number(entry), pgid: Number(pgid), state: state! });
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** The processes that have `file` open, with their command lines (to say who held a lock). */
export function holdersOf(file: string): string[] {
  const holders = [];
  for (const { pid } of processes()) {
    try {
      const open = readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(file);
        } catch {
          return false;
        }
      });
      if (open) holders.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`);
    } catch {
      // not ours to read, or ended
    }
  }
  return holders;
}
