import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Payload } from 'payload';
import { REFRESH_TOKEN_TTL_SECONDS } from '@blog/shared';
import { withLock } from '../../lib/withLock';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new opaque refresh token (only its hash is stored). */
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
    overrideAccess: true,
  });
  return token;
}

async function revokeFamily(payload: Payload, family: string): Promise<void> {
  await payload.update({
    collection: 'refresh-tokens',
    where: { and: [{ family: { equals: family } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
  });
}

export type RotateResult = { ok: true; userId: string | number; refreshToken: string } | { ok: false; reused: boolean };

/**
 * Rotates a refresh token: the old one is spent and a new one of the same family is issued.
 * Presenting a spent token again is a theft signal: the whole family is revoked.
 */
export async function rotateRefreshToken(payload: Payload, token: string): Promise<RotateResult> {
  const tokenHash = hash(token);
  return withLock(`refresh:${tokenHash}`, async () => {
    const { docs } = await payload.find({
      collection: 'refresh-tokens',
      where: { tokenHash: { equals: tokenHash } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const doc = docs[0];
    if (!doc || doc.revokedAt) return { ok: false, reused: false };
    if (doc.usedAt) {
      await revokeFamily(payload, doc.family);
      return { ok: false, reused: true };
    }
    if (new Date(doc.expiresAt).getTime() <= Date.now()) return { ok: false, reused: false };
    await payload.update({
      collection: 'refresh-tokens',
      id: doc.id,
      data: { usedAt: new Date().toISOString() },
      overrideAccess: true,
    });
    const userId = typeof doc.user === 'object' && doc.user ? doc.user.id : doc.user;
    const refreshToken = await issueRefreshToken(payload, userId, doc.family);
    return { ok: true, userId, refreshToken };
  });
}

/** Logout with a refresh token: revokes its whole family. */
export async function revokeRefreshTokenFamily(payload: Payload, token: string): Promise<void> {
  const { docs } = await payload.find({
    collection: 'refresh-tokens',
    where: { tokenHash: { equals: hash(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  if (docs[0]) await revokeFamily(payload, docs[0].family);
}

/** Every refresh token of a user (logout everywhere, password change). */
export async function revokeRefreshTokens(payload: Payload, userId: string | number): Promise<void> {
  await payload.update({
    collection: 'refresh-tokens',
    where: { and: [{ user: { equals: userId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
  });
}
