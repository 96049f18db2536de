import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@blog/shared';
import { hasSignedAccessToken, signAccessToken, verifyAccessToken } from '../../src/services/auth/accessToken';

/** Access tokens: a token checked once is remembered, never past its expiry nor for another string. */
const user = { id: 7, role: 'ADMIN', email: 'admin@example.com' };

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('a remembered token still expires on time, at both doors', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(user, 'family-1');
    expect(await verifyAccessToken(token)).toMatchObject({ ok: true, claims: { sub: '7', role: 'ADMIN', sid: 'family-1' } });
    // Remembered now: the second answer is the same.
    expect(await verifyAccessToken(token)).toMatchObject({ ok: true, claims: { sub: '7' } });
    expect(hasSignedAccessToken(`Bearer ${token}`)).toBe(true);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(hasSignedAccessToken(`Bearer ${token}`)).toBe(false);
    expect(await verifyAccessToken(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a token one character off is checked, not taken for the remembered one', async () => {
    const token = await signAccessToken(user, 'family-2');
    expect((await verifyAccessToken(token)).ok).toBe(true);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${flipped}`;
    expect(await verifyAccessToken(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(hasSignedAccessToken(`Bearer ${forged}`)).toBe(false);
    expect(hasSignedAccessToken(token)).toBe(false);
  });
});
