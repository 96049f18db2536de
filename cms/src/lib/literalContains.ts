import { sql } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import type { SQLiteAdapter } from '@payloadcms/db-sqlite';

type Operator = SQLiteAdapter['operators']['contains'];

/**
 * Payload's `contains` is a plain substring match (MongoDB escapes the text into its regex),
 * but the SQLite adapter builds `LIKE '%text%'` without escaping, so `%` and `_` typed in a
 * search act as wildcards (`search=%` listed everything). This `contains` escapes them.
 */
const literalContains = ((column: Parameters<Operator>[0], value: unknown) => {
  if (typeof value !== 'string' || value.length < 2 || !value.startsWith('%') || !value.endsWith('%')) {
    return sql`${column} like ${value}`;
  }
  const text = value.slice(1, -1).replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`${column} like ${`%${text}%`} escape '\\'`;
}) as Operator;

/** The SQLite adapter, with the literal `contains` above. */
export function withLiteralContains(adapter: DatabaseAdapterObj<SQLiteAdapter>): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      db.operators = { ...db.operators, contains: literalContains };
      return db;
    },
  };
}
