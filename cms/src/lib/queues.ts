/** The jobs queues; each is run by its own once-a-second runner (payload.config.ts). */
export const SITE_QUEUE = 'site';
/** Posts' newsletters only: never behind other mail. */
export const NEWSLETTER_QUEUE = 'newsletter';
/** One-off e-mails (welcome). Jobs queued by older versions, newsletters included, still run here. */
export const MAIL_QUEUE = 'mail';
