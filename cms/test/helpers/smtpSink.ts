import { SMTPServer } from 'smtp-server';
import { freePort } from './spawnServer';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  header: (name: string) => string | undefined;
}

/**
 * A real SMTP server in process: every message it accepts is kept for the test to read. It
 * counts connections, and turns away the addresses in `refuse` at RCPT with a temporary error
 * (450), as a busy mailbox would.
 */
export async function startSmtpSink(options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
        const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        setTimeout(() => {
          received.push({ to, raw, subject: header('Subject') ?? '', header });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    connections: () => connections,
    /** Everyone who got a message with this subject (once per copy received). */
    recipients: (subject: string) => received.filter((m) => m.subject === subject).flatMap((m) => m.to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}
