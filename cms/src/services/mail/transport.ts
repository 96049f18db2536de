import { randomUUID } from 'node:crypto';
import { mkdirSync, createWriteStream, renameSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Transport, SentMessageInfo } from 'nodemailer';
import { env } from '../../env';
import { smtpPool } from './smtpPool';

/** Writes each message as an .eml file: the transport when no SMTP_URL is set. */
function outboxTransport(dir: string): Transport<SentMessageInfo> {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail, callback) {
      mkdirSync(dir, { recursive: true });
      const messageId = mail.message.messageId();
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      // Written under a temporary name and renamed: a reader never sees half a message.
      const partial = `${file}.part`;
      const out = createWriteStream(partial);
      mail.message
        .createReadStream()
        .on('error', (err: Error) => callback(err, undefined))
        .pipe(out)
        .on('error', (err: Error) => callback(err, undefined))
        .on('finish', () => {
          renameSync(partial, file);
          callback(null, { messageId, envelope: mail.message.getEnvelope(), file });
        });
    },
  };
}

let transporter: Transporter | undefined;

/**
 * One pooled SMTP transport (SMTP_URL), or the .eml outbox under data/outbox/. The pool keeps a
 * few connections open and reuses them across e-mails (see smtpPool).
 */
export function getTransport(): Transporter {
  transporter ??= env.smtpUrl
    ? nodemailer.createTransport(smtpPool(env.smtpUrl))
    : nodemailer.createTransport(outboxTransport(env.outboxDir));
  return transporter;
}
