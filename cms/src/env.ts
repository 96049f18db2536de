import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEMO_ADMIN_PASSWORD,
  newsletterConfirmEnabled,
  productionProblems,
  refusalMessage,
  sharedSecretProblem,
} from '@blog/shared/productionConfig';
import { LOGIN_MAX_FAILURES } from '@blog/shared/constants';
import { emailKey } from '@blog/shared/validation';
import { WORKER_ENV } from '@blog/shared/clusterContract';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_DATA_DIR, DEFAULT_PORT, localOrigin } from '@blog/shared/defaults';

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
const optionalText = (schema: z.ZodString) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The demo install's well-known admin password: the only password the server ever shows. */
export { DEMO_ADMIN_PASSWORD };
const intFromEnv = (fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().default(fallback));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFromEnv(DEFAULT_PORT),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** Default: file:<DATA_DIR>/cms.db. */
  DATABASE_URL: z
    .preprocess((v) => (v === '' ? undefined : v), z.string().optional())
    .refine(
      (v) => v === undefined || /^(file:|mongodb(\+srv)?:\/\/|postgres(ql)?:\/\/)/.test(v),
      'DATABASE_URL must start with file:, postgres:// (or postgresql://) or mongodb://',
    ),
  /** true: a real deployment; refuses to start without a chosen ADMIN_PASSWORD and PAYLOAD_SECRET. */
  PRODUCTION: z.enum(['true', 'false']).default('false'),
  PAYLOAD_SECRET: optionalText(z.string().min(16)),
  /** Default: http://localhost:<PORT>. */
  SITE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Blog <no-reply@localhost>'),
  REBUILD_WEBHOOK_URL: optionalUrl,
  ADMIN_EMAIL: z.string().email().default(DEFAULT_ADMIN_EMAIL),
  ADMIN_PASSWORD: optionalText(z.string().min(6)),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  RATE_LIMIT_LOGIN: intFromEnv(LOGIN_MAX_FAILURES),
  RATE_LIMIT_SUBSCRIBE: intFromEnv(60),
  RATE_LIMIT_STATUS: intFromEnv(120),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** local: build the site in-process after changes; webhook: POST REBUILD_WEBHOOK_URL; off: never. */
  SITE_BUILD: z.enum(['local', 'webhook', 'off']).optional(),
  /** A site engine not heard from for this long (ms) during an update is hung, and is stopped. */
  SITE_ENGINE_SILENCE_MS: intFromEnv(120_000),
  /** Set: the site engine's own lines (its warm-up, each sync and search step, timed) go to this log. */
  SITE_ENGINE_PROFILE: z.string().optional(),
  /** Run queued jobs (site rebuilds, e-mails) in this process. */
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  /** At most this many newsletter e-mails are sent and not yet recorded: what a crash may send twice. */
  NEWSLETTER_IN_FLIGHT: intFromEnv(5),
  /** While the SMTP server is unreachable, a newsletter run waits this long, doubling up to the max, and tries again. */
  NEWSLETTER_RETRY_BASE_MS: intFromEnv(1000),
  NEWSLETTER_RETRY_MAX_MS: intFromEnv(60_000),
  /** Test hook: a newsletter run stops (as if the process died) after this many e-mails. */
  /** true: a sign-up stays pending until its address clicks the e-mailed link. Default: PRODUCTION. */
  NEWSLETTER_CONFIRM: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional()),
  /** Test hook: a newsletter run stops (as if the process died) after this many e-mails. */
  NEWSLETTER_FAIL_AFTER: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  /** Test hook: an import may fetch its remote images from loopback addresses (a local test server). */
  IMPORT_IMAGES_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false'),
  /** Set by scripts/lib/cluster.mjs in each worker of WEB_CONCURRENCY > 1 (@blog/shared/clusterContract). */
  [WORKER_ENV.slot]: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  [WORKER_ENV.siteWorker]: z.enum(['true', 'false']).optional(),
  [WORKER_ENV.firstWorker]: z.enum(['true', 'false']).optional(),
  [WORKER_ENV.replaces]: z.string().optional(),
  /** true: the adapter-neutral code paths on SQLite too (what MongoDB runs), for the tests. */
  DB_PORTABLE: z.enum(['true', 'false']).default('false'),
  /** Set by the command-line tools (cli/startPayload.ts): this process is not the server. */
  BLOG_TOOL: z.enum(['true', 'false']).default('false'),
  /** Set by Next while it builds: the build never needs the runtime credentials. */
  NEXT_PHASE: z.string().optional(),
  /** Several machines (README "Several machines"): disk keeps uploads and previews in DATA_DIR; s3 in MEDIA_BUCKET. */
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  MEDIA_BUCKET: optionalText(z.string().min(3)),
  /** The AWS SDK's own variables (as scripts/deploy reads them): another S3-compatible store, path-style. */
  AWS_ENDPOINT_URL: optionalUrl,
  AWS_ENDPOINT_URL_S3: optionalUrl,
  AWS_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('us-east-1')),
  AWS_ACCESS_KEY_ID: optionalText(z.string().min(1)),
  AWS_SECRET_ACCESS_KEY: optionalText(z.string().min(1)),
  /** on: one instance among all machines holds the site lease in the database and publishes to SITE_BUCKET. */
  SITE_LEASE: z.enum(['on', 'off']).default('off'),
  SITE_BUCKET: optionalText(z.string().min(3)),
  /** Each instance's liveness beat (services/cluster/liveness.ts), ms; a test shortens it. */
  INSTANCE_BEAT_MS: intFromEnv(5_000),
});

const building = process.env.NEXT_PHASE === 'phase-production-build';
const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  // A running server exits (a throw here would leave it answering 500 to every request).
  if (building) throw new Error(`Invalid environment:\n${lines}`);
  console.error(`[env] Invalid environment:\n${lines}`);
  process.exit(1);
}
const raw = parsed.data;

/**
 * Production mode (PRODUCTION=true; NODE_ENV cannot be the switch, the server always sets it)
 * needs credentials an operator chose and a real mail server (shared/src/productionConfig.mjs;
 * scripts/server.mjs checks the same before Next starts): the process exits rather than run
 * with the demo's. The build never needs them.
 */
const problems = building ? [] : productionProblems(process.env);
if (problems.length) {
  console.error(refusalMessage(problems));
  process.exit(1);
}
/** Several machines: one signing secret from the environment, and the buckets named (README "Several machines"). */
const machinesProblem = building
  ? null
  : (sharedSecretProblem(process.env) ??
    (raw.MEDIA_STORAGE === 's3' && !raw.MEDIA_BUCKET ? '[env] Refusing to start: MEDIA_STORAGE=s3 needs MEDIA_BUCKET.' : null));
if (machinesProblem) {
  console.error(machinesProblem);
  process.exit(1);
}

const dataDir = path.resolve(repoRoot, raw.DATA_DIR);

/**
 * The data folder holds the database, the secret and unpublished uploads: only the user running
 * the platform may read it (0700), and the SQLite file is 0600 from its creation on (SQLite gives
 * its -wal/-shm files the database's mode). Also tightens a folder an older version made 0755.
 */
function makePrivate(target: string, mode: number): void {
  try {
    chmodSync(target, mode);
  } catch {
    // Not ours (a mounted volume owned by another user): leave it as the operator set it.
  }
}
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
makePrivate(dataDir, 0o700);

function resolveDatabaseUrl(url: string | undefined): string {
  if (url === undefined) url = `file:${path.join(dataDir, 'cms.db')}`;
  if (!url.startsWith('file:')) return url;
  const file = url.slice('file:'.length);
  const absolute = path.isAbsolute(file) ? file : path.resolve(repoRoot, file);
  mkdirSync(path.dirname(absolute), { recursive: true, mode: 0o700 });
  // An empty file is a valid new SQLite database: creating it here fixes its mode.
  if (!existsSync(absolute)) closeSync(openSync(absolute, 'a', 0o600));
  makePrivate(absolute, 0o600);
  return `file:${absolute}`;
}

/** The signing secret: from the environment, else generated once into the data folder. */
function loadSecret(): string {
  if (raw.PAYLOAD_SECRET) return raw.PAYLOAD_SECRET;
  const file = path.join(dataDir, '.payload-secret');
  if (existsSync(file)) {
    makePrivate(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const databaseUrl = resolveDatabaseUrl(raw.DATABASE_URL);

export const env = {
  nodeEnv: raw.NODE_ENV,
  isProduction: raw.NODE_ENV === 'production',
  /** PRODUCTION=true: a real deployment with operator-chosen credentials (checked above). */
  productionMode: raw.PRODUCTION === 'true',
  port: raw.PORT,
  repoRoot,
  dataDir,
  mediaDir: path.join(dataDir, 'media'),
  outboxDir: path.join(dataDir, 'outbox'),
  databaseUrl,
  databaseKind: databaseUrl.startsWith('file:')
    ? ('sqlite' as const)
    : /^postgres(ql)?:/.test(databaseUrl)
      ? ('postgres' as const)
      : ('mongodb' as const),
  secret: loadSecret(),
  siteUrl: (raw.SITE_URL ?? localOrigin(raw.PORT)).replace(/\/$/, ''),
  smtpUrl: raw.SMTP_URL,
  mailFrom: raw.MAIL_FROM,
  rebuildWebhookUrl: raw.REBUILD_WEBHOOK_URL,
  adminEmail: emailKey(raw.ADMIN_EMAIL),
  adminPassword: raw.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
  /** ADMIN_PASSWORD unset: a demo install, whose seeded password may be shown on the login page. */
  adminPasswordIsDemo: raw.ADMIN_PASSWORD === undefined,
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
  siteEngineSilenceMs: raw.SITE_ENGINE_SILENCE_MS,
  siteEngineProfile: Boolean(raw.SITE_ENGINE_PROFILE),
  jobsAutorun: raw.JOBS_AUTORUN === 'true',
  newsletterInFlight: raw.NEWSLETTER_IN_FLIGHT,
  newsletterRetryBaseMs: raw.NEWSLETTER_RETRY_BASE_MS,
  newsletterRetryMaxMs: Math.max(raw.NEWSLETTER_RETRY_MAX_MS, raw.NEWSLETTER_RETRY_BASE_MS),
  newsletterFailAfter: raw.NEWSLETTER_FAIL_AFTER,
  // Never in production mode, whatever the environment says.
  importImagesAllowLoopback: raw.IMPORT_IMAGES_ALLOW_LOOPBACK === 'true' && raw.PRODUCTION !== 'true',
  /** Confirmed sign-ups (double opt-in): on by default in production mode, off in the demo. */
  newsletterConfirm: newsletterConfirmEnabled(process.env),
  /**
   * This process among several on one database: `worker` its cluster slot (null: the only
   * process), `siteProcess` whether it runs the site queue and owns the engine, `firstStart`
   * whether it may release what a previous run left mid-way, `replaces` the instance a restart
   * replaces.
   */
  cluster: {
    worker: raw.BLOG_WORKER ?? null,
    siteProcess: raw.BLOG_WORKER === undefined || raw.BLOG_SITE_WORKER === 'true',
    firstStart: raw.BLOG_WORKER === undefined || raw.BLOG_FIRST_WORKER === 'true',
    replaces: raw.BLOG_REPLACES ?? null,
  },
  dbPortable: raw.DB_PORTABLE === 'true',
  /** Where uploads and previews live (services/storage); `bucket` is set when `kind` is s3. */
  storage: {
    kind: raw.MEDIA_STORAGE,
    bucket: raw.MEDIA_BUCKET ?? '',
    endpoint: raw.AWS_ENDPOINT_URL_S3 ?? raw.AWS_ENDPOINT_URL,
    region: raw.AWS_REGION,
    credentials:
      raw.AWS_ACCESS_KEY_ID && raw.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: raw.AWS_ACCESS_KEY_ID, secretAccessKey: raw.AWS_SECRET_ACCESS_KEY }
        : undefined,
  },
  /** SITE_LEASE=on: the machine's site process builds only while it holds the lease (services/cluster/siteLease). */
  siteLease: raw.SITE_LEASE === 'on',
  siteBucket: raw.SITE_BUCKET ?? null,
  /**
   * Per-instance liveness (services/cluster/liveness.ts): each instance beats every `beatMs`; one
   * silent for `staleMs` (six beats: 30 s by default) has stopped, and its running jobs are released.
   */
  liveness: { beatMs: raw.INSTANCE_BEAT_MS, staleMs: raw.INSTANCE_BEAT_MS * 6 },
  /** A command-line tool (import, export, seed), not the server: no start duties (payload.config's onInit). */
  tool: raw.BLOG_TOOL === 'true',
  /** Where the build reaches this server's API (loopback, whatever SITE_URL says). */
  selfUrl: `http://127.0.0.1:${raw.PORT}`,
} as const;

/** The environment a child process (the site build) inherits, plus overrides. */
export function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
