/** One engine at a time per data folder (the server's engine, a CLI build, a test's build). */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { paths } from './config';

const file = () => paths.lock;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function withEngineLock<T>(task: () => Promise<T>): Promise<T> {
  mkdirSync(paths.engine, { recursive: true });
  try {
    writeFileSync(file(), String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file(), 'utf8'));
    if (holder !== process.pid && alive(holder)) throw new Error(`Another site build is running (process ${holder}).`);
    writeFileSync(file(), String(process.pid));
  }
  try {
    return await task();
  } finally {
    rmSync(file(), { force: true });
  }
}
