import type { Payload } from 'payload';
import { changed, databaseOf, fastPaths, mongoModel, rows, sql } from './adapter';
import { statement } from './sqlite';
import { raw, REFRESH_TOKENS, USERS } from './tables';

/** The sign-in paths: spending a refresh token once, and the user behind a live session. */

const rt = raw(REFRESH_TOKENS);
const users = raw(USERS);

/**
 * Marks a refresh token used, only if it is still unused and not revoked: one conditional write
 * the database applies atomically. True when this call spent it, so of any number of processes
 * rotating one token at once exactly one rotates it; the others see a just-used token.
 */
export async function spendRefreshToken(payload: Payload, id: number | string, at: Date): Promise<boolean> {
  if (databaseOf(payload) === 'mongodb') {
    const result = await mongoModel(payload, 'refresh-tokens').updateOne(
      { _id: id, usedAt: null, revokedAt: null },
      { $set: { usedAt: at, updatedAt: at } },
    );
    return result.modifiedCount === 1;
  }
  const iso = at.toISOString();
  return (
    (await changed(
      payload,
      sql`UPDATE ${rt.table} SET ${rt.usedAt} = ${iso}, ${rt.updatedAt} = ${iso}
          WHERE ${rt.id} = ${id} AND ${rt.usedAt} IS NULL AND ${rt.revokedAt} IS NULL`,
    )) === 1
  );
}

export interface SessionUserRow {
  id: number | string;
  email: string;
  name: string;
  role: string;
  avatar?: unknown;
  bio?: unknown;
}

const SESSION_USER_SQL = `SELECT ${USERS.id}, ${USERS.email}, ${USERS.name}, ${USERS.role}, ${USERS.avatar}, ${USERS.bio}
  FROM ${USERS.table} WHERE ${USERS.id} = ?
  AND EXISTS (SELECT 1 FROM ${REFRESH_TOKENS.table} WHERE ${REFRESH_TOKENS.family} = ? AND ${REFRESH_TOKENS.revokedAt} IS NULL)`;

/**
 * The user a token names while its session is alive: null when either is gone, undefined when
 * this database has no fast path (the caller then runs the twin, two Payload reads, as DB_PORTABLE
 * and MongoDB do). Every signed-in call asks, so on SQLite it is one prepared statement on a
 * connection of the process's own; on PostgreSQL the same query through the adapter's pool.
 */
export async function sessionUser(
  payload: Payload,
  id: string | number,
  sid: string,
): Promise<SessionUserRow | null | undefined> {
  const kind = fastPaths(payload);
  if (kind === 'sqlite') {
    const row = statement('reads', SESSION_USER_SQL).get(id, sid) as (SessionUserRow & { bio: string | null }) | undefined;
    return row ? { ...row, bio: storedRichText(row.bio) } : null;
  }
  if (kind !== 'postgres') return undefined;
  const [row] = await rows<SessionUserRow>(
    payload,
    sql`SELECT ${users.id}, ${users.email}, ${users.name}, ${users.role}, ${users.avatar}, ${users.bio}
        FROM ${users.table} WHERE ${users.id} = ${id}
        AND EXISTS (SELECT 1 FROM ${rt.table} WHERE ${rt.family} = ${sid} AND ${rt.revokedAt} IS NULL)`,
  );
  // (jsonb arrives parsed.)
  return row ?? null;
}

/** A rich-text column as stored (JSON text); anything unreadable as no bio, never a failed sign-in. */
function storedRichText(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
