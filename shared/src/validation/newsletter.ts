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
