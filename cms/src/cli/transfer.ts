/**
 * npm run import -- PATH   (a WXR .xml, a Ghost .json, a folder or .zip of Markdown files)
 * npm run export -- PATH   (writes one .zip: posts, media, categories, tags, subscribers)
 *
 * Runs Payload in this process on DATA_DIR's database, as a tool (startPayload.ts): the jobs
 * runner stays off here, so the one site update the import queues is built by the running server
 * (or at its next start).
 */
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { startPayload } from './startPayload';

const [command, target] = process.argv.slice(2);
// npm runs workspace scripts in cms/: a relative PATH is the caller's (INIT_CWD: npm's record of
// where the command was typed, not configuration).
// eslint-disable-next-line no-restricted-properties
const resolved = target ? path.resolve(process.env.INIT_CWD ?? process.cwd(), target) : '';
if ((command !== 'import' && command !== 'export') || !target) {
  console.error('usage: npm run import -- PATH | npm run export -- PATH');
  process.exit(2);
}

const payload = await startPayload();
let code = 0;
try {
  if (command === 'import') {
    const { readPath } = await import('../services/transfer/fileSet');
    const { runImportJob } = await import('../services/transfer/jobs');
    const { formatReport } = await import('../services/transfer/formatReport');
    let last = 0;
    // A job like the screen's: refused while another import runs on this database, shown on the screen.
    const report = await runImportJob(payload, await readPath(resolved), (done, total, phase) => {
      if (done === total || Date.now() - last > 1000) {
        last = Date.now();
        process.stdout.write(`\r${phase === 'reading' ? 'reading' : 'writing'} ${done} / ${total}   `);
      }
    });
    process.stdout.write('\n');
    console.log(formatReport(report));
    const rate = report.created.length / Math.max(report.seconds, 0.001);
    console.log(
      JSON.stringify({ created: report.created.length, seconds: report.seconds, postsPerSecond: Number(rate.toFixed(1)) }),
    );
  } else {
    const { exportArchive } = await import('../services/transfer/exportArchive');
    const { data, summary } = await exportArchive(payload);
    // Every subscriber's address: a new file, 0600 from the moment it exists (one that was there,
    // perhaps readable by others, is replaced rather than written into).
    await rm(resolved, { force: true });
    const file = await open(resolved, 'wx', 0o600);
    try {
      await file.writeFile(data);
    } finally {
      await file.close();
    }
    console.log(`${resolved}: ${JSON.stringify(summary)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  code = 1;
}
await payload.destroy();
// A pipe drops what is still buffered at exit: the last line (the bench reads it) is flushed first.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
process.exit(code);
