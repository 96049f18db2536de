import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Payload, PayloadRequest, Where } from 'payload';
import { REFRESH_TOKEN_TTL_SECONDS } from '@blog/shared';
import { withLock } from '../../lib/withLock';
import { spendRefreshToken } from '../../db';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A just-rotated token presented again within this interval (two tabs refreshing at once, a
 * retried request) gets a fresh token of the same family, as Auth0's reuse interval does.
 * Later reuse is a theft signal and revokes the family.
 */
const REUSE_INTERVAL_MS = 30_000;

/** Issues a new opaque refresh token (only its hash is stored). Its family is the session's id. */
export async function issueRefreshToken(
  payload: Payload,
  userId: string | number,
  family: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await payload.create({
    collection: 'refresh-tokens',
    data: {
      user: userId as number,
      tokenHash: hash(token),
      family,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
    },
  });
  return token;
}

/** Ends a session: every token of the family is revoked, and so its access tokens (see isSessionAlive). */
async function revokeFamily(payload: Payload, family: string): Promise<void> {
  await payload.update({
    collection: 'refresh-tokens',
    where: { and: [{ family: { equals: family } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
  });
}

/** True while the session (refresh family) has a token that is not revoked: one indexed lookup. */
export async function isSessionAlive(payload: Payload, family: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'refresh-tokens',
    where: { and: [{ family: { equals: family } }, { revokedAt: { exists: false } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: { family: true },
  });
  return docs.length > 0;
}

export type RotateResult =
  { ok: true; userId: string | number; refreshToken: string; family: string } | { ok: false; reused: boolean };

/** Whether a family was revoked (revoking marks every token of it; no token is revoked alone). */
async function familyRevoked(payload: Payload, family: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'refresh-tokens',
    where: { and: [{ family: { equals: family } }, { revokedAt: { exists: true } }] },
  });
  return totalDocs > 0;
}

/** A new token of the family, unless the family was revoked meanwhile (then revoked too). */
async function issueInFamily(payload: Payload, userId: string | number, family: string): Promise<RotateResult> {
  const refreshToken = await issueRefreshToken(payload, userId, family);
  // A logout or a reuse elsewhere may have revoked the family while this token was made.
  if (await familyRevoked(payload, family)) {
    await revokeFamily(payload, family);
    return { ok: false, reused: false };
  }
  return { ok: true, userId, family, refreshToken };
}

/**
 * Rotates a refresh token: the old one is spent (a conditional write: one caller in any process
 * wins) and a new one of the same family is issued. Presenting a spent token again after the
 * reuse interval revokes the whole family. The lock only spares this process the losing writes.
 */
export async function rotateRefreshToken(payload: Payload, token: string): Promise<RotateResult> {
  const tokenHash = hash(token);
  return withLock(`refresh:${tokenHash}`, async () => {
    const find = async () =>
      (
        await payload.find({
          collection: 'refresh-tokens',
          where: { tokenHash: { equals: tokenHash } },
          limit: 1,
          depth: 0,
        })
      ).docs[0];
    let doc = await find();
    if (!doc || doc.revokedAt) return { ok: false, reused: false };
    if (new Date(doc.expiresAt).getTime() <= Date.now()) return { ok: false, reused: false };
    const userId = typeof doc.user === 'object' && doc.user ? doc.user.id : doc.user;
    if (!doc.usedAt) {
      if (await spendRefreshToken(payload, doc.id, new Date())) return issueInFamily(payload, userId, doc.family);
      // Another caller spent it first (or revoked it): judge it as the used token it now is.
      doc = await find();
      if (!doc || doc.revokedAt || !doc.usedAt) return { ok: false, reused: false };
    }
    if (Date.now() - new Date(doc.usedAt).getTime() <= REUSE_INTERVAL_MS) return issueInFamily(payload, userId, doc.family);
    await revokeFamily(payload, doc.family);
    return { ok: false, reused: true };
  });
}

/** Logout with a refresh token: revokes its whole family. */
export async function revokeRefreshTokenFamily(payload: Payload, token: string): Promise<void> {
  const { docs } = await payload.find({
    collection: 'refresh-tokens',
    where: { tokenHash: { equals: hash(token) } },
    limit: 1,
    depth: 0,
  });
  if (docs[0]) await revokeFamily(payload, docs[0].family);
}

/**
 * Every session of a user (logout everywhere, password change), but `except` (the caller's own
 * session). `req` keeps the write inside a hook's transaction.
 */
export async function revokeRefreshTokens(
  payload: Payload,
  userId: string | number,
  options: { except?: string; req?: PayloadRequest } = {},
): Promise<void> {
  const conditions: Where[] = [{ user: { equals: userId } }, { revokedAt: { exists: false } }];
  if (options.except) conditions.push({ family: { not_equals: options.except } });
  await payload.update({
    collection: 'refresh-tokens',
    where: { and: conditions },
    data: { revokedAt: new Date().toISOString() },
    ...(options.req ? { req: options.req } : {}),
  });
}
