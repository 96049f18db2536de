import { spawn } from 'node:child_process';

const KEEP = 8000;

/**
 * Runs a command; resolves with the start and the end of its output, rejects with them on a
 * non-zero exit (a build prints one line per page: the middle is dropped).
 */
export function runProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let head = '';
    let tail = '';
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      if (head.length < KEEP) head += text;
      else tail = (tail + text).slice(-KEEP);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const output = tail ? `${head}\n…\n${tail}` : head;
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})\n${output}`));
    });
  });
}
