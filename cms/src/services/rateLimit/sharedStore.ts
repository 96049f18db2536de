import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { MongooseAdapter } from '@payloadcms/db-mongodb';
import type { Payload } from 'payload';
import { RateLimiterMongo, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';

/**
 * The store every process on the database shares, for the rate limits (limiters.ts) and the
 * public cache's version (cache/publicCache.ts): the shared-counters table on SQLite, written by
 * single atomic upserts; on MongoDB rate-limiter-flexible's own RateLimiterMongo and `$inc`.
 */

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
  insuranceLimiter?: RateLimiterAbstract;
}

interface CounterRow {
  points: number;
  expire: number | null;
}

const TABLE = sql.raw('shared_counters');

/** rate-limiter-flexible's store contract (_upsert/_get/_delete) on the SQLite table. */
class RateLimiterSharedSqlite extends RateLimiterStoreAbstract {
  private readonly db: SQLiteAdapter;

  constructor(options: LimiterOptions, db: SQLiteAdapter) {
    super({ ...options, storeClient: db });
    this.db = db;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, row: CounterRow): RateLimiterRes {
    const points = Number(row.points);
    return new RateLimiterRes(
      Math.max(this.points - points, 0),
      row.expire === null ? -1 : Math.max(Number(row.expire) - Date.now(), 0),
      points,
      points === changedPoints,
    );
  }

  /** One statement: a new key, an expired one (reset) or a live one (added to), atomically. */
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<CounterRow> {
    const now = Date.now();
    const expire = msDuration > 0 ? now + msDuration : null;
    const reset = forceExpire ? sql`1` : sql`(expire IS NOT NULL AND expire <= ${now})`;
    const rows = await this.db.drizzle.all<CounterRow>(sql`
      INSERT INTO ${TABLE} (key, points, expire) VALUES (${key}, ${points}, ${expire})
      ON CONFLICT(key) DO UPDATE SET
        points = CASE WHEN ${reset} THEN ${points} ELSE points + ${points} END,
        expire = CASE WHEN ${reset} THEN ${expire} ELSE expire END
      RETURNING points, expire`);
    return rows[0]!;
  }

  async _get(key: string): Promise<CounterRow | null> {
    const rows = await this.db.drizzle.all<CounterRow>(
      sql`SELECT points, expire FROM ${TABLE} WHERE key = ${key} AND (expire IS NULL OR expire > ${Date.now()})`,
    );
    return rows[0] ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const rows = await this.db.drizzle.all(sql`DELETE FROM ${TABLE} WHERE key = ${key} RETURNING key`);
    return rows.length > 0;
  }
}

export interface SharedStore {
  limiter: (options: LimiterOptions) => RateLimiterAbstract;
  /** Adds one to a counter that never expires; returns the new value. */
  bump: (key: string) => Promise<number>;
  /** A counter's value (0 when never bumped). */
  read: (key: string) => Promise<number>;
  /**
   * Takes or renews a lease (services/cluster/siteLease): true when `holder` now holds `key` until
   * `ttlMs` from now, which it does when it held it already or the last holder's time ran out.
   */
  lease: (key: string, holder: number, ttlMs: number) => Promise<boolean>;
}

function sqliteStore(db: SQLiteAdapter): SharedStore {
  // Expired rate-limit rows are dead weight: cleared now and then (any process may do it).
  setInterval(() => {
    db.drizzle.run(sql`DELETE FROM ${TABLE} WHERE expire IS NOT NULL AND expire < ${Date.now() - 3_600_000}`).catch(() => {});
  }, 600_000).unref();
  return {
    limiter: (options) => new RateLimiterSharedSqlite(options, db),
    bump: async (key) => {
      const rows = await db.drizzle.all<CounterRow>(sql`
        INSERT INTO ${TABLE} (key, points) VALUES (${key}, 1)
        ON CONFLICT(key) DO UPDATE SET points = points + 1 RETURNING points, expire`);
      return Number(rows[0]!.points);
    },
    read: async (key) => {
      const rows = await db.drizzle.all<CounterRow>(sql`SELECT points, expire FROM ${TABLE} WHERE key = ${key}`);
      return Number(rows[0]?.points ?? 0);
    },
    // One conditional upsert: a row comes back only when the write happened (ours, or expired).
    lease: async (key, holder, ttlMs) => {
      const now = Date.now();
      const rows = await db.drizzle.all(sql`
        INSERT INTO ${TABLE} (key, points, expire) VALUES (${key}, ${holder}, ${now + ttlMs})
        ON CONFLICT(key) DO UPDATE SET points = excluded.points, expire = excluded.expire
          WHERE points = ${holder} OR expire IS NULL OR expire <= ${now}
        RETURNING points`);
      return rows.length === 1;
    },
  };
}

function mongoStore(db: MongooseAdapter): SharedStore {
  const model = db.collections['shared-counters']!;
  return {
    limiter: (options) => new RateLimiterMongo({ ...options, storeClient: db.connection, tableName: 'rate_limits' }),
    bump: async (key) => {
      const doc = await model.findOneAndUpdate({ key }, { $inc: { points: 1 } }, { upsert: true, new: true, lean: true });
      return Number((doc as { points?: number } | null)?.points ?? 1);
    },
    read: async (key) => {
      const doc = await model.findOne({ key }, { points: 1 }).lean();
      return Number((doc as { points?: number } | null)?.points ?? 0);
    },
    // The unique key makes the upsert fail (E11000) while another holder's time runs.
    lease: async (key, holder, ttlMs) => {
      const now = Date.now();
      try {
        await model.findOneAndUpdate(
          { key, $or: [{ points: holder }, { expire: null }, { expire: { $lte: now } }] },
          { $set: { points: holder, expire: now + ttlMs } },
          { upsert: true },
        );
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
    },
  };
}

// On globalThis: Next may load the modules that use it once per route bundle.
const holder = globalThis as typeof globalThis & { __blogSharedStore?: SharedStore };

/** Called once Payload is up (payload.config onInit): from here on limiters and the cache share it. */
export function attachSharedStore(payload: Payload): SharedStore {
  holder.__blogSharedStore ??=
    payload.db.name === 'mongoose'
      ? mongoStore(payload.db as unknown as MongooseAdapter)
      : sqliteStore(payload.db as unknown as SQLiteAdapter);
  return holder.__blogSharedStore;
}

/** The shared store, or null before Payload is up. */
export const sharedStore = (): SharedStore | null => holder.__blogSharedStore ?? null;
