import { z } from 'zod';
import { EN } from '../messages/en';

/** Newsletter e-mail: trimmed, lowercased, a valid address. */
export const newsletterEmailRule = z
  .string({ required_error: EN.newsletter.invalidEmail, invalid_type_error: EN.newsletter.invalidEmail })
  .trim()
  .toLowerCase()
  .min(1, EN.newsletter.invalidEmail)
  .max(254, EN.newsletter.invalidEmail)
  .email(EN.newsletter.invalidEmail);

/** The form's check: the trimmed address, or the spec's blank-input message. */
export function checkNewsletterEmail(raw: string): { ok: true; email: string } | { ok: false; message: string } {
  const result = newsletterEmailRule.safeParse(raw);
  return result.success
    ? { ok: true, email: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? EN.newsletter.invalidEmail };
}
