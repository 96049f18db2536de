import { env } from '../env';

/**
 * The CMS's test switches: settings that exist only so the tests can break things on purpose.
 * Production never sets them. (The site engine has its own: site/engine/testSwitches.ts.)
 */
export const testSwitches = {
  /** NEWSLETTER_FAIL_AFTER: a newsletter run fails after this many e-mails (a crash mid-send). */
  newsletterFailAfter: env.newsletterFailAfter,
  /**
   * IMPORT_IMAGES_ALLOW_LOOPBACK=true: the import's image fetcher accepts loopback addresses
   * (127.0.0.0/8, ::1) so the tests can serve images locally; every other private range stays
   * refused, and production mode ignores it (env.ts).
   */
  importImagesAllowLoopback: env.importImagesAllowLoopback,
};
