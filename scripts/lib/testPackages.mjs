/**
 * What `npm test` needs from Debian beside npm's packages: Chromium (the browser suite and the
 * search checks, launched from /usr/bin/chromium), the sqlite3 shell (the plain-shell test types
 * the repair line the platform prints) and PostgreSQL's server binaries (the tests start their
 * own server). On a fresh machine they are installed here, as `.ci/run` does before `npm ci`;
 * where this process may not (not root, no apt-get), the command to run is said instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const hasInitdb = () => {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((version) => existsSync(`${base}/${version}/bin/initdb`));
};

/** The Debian packages missing, by the same checks as `.ci/run`. */
function missingTestPackages(
  has = { chromium: () => onPath('chromium'), sqlite3: () => onPath('sqlite3'), postgresql: hasInitdb },
) {
  return Object.entries(has)
    .filter(([, present]) => !present())
    .map(([name]) => name);
}

/** Installs what is missing (apt-get, as root), or throws with the command that would. */
export function ensureTestPackages() {
  const missing = missingTestPackages();
  if (missing.length === 0) return;
  const command = `apt-get install -y ${missing.join(' ')}`;
  const canInstall = process.getuid?.() === 0 && onPath('apt-get');
  if (!canInstall) throw new Error(`npm test needs Debian's ${missing.join(', ')}: run \`${command}\` as root first.`);
  console.log(`[test] installing Debian's ${missing.join(', ')} (${command})`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('env', ['DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...missing], { stdio: 'inherit' });
}
