import type { Payload } from 'payload';
import { databaseOf, mongoModel, rows, sql } from './adapter';
import { raw, SHARED_COUNTERS } from './tables';

/**
 * Each instance's liveness beat (services/cluster/liveness.ts): a shared-counters row per
 * instance, `alive:<instance>`, whose `expire` holds the time of its last beat (ms since the
 * epoch). Only the instance writes its own row, so a plain upsert is enough; the counters store's
 * sweep removes the rows of instances gone for an hour. SQLite and PostgreSQL run the same
 * statements; MongoDB an upsert and a find.
 */

const c = raw(SHARED_COUNTERS);
const keyOf = (instance: string): string => `alive:${instance}`;

/** Records that `instance` is alive at `at`. */
export async function beatInstance(payload: Payload, instance: string, at: number): Promise<void> {
  const key = keyOf(instance);
  if (databaseOf(payload) === 'mongodb') {
    await mongoModel(payload, 'shared-counters').updateOne(
      { key },
      { $set: { expire: at }, $setOnInsert: { points: 0 } },
      { upsert: true },
    );
    return;
  }
  await rows(
    payload,
    sql`INSERT INTO ${c.table} (${c.key}, ${c.points}, ${c.expire}) VALUES (${key}, 0, ${at})
        ON CONFLICT(${c.key}) DO UPDATE SET ${c.expire} = ${at} RETURNING ${c.key}`,
  );
}

/** The last beat of each of `instances` that has one (ms since the epoch). */
export async function lastBeats(payload: Payload, instances: readonly string[]): Promise<Map<string, number>> {
  const beats = new Map<string, number>();
  if (instances.length === 0) return beats;
  const byKey = new Map(instances.map((instance) => [keyOf(instance), instance]));
  let found: { key: string; expire: number | string | null }[];
  if (databaseOf(payload) === 'mongodb') {
    found = (await mongoModel(payload, 'shared-counters')
      .find({ key: { $in: [...byKey.keys()] } }, { key: 1, expire: 1 })
      .lean()) as unknown as typeof found;
  } else {
    const keys = sql.join(
      [...byKey.keys()].map((key) => sql`${key}`),
      sql`, `,
    );
    found = await rows(payload, sql`SELECT ${c.key} AS key, ${c.expire} AS expire FROM ${c.table} WHERE ${c.key} IN (${keys})`);
  }
  for (const row of found) {
    const instance = byKey.get(row.key);
    // (PostgreSQL's numeric arrives as text.)
    if (instance !== undefined && row.expire !== null) beats.set(instance, Number(row.expire));
  }
  return beats;
}
