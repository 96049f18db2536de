import type { Payload } from 'payload';
import type { MongooseAdapter } from '@payloadcms/db-mongodb';
import { RateLimiterMongo, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import { changed, databaseOf, mongoModel, rows, sql } from './adapter';
import { raw, SHARED_COUNTERS } from './tables';

/**
 * The shared-counters store every process on the database shares, for the rate limits and the
 * public cache's version (services/rateLimit/sharedStore.ts holds it): on SQLite and PostgreSQL the
 * shared-counters table, written by single atomic upserts (the same statement on both); on MongoDB
 * rate-limiter-flexible's own RateLimiterMongo and `$inc`.
 */

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
  insuranceLimiter?: RateLimiterAbstract;
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

interface CounterRow {
  /** (PostgreSQL's numeric arrives as text: every reader goes through Number.) */
  points: number | string;
  expire: number | string | null;
}

const c = raw(SHARED_COUNTERS);
// Qualified in the upsert's SET: the existing row's value, on SQLite and PostgreSQL alike.
const points = sql`${c.table}.${c.points}`;
const expire = sql`${c.table}.${c.expire}`;

/** rate-limiter-flexible's store contract (_upsert/_get/_delete) on the shared-counters table. */
class RateLimiterSharedSql extends RateLimiterStoreAbstract {
  private readonly payload: Payload;

  constructor(options: LimiterOptions, payload: Payload) {
    super({ ...options, storeClient: payload.db });
    this.payload = payload;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, row: CounterRow): RateLimiterRes {
    const spent = Number(row.points);
    return new RateLimiterRes(
      Math.max(this.points - spent, 0),
      row.expire === null ? -1 : Math.max(Number(row.expire) - Date.now(), 0),
      spent,
      spent === changedPoints,
    );
  }

  /** One statement: a new key, an expired one (reset) or a live one (added to), atomically. */
  async _upsert(key: string, add: number, msDuration: number, forceExpire = false): Promise<CounterRow> {
    const now = Date.now();
    const until = msDuration > 0 ? now + msDuration : null;
    const reset = forceExpire ? sql`1 = 1` : sql`(${expire} IS NOT NULL AND ${expire} <= ${now})`;
    const [row] = await rows<CounterRow>(
      this.payload,
      sql`INSERT INTO ${c.table} (${c.key}, ${c.points}, ${c.expire}) VALUES (${key}, ${add}, ${until})
          ON CONFLICT(${c.key}) DO UPDATE SET
            ${c.points} = CASE WHEN ${reset} THEN ${add} ELSE ${points} + ${add} END,
            ${c.expire} = CASE WHEN ${reset} THEN ${until} ELSE ${expire} END
          RETURNING ${c.points}, ${c.expire}`,
    );
    return row!;
  }

  async _get(key: string): Promise<CounterRow | null> {
    const [row] = await rows<CounterRow>(
      this.payload,
      sql`SELECT ${c.points}, ${c.expire} FROM ${c.table} WHERE ${c.key} = ${key} AND (${c.expire} IS NULL OR ${c.expire} > ${Date.now()})`,
    );
    return row ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    return (await changed(this.payload, sql`DELETE FROM ${c.table} WHERE ${c.key} = ${key}`)) > 0;
  }
}

function sqlStore(payload: Payload): SharedStore {
  // Expired rate-limit rows are dead weight: cleared now and then (any process may do it).
  setInterval(() => {
    changed(payload, sql`DELETE FROM ${c.table} WHERE ${c.expire} IS NOT NULL AND ${c.expire} < ${Date.now() - 3_600_000}`).catch(
      () => {},
    );
  }, 600_000).unref();
  return {
    limiter: (options) => new RateLimiterSharedSql(options, payload),
    bump: async (key) => {
      const [row] = await rows<CounterRow>(
        payload,
        sql`INSERT INTO ${c.table} (${c.key}, ${c.points}) VALUES (${key}, 1)
            ON CONFLICT(${c.key}) DO UPDATE SET ${c.points} = ${points} + 1 RETURNING ${c.points}, ${c.expire}`,
      );
      return Number(row!.points);
    },
    read: async (key) => {
      const [row] = await rows<CounterRow>(payload, sql`SELECT ${c.points}, ${c.expire} FROM ${c.table} WHERE ${c.key} = ${key}`);
      return Number(row?.points ?? 0);
    },
    // One conditional upsert: a row comes back only when the write happened (ours, or expired).
    lease: async (key, holder, ttlMs) => {
      const now = Date.now();
      const taken = await rows(
        payload,
        sql`INSERT INTO ${c.table} (${c.key}, ${c.points}, ${c.expire}) VALUES (${key}, ${holder}, ${now + ttlMs})
            ON CONFLICT(${c.key}) DO UPDATE SET ${c.points} = ${holder}, ${c.expire} = ${now + ttlMs}
              WHERE ${points} = ${holder} OR ${expire} IS NULL OR ${expire} <= ${now}
            RETURNING ${c.points}`,
      );
      return taken.length === 1;
    },
  };
}

function mongoStore(payload: Payload): SharedStore {
  const model = mongoModel(payload, 'shared-counters');
  const connection = (payload.db as unknown as MongooseAdapter).connection;
  return {
    limiter: (options) => new RateLimiterMongo({ ...options, storeClient: connection, tableName: 'rate_limits' }),
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

/** The store for this database (services/rateLimit/sharedStore.ts keeps one per process). */
export const counterStore = (payload: Payload): SharedStore =>
  databaseOf(payload) === 'mongodb' ? mongoStore(payload) : sqlStore(payload);
