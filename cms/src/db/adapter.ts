import { sql } from '@payloadcms/db-sqlite';
import type { MongooseAdapter } from '@payloadcms/db-mongodb';
import type { Payload } from 'payload';
import { env } from '../env';

/**
 * Which database Payload runs on, and the two ways a hand-written statement runs on it: drizzle's
 * `sql` renders for SQLite and PostgreSQL alike, but the drivers answer differently (libsql:
 * `run` → rowsAffected, `all` → rows; node-postgres: `execute` → { rows, rowCount }).
 */
export type Database = 'sqlite' | 'postgres' | 'mongodb';
/** Payload, or anything holding its adapter (an adapter's own methods, before Payload is up). */
type HasDb = { db: { name: string } };
/** A statement built with drizzle's `sql` template. */
export type SQL = ReturnType<typeof sql>;

export function databaseOf(payload: HasDb): Database {
  const name = payload.db.name;
  if (name === 'mongoose') return 'mongodb';
  if (name === 'postgres') return 'postgres';
  return 'sqlite';
}

/**
 * The database whose hand-written fast paths run, or null: MongoDB, and DB_PORTABLE (which forces
 * the adapter-neutral twins on SQLite or PostgreSQL, so the tests run them).
 */
export function fastPaths(payload: Payload): 'sqlite' | 'postgres' | null {
  const db = databaseOf(payload);
  return db === 'mongodb' || env.dbPortable ? null : db;
}

/** Drizzle-based (SQLite, PostgreSQL): what a conditional write needs, whatever DB_PORTABLE says. */
export const isDrizzle = (payload: Payload): boolean => databaseOf(payload) !== 'mongodb';

interface SqliteDrizzle {
  all<T>(query: SQL): Promise<T[]>;
  run(query: SQL): Promise<{ rowsAffected: number }>;
}
interface PostgresDrizzle {
  execute<T>(query: SQL): Promise<{ rows: T[]; rowCount: number | null }>;
}

const drizzleOf = (payload: HasDb) => (payload.db as unknown as { drizzle: SqliteDrizzle & PostgresDrizzle }).drizzle;

/** The rows a statement returns (a SELECT, or a write with RETURNING). */
export async function rows<T>(payload: HasDb, query: SQL): Promise<T[]> {
  const drizzle = drizzleOf(payload);
  if (databaseOf(payload) === 'postgres') return (await drizzle.execute<T>(query)).rows;
  return drizzle.all<T>(query);
}

/** How many rows a write changed: 1 means this call's conditional write won. */
export async function changed(payload: HasDb, query: SQL): Promise<number> {
  const drizzle = drizzleOf(payload);
  if (databaseOf(payload) === 'postgres') return (await drizzle.execute(query)).rowCount ?? 0;
  return (await drizzle.run(query)).rowsAffected;
}

/** A boolean literal: SQLite stores 0/1 in integer columns, PostgreSQL has booleans. */
export const bool = (payload: Payload, value: boolean): SQL =>
  sql.raw(databaseOf(payload) === 'postgres' ? String(value) : value ? '1' : '0');

/** A MongoDB collection's model (the twins' `$set`/`$inc` writes). */
export const mongoModel = (payload: Payload, slug: string) => (payload.db as unknown as MongooseAdapter).collections[slug]!;

export { sql };

/**
 * A timestamp read by a hand-written statement, as Payload's ISO text: SQLite stores that text;
 * PostgreSQL answers `2026-11-29 10:51:40.421+00` (Payload's pool reads timestamps as text).
 */
export const isoTime = (value: string | Date): string =>
  // (PostgreSQL's JSON writes a time as 2026-11-30T12:00:00.123+00:00: the API's form ends in Z.)
  value instanceof Date ? value.toISOString() : value.endsWith('Z') ? value : new Date(value).toISOString();
