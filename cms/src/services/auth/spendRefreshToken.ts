import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { MongooseAdapter } from '@payloadcms/db-mongodb';
import type { Payload } from 'payload';

/**
 * Marks a refresh token used, only if it is still unused and not revoked: one conditional write
 * the database applies atomically. True when this call spent it, so of any number of processes
 * rotating one token at once exactly one rotates it; the others see a just-used token.
 */
export async function spendRefreshToken(payload: Payload, id: number | string, at: Date): Promise<boolean> {
  if (payload.db.name === 'mongoose') {
    const model = (payload.db as unknown as MongooseAdapter).collections['refresh-tokens']!;
    const result = await model.updateOne({ _id: id, usedAt: null, revokedAt: null }, { $set: { usedAt: at, updatedAt: at } });
    return result.modifiedCount === 1;
  }
  const db = payload.db as unknown as SQLiteAdapter;
  const iso = at.toISOString();
  const result = await db.drizzle.run(
    sql`UPDATE refresh_tokens SET used_at = ${iso}, updated_at = ${iso} WHERE id = ${id} AND used_at IS NULL AND revoked_at IS NULL`,
  );
  return result.rowsAffected === 1;
}
