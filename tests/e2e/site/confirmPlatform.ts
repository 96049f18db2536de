import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A second platform for the confirmed sign-up specs: the e2e runner's platform runs the demo's
 * flow (NEWSLETTER_CONFIRM unset), so this one is started with NEWSLETTER_CONFIRM=true, sending
 * through a real SMTP server in this process. It serves the runner's already built site
 * (SITE_DIST, no build of its own: SITE_BUILD=off); the islands call its own /api/v1.
 */

const root = path.resolve(import.meta.dirname, '../../..');

export interface Mail {
  to: string[];
  subject: string;
  /** The message, quoted-printable decoded. */
  text: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startSmtp(): Promise<{ url: string; mails: Mail[]; close: () => Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        const subject = /^Subject:\s*(.*)$/im.exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? '';
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => server.close(() => r())) };
}

export interface ConfirmPlatform {
  url: string;
  mails: Mail[];
  /** The end of the platform's own output (printed when a test against it fails). */
  logTail: () => string;
  close: () => Promise<void>;
}

export async function startConfirmPlatform(): Promise<ConfirmPlatform> {
  const siteDist = path.join(process.env.E2E_DATA_DIR ?? '', 'site', 'current');
  if (!process.env.E2E_DATA_DIR) throw new Error('E2E_DATA_DIR is not set: run through scripts/e2e.mjs');
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-e2e-confirm-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'cms.db')}`,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SITE_URL: url,
    SITE_DIST: siteDist,
    SITE_BUILD: 'off',
    TRUST_PROXY: 'true',
    SMTP_URL: smtp.url,
    JOBS_AUTORUN: 'true',
    NEWSLETTER_CONFIRM: 'true',
    REBUILD_WEBHOOK_URL: '',
    WEB_CONCURRENCY: '1',
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the confirm platform exited (${child.exitCode}):\n${logs.join('').slice(-3000)}`);
    }
    const ok = await fetch(`${url}/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the confirm platform did not start:\n${logs.join('').slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, mails: smtp.mails, logTail: () => logs.join('').slice(-4000), close };
}
