/**
 * The one id parser: a document id as the database knows it, a positive integer on SQLite or a
 * 24-hex ObjectId on MongoDB; anything else is null (a 404 at the API, a skipped entry in a list).
 */
export function parseId(raw: unknown): number | string | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  if (typeof raw !== 'string') return null;
  if (/^[1-9]\d{0,15}$/.test(raw)) return Number(raw);
  return /^[0-9a-f]{24}$/i.test(raw) ? raw : null;
}

/** The ids of a list that name a document (others match nothing and are left out). */
export function parseIds(raw: readonly unknown[]): (number | string)[] {
  return raw.flatMap((id) => {
    const parsed = parseId(id);
    return parsed === null ? [] : [parsed];
  });
}
