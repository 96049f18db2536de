import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './spawnServer';

/**
 * A real PostgreSQL server for the tests: Debian's `postgresql` package (installed by `.ci/run`),
 * a fresh cluster in a temporary folder on a free loopback port, stopped and removed by `stop`.
 * `initdb` refuses root, so as root every server command runs as the `postgres` user.
 */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/<name>`: a new, empty database per call. */
  createDatabase: (name: string) => string;
  port: number;
  stop: () => void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does this on CI).');
  }
  return path.join(root, versions[0]!, 'bin');
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(tmpdir(), 'blog-pg-'));
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(folder, Number(ids), Number(gid));
  }
  const run = (tool: string, args: string[]): void => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  const data = path.join(folder, 'data');
  const port = await freePort();
  // trust on loopback only: a throwaway cluster for one test file; fsync off because nothing in it
  // has to survive a crash of the machine.
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=300`,
    'start',
  ]);
  return {
    port,
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
