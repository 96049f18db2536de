import type { Payload } from 'payload';
import { env } from '../../env';
import { findUserWithHash, verifyPassword } from './password';

const TTL_MS = 60_000;
let cache: { at: number; shown: boolean } | undefined;

/**
 * The login page's demo hint: the seeded credentials, only while the seeded admin still
 * signs in with the seeded password (checked against the stored hash, cached a minute).
 */
export async function demoCredentials(payload: Payload): Promise<{ email: string; password: string } | null> {
  if (!cache || Date.now() - cache.at > TTL_MS) {
    const user = await findUserWithHash(payload, env.adminEmail);
    const shown = !!user && user.role === 'ADMIN' && (await verifyPassword(user, env.adminPassword));
    cache = { at: Date.now(), shown };
  }
  return cache.shown ? { email: env.adminEmail, password: env.adminPassword } : null;
}

/** Called when a password changes. */
export function forgetDemoCredentials(): void {
  cache = undefined;
}
