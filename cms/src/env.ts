import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only module that reads process.env. Every variable is validated here once.
 * Relative paths resolve against the repository root (the parent of cms/).
 */
const repoRoot = (() => {
  if (process.env.BLOG_ROOT) return path.resolve(process.env.BLOG_ROOT);
  const cwd = process.cwd();
  return path.basename(cwd) === 'cms' ? path.dirname(cwd) : cwd;
})();

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const intFromEnv = (fallback: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().default(fallback));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFromEnv(3000),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .default('file:./data/cms.db')
    .refine((v) => /^(file:|mongodb(\+srv)?:\/\/)/.test(v), 'DATABASE_URL must start with file: or mongodb://'),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Blog <no-reply@localhost>'),
  REBUILD_WEBHOOK_URL: optionalUrl,
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(6).default('admin123'),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  RATE_LIMIT_LOGIN: intFromEnv(5),
  RATE_LIMIT_SUBSCRIBE: intFromEnv(60),
  RATE_LIMIT_STATUS: intFromEnv(120),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** local: build the site in-process after changes; webhook: POST REBUILD_WEBHOOK_URL; off: never. */
  SITE_BUILD: z.enum(['local', 'webhook', 'off']).optional(),
  /** Run queued jobs (site rebuilds, e-mails) in this process. */
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  /** At most this many newsletter e-mails are sent and not yet recorded: what a crash may send twice. */
  NEWSLETTER_IN_FLIGHT: intFromEnv(5),
  /** While the SMTP server is unreachable, a newsletter run waits this long, doubling up to the max, and tries again. */
  NEWSLETTER_RETRY_BASE_MS: intFromEnv(1000),
  NEWSLETTER_RETRY_MAX_MS: intFromEnv(60_000),
  /** Test hook: a newsletter run stops (as if the process died) after this many e-mails. */
  NEWSLETTER_FAIL_AFTER: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  throw new Error(`Invalid environment:\n${lines}`);
}
const raw = parsed.data;

const dataDir = path.resolve(repoRoot, raw.DATA_DIR);
mkdirSync(dataDir, { recursive: true });

function resolveDatabaseUrl(url: string): string {
  if (!url.startsWith('file:')) return url;
  const file = url.slice('file:'.length);
  const absolute = path.isAbsolute(file) ? file : path.resolve(repoRoot, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  return `file:${absolute}`;
}

/** The signing secret: from the environment, else generated once into the data folder. */
function loadSecret(): string {
  if (raw.PAYLOAD_SECRET) return raw.PAYLOAD_SECRET;
  const file = path.join(dataDir, '.payload-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const databaseUrl = resolveDatabaseUrl(raw.DATABASE_URL);

export const env = {
  nodeEnv: raw.NODE_ENV,
  isProduction: raw.NODE_ENV === 'production',
  port: raw.PORT,
  repoRoot,
  dataDir,
  mediaDir: path.join(dataDir, 'media'),
  outboxDir: path.join(dataDir, 'outbox'),
  databaseUrl,
  databaseKind: databaseUrl.startsWith('file:') ? ('sqlite' as const) : ('mongodb' as const),
  secret: loadSecret(),
  siteUrl: raw.SITE_URL.replace(/\/$/, ''),
  smtpUrl: raw.SMTP_URL,
  mailFrom: raw.MAIL_FROM,
  rebuildWebhookUrl: raw.REBUILD_WEBHOOK_URL,
  adminEmail: raw.ADMIN_EMAIL.toLowerCase(),
  adminPassword: raw.ADMIN_PASSWORD,
  seedOnStart: raw.SEED_ON_START === 'true',
  rateLimit: {
    login: raw.RATE_LIMIT_LOGIN,
    subscribe: raw.RATE_LIMIT_SUBSCRIBE,
    status: raw.RATE_LIMIT_STATUS,
  },
  trustProxy: raw.TRUST_PROXY === 'true',
  siteBuild: raw.SITE_BUILD ?? (raw.REBUILD_WEBHOOK_URL ? 'webhook' : 'local'),
  siteDir: path.join(repoRoot, 'site'),
  siteBuildsDir: path.join(dataDir, 'site'),
  jobsAutorun: raw.JOBS_AUTORUN === 'true',
  newsletterInFlight: raw.NEWSLETTER_IN_FLIGHT,
  newsletterRetryBaseMs: raw.NEWSLETTER_RETRY_BASE_MS,
  newsletterRetryMaxMs: Math.max(raw.NEWSLETTER_RETRY_MAX_MS, raw.NEWSLETTER_RETRY_BASE_MS),
  newsletterFailAfter: raw.NEWSLETTER_FAIL_AFTER,
  /** Where the build reaches this server's API (loopback, whatever SITE_URL says). */
  selfUrl: `http://127.0.0.1:${raw.PORT}`,
} as const;

export type Env = typeof env;

/** The environment a child process (the site build) inherits, plus overrides. */
export function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
