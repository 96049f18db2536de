import type { Payload } from 'payload';
import { env, DEMO_ADMIN_PASSWORD } from '../../env';
import { findUserWithHash, verifyPassword } from './password';

const TTL_MS = 60_000;
let cache: { at: number; shown: boolean } | undefined;

/**
 * The login page's demo hint. Only a demo install shows it (ADMIN_PASSWORD not set), and only
 * while the seeded admin still signs in with the well-known demo password (checked against the
 * stored hash, cached a minute). A password an operator chose is never sent anywhere.
 */
export async function demoCredentials(payload: Payload): Promise<{ email: string; password: string } | null> {
  if (!env.adminPasswordIsDemo || env.productionMode) return null;
  if (!cache || Date.now() - cache.at > TTL_MS) {
    const user = await findUserWithHash(payload, env.adminEmail);
    const shown = !!user && user.role === 'ADMIN' && (await verifyPassword(user, DEMO_ADMIN_PASSWORD));
    cache = { at: Date.now(), shown };
  }
  return cache.shown ? { email: env.adminEmail, password: DEMO_ADMIN_PASSWORD } : null;
}

/** Called when a password changes. */
export function forgetDemoCredentials(): void {
  cache = undefined;
}
