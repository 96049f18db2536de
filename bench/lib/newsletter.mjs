import { createRequire } from 'node:module';
import path from 'node:path';
import { adminToken, cmsDir, startPlatform } from './platform.mjs';
import { sampleMemory, treeRssMB } from './processTree.mjs';

// smtp-server is a devDependency of the cms: resolved from there, like the cms tests do.
const { SMTPServer } = createRequire(path.join(cmsDir, 'package.json'))('smtp-server');

const BENCH_READER = /^reader\d+@bench\.example\.com$/;
const HEAD_LIMIT = 16 * 1024;

/**
 * An in-process SMTP sink: accepts any sender, recipient and login, reads each message's header
 * for its Subject and drops the body as it streams in (the bench process's own memory stays
 * flat). Counts, per subject, all recipients and the bench readers among them.
 */
async function startSink() {
  const counts = new Map();
  let progressAt = Date.now();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // No STARTTLS: the sink has no certificate a client would trust.
    disabledCommands: ['STARTTLS'],
    // A stand-in for a mail relay: no reverse DNS of the client (slow, and not the platform's cost).
    disableReverseLookup: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < HEAD_LIMIT && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const header = head.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
        const subject = /^Subject:[ \t]*(.*)$/im.exec(header)?.[1]?.trim() ?? '';
        const entry = counts.get(subject) ?? { all: 0, readers: 0 };
        for (const { address } of session.envelope.rcptTo) {
          entry.all += 1;
          if (BENCH_READER.test(address.toLowerCase())) entry.readers += 1;
        }
        counts.set(subject, entry);
        progressAt = Date.now();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: server.server.address().port,
    received: (subject) => counts.get(subject) ?? { all: 0, readers: 0 },
    idleMs: () => Date.now() - progressAt,
    /** Starts the stall clock afresh (the run begins now). */
    touch: () => (progressAt = Date.now()),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function api(url, token, method, route, body) {
  const res = await fetch(`${url}/api/v1/${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)?.slice(0, 500)}`);
  return json;
}

/** Publishes a new post through the admin API (which queues its newsletter e-mail). */
async function publishPost(url, token, title) {
  const categories = await api(url, token, 'GET', 'blogs/categories');
  await api(url, token, 'POST', 'blogs/admin/blogs', {
    title,
    content: 'A post published by the newsletter benchmark.',
    excerpt: 'Newsletter benchmark post.',
    categoryId: categories.data[0].id,
    status: 'PUBLISHED',
  });
}

/** Resolves once `done()` holds; rejects when nothing arrives for `stallMs` (a stuck run). */
async function waitFor(done, sink, stallMs, describe) {
  while (!done()) {
    if (sink.idleMs() > stallMs) throw new Error(`newsletter stalled: ${describe()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Publishes, then waits for every bench reader's e-mail: the seconds in between. */
async function timeFanOut(platform, sink, token, title, subscribers, stallMs) {
  await publishPost(platform.url, token, title);
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  sink.touch();
  const progress = () =>
    `${sink.received(title).readers} of ${subscribers} bench readers after ${Math.round(elapsed())} s\n${platform.logs().slice(-3000)}`;
  await waitFor(() => sink.received(title).readers >= subscribers, sink, stallMs, progress);
  return elapsed();
}

/**
 * Newsletter fan-out: on a data folder made by prepareData(dataDir, { posts, subscribers, port }),
 * starts the platform wired to an in-process SMTP sink, publishes a post through the admin API
 * and times from the publish call's answer until the sink has the e-mail for every bench reader
 * (`subscribers` of them; the demo's own active subscribers get it too and count in `emails`).
 * Samples the platform's process tree memory meanwhile.
 *
 * @param {{ dataDir: string, port: number, subscribers: number, stallMs?: number }} options
 * @returns {Promise<{ emails: number, seconds: number, emailsPerSecond: number, peakMB: number, startMB: number, endMB: number, samples: { ms: number, mb: number }[] }>}
 */
export async function measureNewsletter({ dataDir, port, subscribers, stallMs = 60_000 }) {
  const sink = await startSink();
  let platform;
  try {
    platform = await startPlatform(dataDir, port, {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      JOBS_AUTORUN: 'true',
      MAIL_FROM: 'Bench Blog <newsletter@bench.example.com>',
    });
    const token = await adminToken(platform.url);
    const title = `Newsletter bench ${Date.now()}`;
    const startMB = Math.round(treeRssMB(platform.child.pid));
    const memory = sampleMemory(platform.child.pid);
    let seconds;
    let sampled;
    try {
      seconds = await timeFanOut(platform, sink, token, title, subscribers, stallMs);
    } finally {
      sampled = memory.stop();
    }
    const emails = sink.received(title).all;
    const endMB = Math.round(treeRssMB(platform.child.pid));
    return {
      emails,
      seconds: Math.round(seconds * 100) / 100,
      emailsPerSecond: Math.round(emails / seconds),
      peakMB: sampled.peakMB,
      startMB,
      endMB,
      samples: sampled.samples,
    };
  } finally {
    await platform?.stop();
    await sink.close();
  }
}
