/**
 * The database's fast paths: every hand-written statement and the process's own connections, as
 * named operations the services call, each beside its twin. Everything else reaches the database
 * through Payload's Local API.
 *
 * | operation (file)                          | SQLite                  | PostgreSQL              | MongoDB / DB_PORTABLE        |
 * | ----------------------------------------- | ----------------------- | ----------------------- | ---------------------------- |
 * | spendRefreshToken (auth)                  | conditional UPDATE      | the same statement      | `updateOne` with a filter    |
 * | sessionUser (auth)                        | own connection, 1 query | the same query (pool)   | two Local API reads (caller) |
 * | addViews (views)                          | one transaction a batch | per ping: counters, $inc-like builder | the same per ping |
 * | postVersions (posts)                      | one SELECT              | the same SELECT         | Local API find (caller)      |
 * | postChanges (posts)                       | indexed SELECTs         | the same SELECTs        | none: the whole index (caller) |
 * | counterStore: limits, cache version (counters) | atomic upserts     | the same upserts        | RateLimiterMongo, `$inc`     |
 * | markPending, confirmPending, reactivateSubscription (subscriptions) | conditional UPDATEs | the same | `updateOne` with a filter |
 * | insertDeliveries (subscriptions)          | multi-row INSERT        | the same (builder)      | Local API creates (caller)   |
 * | claimJob (jobs), claimImport, beatImport, endImport (imports) | conditional writes | the same | `updateOne` / Local API |
 * | releaseClaims, runningClaimants (jobs)    | conditional UPDATE, SELECT DISTINCT | the same | `updateMany`, `distinct` |
 * | dropCoveredUpdates (jobs)                 | conditional DELETE      | the same statement      | `deleteMany` with a filter   |
 * | beatInstance, lastBeats (liveness)        | upsert, SELECT on shared-counters | the same | upsert, `find` |
 * | withMigrationsOnly, withLiteralContains (schema) | migrations, LIKE | migrations-postgres, ILIKE | (MongoDB: none needed) |
 * | batchedWrites (batchedSync): an import chunk | synchronous NORMAL, one WAL fsync at the end | (as it is) | (as it is) |
 * | BulkPostStore (bulkPosts): the import, the bench seeder | own connection, one transaction a chunk | Local API (caller) | Local API (caller) |
 *
 * Run in the tests: SQLite (every suite), its DB_PORTABLE twins (test/pipeline/portable.test.ts;
 * the bulk posts against their Local API twin, row by row: test/pipeline/bulkImport.test.ts and
 * test/seed/bulkSeed.test.ts), and PostgreSQL (test/pipeline/postgres.test.ts: the platform started on it, its guarantees under
 * parallel load). The MongoDB twins are type-checked only: no MongoDB server runs here.
 */
export { databaseOf, fastPaths, isDrizzle, type Database } from './adapter';
export { sessionUser, spendRefreshToken, type SessionUserRow } from './auth';
export { addViews, type ViewOutcome, type ViewPing } from './views';
export { postChanges, postVersions, type PostChanges, type PostVersion } from './posts';
export { counterStore, type LimiterOptions, type SharedStore } from './counters';
export { confirmPending, insertDeliveries, markPending, reactivateSubscription } from './subscriptions';
export { beat, claimJob, dropCoveredUpdates, releaseClaims, runningClaimants, updateIf } from './jobs';
export { beatInstance, lastBeats } from './liveness';
export { devPushMessage, withLiteralContains, withMigrationsOnly } from './schema';
export { isBusy, retryWhenBusy, withRetries } from './sqlite';
