import { env } from '../env';

/**
 * The CMS's test switches: settings that exist only so the tests can break things on purpose.
 * Production never sets them. (The site engine has its own: site/engine/testSwitches.ts.)
 */
export const testSwitches = {
  /** NEWSLETTER_FAIL_AFTER: a newsletter run fails after this many e-mails (a crash mid-send). */
  newsletterFailAfter: env.newsletterFailAfter,
};
