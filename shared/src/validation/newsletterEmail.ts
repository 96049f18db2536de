import { EN } from '../messages/en';
import { emailKey } from './emailKey';

/** A pragmatic address shape (the server's zod rule has the last word). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter form's check: the address's key (emailKey), or the spec's message. No zod here, so the
 * public site's newsletter island stays small.
 */
export function checkNewsletterEmail(raw: string): { ok: true; email: string } | { ok: false; message: string } {
  const email = emailKey(raw);
  return email.length > 0 && email.length <= 254 && EMAIL.test(email)
    ? { ok: true, email }
    : { ok: false, message: EN.newsletter.invalidEmail };
}
