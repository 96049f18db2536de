import { pbkdf2, timingSafeEqual } from 'node:crypto';
import type { Payload } from 'payload';
import { emailKey } from '@blog/shared';

// Kept on purpose instead of `payload.login`: that would run Payload's own sign-in (a session row
// on the user, its JWT, and the sign-in limit's hooks a second time) where /api/v1 issues its own
// session; Payload does not export its password check (authenticateLocalStrategy) from 'payload'.
// Payload 3's password hash format: 'pbkdf2-sha256-v1:<hex>' (600k iterations, 32 bytes),
// or the legacy bare hex (25k iterations, 512 bytes).
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:';

function parameters(hash: string) {
  return hash.startsWith(CURRENT_PREFIX)
    ? { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { hex: hash, iterations: 25_000, keyLength: 512 };
}

function derive(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export interface Credentialed {
  id: number | string;
  hash?: string | null;
  salt?: string | null;
}

/** Checks a password against the user's stored Payload hash (constant time). */
export async function verifyPassword(user: Credentialed, password: string): Promise<boolean> {
  if (typeof user.hash !== 'string' || typeof user.salt !== 'string') return false;
  const { hex, iterations, keyLength } = parameters(user.hash);
  const stored = Buffer.from(hex, 'hex');
  const candidate = await derive(password, user.salt, iterations, keyLength);
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

/** Finds a user by e-mail with its hash and salt (never leaves the server). */
export async function findUserWithHash(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: emailKey(email) } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  });
  return docs[0] ?? null;
}

/** Sent through the hash when the address is unknown, so timing does not reveal accounts. */
const DUMMY = { id: 0, hash: `${CURRENT_PREFIX}${'0'.repeat(64)}`, salt: 'x' };

/** The user an e-mail and password sign in, or null. */
export async function checkPassword(payload: Payload, email: string, password: string) {
  const user = await findUserWithHash(payload, email);
  const valid = await verifyPassword(user ?? DUMMY, password);
  return user && valid ? user : null;
}
