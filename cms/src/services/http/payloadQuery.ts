import type { CollectionSlug, FlattenedField, Payload, SanitizedCollectionConfig } from 'payload';
import { parseId } from '@blog/shared';

/**
 * What Payload's own doors (REST /api, GraphQL) are asked that its database layer would fail on
 * with a 500 rather than refuse: an id that is not one (`/api/posts/abc`, `where[id][in]=a,b`), a
 * date that is not one, an operator value that is an object, a geo operator on a field without
 * coordinates, a page or limit past what a database takes, a `where` that is not JSON. Each
 * returns the reason to refuse (a 400 or 404) or null. Adapter-neutral: an id is an integer on
 * SQLite and an ObjectId on MongoDB (payload.db.defaultIDType).
 */

type IdType = 'number' | 'text';

/** Whether `raw` is an id of the adapter's kind. */
export function isDbId(raw: unknown, idType: IdType): boolean {
  if (typeof raw === 'number') return idType === 'number' && Number.isSafeInteger(raw) && raw > 0;
  if (typeof raw !== 'string') return false;
  const parsed = parseId(raw);
  return parsed !== null && typeof parsed === (idType === 'number' ? 'number' : 'string');
}

export const idTypeOf = (payload: Payload, collection: SanitizedCollectionConfig): IdType =>
  payload.collections[collection.slug as CollectionSlug]?.customIDType ?? payload.db.defaultIDType;

const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
]);
const LISTS = new Set(['in', 'not_in', 'all']);
const GEO = new Set(['near', 'within', 'intersects']);
const OPERATORS = new Set([...COMPARISONS, 'contains', 'exists', 'like', 'not_like', ...GEO]);
/** Bounds a database takes for OFFSET and LIMIT (and a sane page size can never pass). */
const COUNT = /^\d{1,9}$/;

type Kind = 'id' | 'date' | 'point' | 'other';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kind of value a where path compares against, following one relationship hop per segment. */
function kindOf(payload: Payload, fields: FlattenedField[], segments: string[], idType: IdType): { kind: Kind; idType: IdType } {
  const [name, ...rest] = segments;
  if (name === 'id' && rest.length === 0) return { kind: 'id', idType };
  const field = fields.find((f) => f.name === name);
  if (!field) return { kind: 'other', idType };
  if (field.type === 'date') return { kind: rest.length ? 'other' : 'date', idType };
  if (field.type === 'point') return { kind: 'point', idType };
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const related = payload.collections[field.relationTo as CollectionSlug]?.config;
    if (!related) return { kind: 'other', idType };
    const relatedIdType = idTypeOf(payload, related);
    if (rest.length === 0) return { kind: 'id', idType: relatedIdType };
    return kindOf(payload, related.flattenedFields, rest, relatedIdType);
  }
  if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field && rest.length) {
    return kindOf(payload, field.flattenedFields, rest, idType);
  }
  return { kind: 'other', idType };
}

const isScalar = (value: unknown) =>
  value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value);

function valueProblem(operator: string, value: unknown, kind: Kind, idType: IdType): string | null {
  const values = Array.isArray(value)
    ? value
    : isObject(value)
      ? [value]
      : LISTS.has(operator) && typeof value === 'string'
        ? value.split(',')
        : [value];
  if (!values.every(isScalar) || (Array.isArray(value) && !LISTS.has(operator) && !GEO.has(operator))) {
    return `Invalid value for "${operator}"`;
  }
  if (GEO.has(operator)) return kind === 'point' ? null : `"${operator}" works on point fields only`;
  if (!COMPARISONS.has(operator)) return null;
  const given = values.filter((v) => v !== null && v !== '' && v !== 'null');
  if (kind === 'id' && !given.every((v) => isDbId(v, idType))) return 'Invalid id';
  if (kind === 'date' && !given.every((v) => typeof v !== 'boolean' && !Number.isNaN(new Date(v as string | number).getTime())))
    return 'Invalid date';
  return null;
}

/** Why a `where` tree cannot be run on `collection`, or null. */
export function whereProblem(payload: Payload, collection: SanitizedCollectionConfig, where: unknown, depth = 0): string | null {
  if (depth > 20) return 'Query nested too deep';
  if (!isObject(where)) return 'Invalid where';
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(condition) && !isObject(condition)) return `Invalid "${key}"`;
      for (const part of Object.values(condition)) {
        const problem = whereProblem(payload, collection, part, depth + 1);
        if (problem) return problem;
      }
      continue;
    }
    if (!isObject(condition)) return `Invalid condition on "${key}"`;
    const { kind, idType } = kindOf(payload, collection.flattenedFields, key.split('.'), idTypeOf(payload, collection));
    for (const [operator, value] of Object.entries(condition)) {
      if (!OPERATORS.has(operator)) return `Invalid operator "${operator}"`;
      const problem = valueProblem(operator, value, kind, idType);
      if (problem) return `${problem} in "${key}"`;
    }
  }
  return null;
}

/** Why a REST query (already parsed as Payload parses it) cannot be run, or null. */
export function queryProblem(
  payload: Payload,
  collection: SanitizedCollectionConfig,
  query: Record<string, unknown>,
): string | null {
  for (const name of ['page', 'limit'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '' && !(typeof value === 'string' && COUNT.test(value))) return `Invalid ${name}`;
  }
  let where = query.where;
  if (where === undefined || where === '') return null;
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where);
    } catch {
      return 'Invalid where: not JSON';
    }
  }
  return whereProblem(payload, collection, where);
}
