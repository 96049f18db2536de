import net from 'node:net';

/** The connection settings nodemailer hands to a pool's getSocket (parsed from SMTP_URL). */
interface SocketTarget {
  host?: string | undefined;
  port?: number | undefined;
  secure?: boolean | undefined;
  connectionTimeout?: number | undefined;
}

type SocketCallback = (err: Error | null, socketOptions?: { connection: net.Socket }) => void;

const CONNECTION_TIMEOUT_MS = 2 * 60 * 1000; // nodemailer's own default

/**
 * Opens the TCP connection of a pooled SMTP session with Nagle's algorithm off. On a reused
 * connection nodemailer writes each command and the message as separate small writes; with
 * Nagle on, each waits for the server's delayed ACK (~40 ms on Linux), which capped a
 * connection at ~20 e-mails a second. With TCP_NODELAY a message takes about a millisecond on
 * loopback. nodemailer still does the SMTP (and, for smtps://, the TLS) handshake on it.
 */
export function noDelaySocket(target: SocketTarget, callback: SocketCallback): void {
  const port = Number(target.port) || (target.secure ? 465 : 587);
  const socket = net.connect({ host: target.host ?? 'localhost', port });
  socket.setNoDelay(true);
  const fail = (err: Error) => {
    clearTimeout(timer);
    socket.destroy();
    callback(err);
  };
  const timer = setTimeout(() => fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })), target.connectionTimeout || CONNECTION_TIMEOUT_MS);
  socket.once('error', fail);
  socket.once('connect', () => {
    clearTimeout(timer);
    socket.removeListener('error', fail);
    callback(null, { connection: socket });
  });
}
