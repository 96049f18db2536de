import type { Socket } from 'node:net';
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
 * (450), as a busy mailbox would. `down()` takes it off the network (connections cut, the port
 * refusing new ones) as a crashed mail server would be; `stop()` does so as a mail server shut down
 * for maintenance does: it first answers every command under way with 421 (nothing more is
 * accepted, and each answer already sent reaches the client), then goes off the network. `up()`
 * brings it back on the same port.
 */
export async function startSmtpSink(options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let connections = 0;
  const sockets = new Set<Socket>();
  const listeners = new Set<(mail: ReceivedMail) => void>();
  let closing = false;
  const shuttingDown = () => Object.assign(new Error('Service shutting down'), { responseCode: 421 });
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback(closing ? shuttingDown() : undefined);
      },
      onMailFrom(_address, _session, callback) {
        callback(closing ? shuttingDown() : undefined);
      },
      onRcptTo(address, _session, callback) {
        if (closing) return callback(shuttingDown());
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
          if (closing) return callback(shuttingDown());
          const raw = Buffer.concat(chunks).toString('utf8');
          const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
          const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          setTimeout(() => {
            const mail = { to, raw, subject: header('Subject') ?? '', header };
            received.push(mail);
            callback();
            for (const listener of listeners) listener(mail);
          }, options.delayMs ?? 0);
        });
      },
    });
  const port = await freePort();
  let server: SMTPServer | null = null;
  const up = async () => {
    if (server) return;
    const next = create();
    // A client killed mid-conversation (kill -9 of the platform) resets its connections: expected.
    next.on('error', () => undefined);
    next.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    server = next;
  };
  const down = async () => {
    const current = server;
    if (!current) return;
    server = null;
    const closed = new Promise<void>((resolve) => current.server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const stop = async () => {
    closing = true;
    // Long enough for the answers already sent (250s included) to be read by the client.
    await new Promise((r) => setTimeout(r, 1000));
    await down();
    closing = false;
  };
  await up();
  return {
    url: `smtp://127.0.0.1:${port}`,
    up,
    down,
    stop,
    received,
    refuse,
    connections: () => connections,
    /** Calls `listener` after each message is accepted (its 250 already answered). */
    onAccepted: (listener: (mail: ReceivedMail) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Everyone who got a message with this subject (once per copy received). */
    recipients: (subject: string) => received.filter((m) => m.subject === subject).flatMap((m) => m.to),
    close: down,
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
