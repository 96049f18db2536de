import path from 'node:path';
import { buildConfig, type DatabaseAdapterObj } from 'payload';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { mongooseAdapter } from '@payloadcms/db-mongodb';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import { en } from '@payloadcms/translations/languages/en';
import { tr } from '@payloadcms/translations/languages/tr';
import sharp from 'sharp';
import { env } from './env';
import { Users } from './collections/Users';
import { Posts } from './collections/Posts';
import { Categories } from './collections/Categories';
import { Tags } from './collections/Tags';
import { Media } from './collections/Media';
import { Subscriptions } from './collections/Subscriptions';
import { RefreshTokens } from './collections/RefreshTokens';
import { PostViews } from './collections/PostViews';
import { SearchLogs } from './collections/SearchLogs';
import { SiteBuilds } from './collections/SiteBuilds';
import { NewsletterDeliveries } from './collections/NewsletterDeliveries';
import { Redirects } from './collections/Redirects';
import { SharedCounters } from './collections/SharedCounters';
import { ImportJobs } from './collections/ImportJobs';
import { rebuildSiteTask } from './jobs/rebuildSiteTask';
import { sendPostNewsletterTask } from './jobs/sendPostNewsletterTask';
import { sendWelcomeEmailTask } from './jobs/sendWelcomeEmailTask';
import { sendConfirmEmailTask } from './jobs/sendConfirmEmailTask';
import { MAIL_QUEUE, NEWSLETTER_QUEUE, SITE_QUEUE } from './lib/queues';
import { onStart } from './services/onStart';
import { getTransport } from './services/mail/transport';
import { onInit as seedOnInit } from './services/seed/onInit';
import { migrations } from './migrations';
import { migrations as postgresMigrations } from './migrations-postgres';
import { retryWhenBusy, withLiteralContains, withMigrationsOnly } from './db';
import { closeAuthMutations } from './services/graphql/closeAuthMutations';
import { payloadLogger } from './services/log/payloadLogger';
import { checkGraphqlQuery } from './hooks/checkGraphqlQuery';
import { publicErrorMessage } from './hooks/publicErrorMessage';
import { withAtomicJobClaims } from './services/cluster/claimJobs';
import { attachSharedStore } from './services/rateLimit/sharedStore';

// This folder (cms/src), found from the repository's root: this module also runs bundled
// elsewhere (Next's server chunks, the command-line tools' scripts/cli.mjs).
const dirname = path.join(env.repoRoot, 'cms', 'src');

function database(): DatabaseAdapterObj {
  if (env.databaseKind === 'mongodb') {
    // Production: a replica set, so Payload's transactions hold.
    return withAtomicJobClaims(mongooseAdapter({ url: env.databaseUrl, transactionOptions: {} }));
  }
  if (env.databaseKind === 'postgres') {
    return withAtomicJobClaims(
      withLiteralContains(
        withMigrationsOnly(
          postgresAdapter({
            pool: { connectionString: env.databaseUrl },
            // Its own migrations (the whole schema, generated against this adapter): never a push.
            migrationDir: path.resolve(dirname, 'migrations-postgres'),
            push: false,
            prodMigrations: postgresMigrations,
          }),
          postgresMigrations,
          env.databaseUrl,
        ),
      ),
    );
  }
  return withAtomicJobClaims(
    withLiteralContains(
      withMigrationsOnly(
        sqliteAdapter({
          client: { url: env.databaseUrl },
          // WAL: readers never wait for a writer; a busy writer is retried instead of failing.
          wal: true,
          busyTimeout: 5000,
          // AUTOINCREMENT: a deleted row's id is never handed to a later row (a new post must not
          // inherit a deleted one's newsletter deliveries, views or redirects).
          autoIncrement: true,
          // Never a development schema push: the migrations, at every start (db/schema.ts).
          push: false,
          prodMigrations: migrations,
        }),
        migrations,
        env.databaseUrl,
      ),
    ),
  );
}

export default buildConfig({
  serverURL: env.siteUrl,
  secret: env.secret,
  routes: { admin: '/cms', api: '/api' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname), importMapFile: path.resolve(dirname, 'app/(payload)/cms/importMap.js') },
    meta: { titleSuffix: ' · Blog CMS' },
    // Payload's own avatar, not Gravatar: a third-party image the CSP and a closed network refuse.
    avatar: 'default',
  },
  i18n: { supportedLanguages: { tr, en }, fallbackLanguage: 'tr' },
  collections: [
    Posts,
    Categories,
    Tags,
    Media,
    Subscriptions,
    Users,
    RefreshTokens,
    PostViews,
    SearchLogs,
    SiteBuilds,
    NewsletterDeliveries,
    Redirects,
    SharedCounters,
    ImportJobs,
  ].map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [checkGraphqlQuery, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
  jobs: {
    tasks: [rebuildSiteTask, sendPostNewsletterTask, sendWelcomeEmailTask, sendConfirmEmailTask],
    enableConcurrencyControl: true,
    deleteJobOnComplete: true,
    // Polled every second: a publish reaches the build within a second, e-mails likewise. Each
    // queue has its own runner (a queue's next run waits for its previous one), so a post's
    // newsletter never waits behind a backlog of welcome e-mails, nor the other way round.
    // In a cluster (WEB_CONCURRENCY) only the site process runs the site queue (it owns the one
    // engine); every process runs the e-mail queues, each job claimed by one (services/cluster).
    autoRun: [
      // (SITE_LEASE=on: the lease holder runs it, services/cluster/siteLease.ts.)
      ...(env.cluster.siteProcess && !env.siteLease ? [{ cron: '* * * * * *', queue: SITE_QUEUE, limit: 1, silent: true }] : []),
      { cron: '* * * * * *', queue: NEWSLETTER_QUEUE, limit: 2, silent: true },
      { cron: '* * * * * *', queue: MAIL_QUEUE, limit: 10, silent: true },
    ],
    // Who claimed a running job: a restarted worker releases its predecessor's (claimJobs.ts).
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      fields: [...defaultJobsCollection.fields, { name: 'claimedBy', type: 'text', index: true, admin: { hidden: true } }],
    }),
    shouldAutoRun: () => env.jobsAutorun,
    access: { run: () => false, queue: () => false, cancel: ({ req }) => req.user?.role === 'ADMIN' },
  },
  editor: lexicalEditor(),
  db: database(),
  sharp,
  email: nodemailerAdapter({
    defaultFromAddress: env.mailFrom.match(/<([^>]+)>/)?.[1] ?? env.mailFrom,
    defaultFromName: env.mailFrom.match(/^([^<]+)</)?.[1]?.trim() ?? 'Blog',
    transport: getTransport(),
  }),
  // A public error's own message, not "An unknown error occurred." (hooks/publicErrorMessage).
  hooks: { afterError: [publicErrorMessage] },
  graphQL: { disablePlaygroundInProduction: true, validationRules: () => [closeAuthMutations] },
  logger: payloadLogger,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: async (payload) => {
    // Several processes on one SQLite file: a statement SQLite refuses as busy is run again.
    retryWhenBusy(payload);
    // Rate limits and the public cache's version, shared by every process on the database.
    attachSharedStore(payload);
    await seedOnInit(payload);
    // A command-line tool beside a running server (import, export, seed) takes none of a start's
    // duties: releasing the server's running jobs, failing its running build, starting the site.
    if (!env.tool) await onStart(payload);
  },
});
