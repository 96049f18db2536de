import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** The outbox's complete messages to `to` (a file still being written is skipped), quoted-printable decoded, newest first. */
export function mailsTo(to: string): string[] {
  const dir = path.join(inject('dataDir'), 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, 1000)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(text))
    .filter((text) => /--\s*$/.test(text)) // the closing MIME boundary
    .map((text) =>
      text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
}

export async function waitForMail(to: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 50; i += 1) {
    const mails = mailsTo(to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  return mailsTo(to);
}

export const tokenOf = (mail: string) => /\/unsubscribe\?token=([A-Za-z0-9_.%-]+)/.exec(mail)?.[1];
