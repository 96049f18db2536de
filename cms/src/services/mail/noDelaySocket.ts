import net from 'node:net';

/** The connection settings nodemailer hands to a pool's getSocket (parsed from SMTP_URL). */
interface SocketTarget {
  host?: string | undefined;
  port?: number | undefined;
  secure?: boolean | undefined;
}

type SocketCallback = (err: Error | null, socketOptions?: { connection: net.Socket }) => void;

/**
 * Opens the TCP connection of a pooled SMTP session with Nagle's algorithm off. On a reused
 * connection nodemailer writes each command and the message as separate small writes; with
 * Nagle on, each waits for the server's delayed ACK (~40 ms on Linux), which capped a
 * connection at ~20 e-mails a second. With TCP_NODELAY a message takes about a millisecond on
 * loopback. nodemailer still does the SMTP (and, for smtps://, the TLS) handshake on it.
 *
 * The socket is handed over while it is still connecting, never as an error: nodemailer's pool
 * (9.x) does not retire a connection whose getSocket reported an error, so five refused
 * connections left the pool with no free slot and every later e-mail pending for good. Handed
 * over, a refused or dropped connection fails through nodemailer's own socket handlers (the
 * e-mail is rejected within milliseconds and the slot is freed); a host that never answers fails
 * on nodemailer's greeting timeout.
 */
export function noDelaySocket(target: SocketTarget, callback: SocketCallback): void {
  const port = Number(target.port) || (target.secure ? 465 : 587);
  const socket = net.connect({ host: target.host ?? 'localhost', port, noDelay: true });
  callback(null, { connection: socket });
}
