import { z } from 'zod';
import { EN } from '../messages/en';
import { emailKey } from './emailKey';

/** Newsletter e-mail: its key (emailKey), a valid address. */
export const newsletterEmailRule = z
  .string({ required_error: EN.newsletter.invalidEmail, invalid_type_error: EN.newsletter.invalidEmail })
  .transform(emailKey)
  .pipe(z.string().min(1, EN.newsletter.invalidEmail).max(254, EN.newsletter.invalidEmail).email(EN.newsletter.invalidEmail));
