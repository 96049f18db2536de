import SMTPPool from 'nodemailer/lib/smtp-pool';
import { noDelaySocket } from './noDelaySocket';

/**
 * The pooled SMTP transport of SMTP_URL. Built as an SMTPPool on purpose:
 * `nodemailer.createTransport({ url, pool: true, ... })` reads only the URL and silently drops
 * every other option (nodemailer 9, lib/nodemailer.js), which gave a plain transport: a new
 * connection (greeting, EHLO, often a reverse DNS lookup by the server) for every e-mail.
 * Settings given as URL query parameters (?maxConnections=10&maxMessages=1000) win over these.
 */
export function smtpPool(url: string): SMTPPool {
  return new SMTPPool({
    url,
    pool: true,
    /** A few connections: a newsletter's sends overlap, and servers limit connections per client. */
    maxConnections: 5,
    /** A connection is replaced after this many messages (servers cap messages per session). */
    maxMessages: 500,
    getSocket: noDelaySocket,
  });
}
