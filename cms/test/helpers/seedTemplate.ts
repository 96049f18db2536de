import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A seeded data folder made once per build, copied into each test platform's fresh folder.
 *
 * Every server on an empty database seeds the demo content at start (services/seed/onInit): 27
 * images drawn and resized with sharp, 20 posts, views and subscribers, ~6.4 of the ~10 CPU
 * seconds a start costs here. The `platform` lane starts ~40 of them, so the seed alone cost more
 * than four CPU minutes of every `npm test`. The template is what that seed writes (the database
 * and the media folder), made by a real start of the same build (`cms/.next/BUILD_ID` names it),
 * so a copy is the database a seeding start would leave. Nothing in it depends on the server's
 * secret (tokens are signed when used, passwords carry their own salt). A file that tests the
 * seed, an empty start, another database or other seed settings gets its own seed
 * (`TEMPLATE_SAFE_ENV`).
 */
const cmsDir = path.resolve(import.meta.dirname, '../..');
const PREFIX = 'blog-test-seed-';
const READY = 'ready';
const DAY_MS = 86_400_000;

/** Variables a test may set and still start from the template: none of them changes what the seed writes. */
const TEMPLATE_SAFE_ENV = new Set([
  'SITE_BUILD',
  'JOBS_AUTORUN',
  'SMTP_URL',
  'WEB_CONCURRENCY',
  'REBUILD_WEBHOOK_URL',
  'IMPORT_IMAGES_ALLOW_LOOPBACK',
  'NEWSLETTER_RETRY_BASE_MS',
  'NEWSLETTER_RETRY_MAX_MS',
  'SITE_ENGINE_SILENCE_MS',
]);

function templateDir(): string | null {
  const buildIdFile = path.join(cmsDir, '.next', 'BUILD_ID');
  if (!existsSync(buildIdFile)) return null;
  return path.join(tmpdir(), `${PREFIX}${readFileSync(buildIdFile, 'utf8').trim()}`);
}

/** Whether a platform started with `env` may begin from the template (see the header). */
export function templateFits(env: Record<string, string | undefined>): boolean {
  return Object.keys(env).every((name) => TEMPLATE_SAFE_ENV.has(name));
}

/**
 * Copies the template into an empty data folder, and marks it used (a template unused for a day
 * is removed). Without one for this build, or when it went away mid-copy, the folder is left
 * empty and the server seeds it.
 */
export function copySeedTemplate(dataDir: string): void {
  const dir = templateDir();
  if (!dir || !existsSync(path.join(dir, READY))) return;
  try {
    const now = new Date();
    utimesSync(dir, now, now);
    for (const name of readdirSync(dir)) {
      if (name !== READY) cpSync(path.join(dir, name), path.join(dataDir, name), { recursive: true, preserveTimestamps: true });
    }
  } catch {
    for (const name of readdirSync(dataDir)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/**
 * Makes the template for this build unless it exists: `seed` gets a fresh data folder and must
 * leave it seeded with its server stopped. Written beside, then renamed into place, so a reader
 * never sees half of one. Templates of other builds unused for a day are removed.
 */
export async function ensureSeedTemplate(seed: (dataDir: string) => Promise<void>): Promise<void> {
  const dir = templateDir();
  if (!dir) return;
  for (const name of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || other === dir) continue;
    try {
      if (Date.now() - statSync(other).mtimeMs > DAY_MS) rmSync(other, { recursive: true, force: true });
    } catch {
      // removed meanwhile
    }
  }
  if (existsSync(path.join(dir, READY))) return;
  const staging = mkdtempSync(`${dir}.staging-`);
  try {
    await seed(staging);
    // The shared memory index is rebuilt from the WAL by the next opener; the files that hold data are kept.
    for (const name of readdirSync(staging)) {
      if (name !== 'cms.db' && name !== 'cms.db-wal' && name !== 'media')
        rmSync(path.join(staging, name), { recursive: true, force: true });
    }
    writeFileSync(path.join(staging, READY), '');
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
