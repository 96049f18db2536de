import { spawn, type ChildProcess } from 'node:child_process';
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
  return run.exit;
}
