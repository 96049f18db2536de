import type { Payload } from 'payload';
import { TR, type DbId } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { runImport } from './runImport';
import type { FileSet } from './fileSet';
import { HEARTBEAT_MS, claimImportJob, toImportJob, writeImportJob, type ImportJobFields } from './jobStore';
import type { ImportJob, ImportProgress, ImportReport } from './types';

export { readImportJob as getImportJob } from './jobStore';

/**
 * Imports as jobs in the database (jobStore.ts), whichever process runs them: the admin screen's
 * upload is read and checked in the request (a bad file is a 400 and nothing more), then written
 * in the background while the screen polls the progress on any worker; the CLI runs the same
 * job and waits for it. One import at a time across every process on the database.
 */

/** Progress reaches the database at most this often, and at each phase change. */
const PROGRESS_MS = 500;

/**
 * Writes a job's progress behind the import, never in its way: calls are coalesced (the latest
 * figures win), one write in flight at a time, a failed write is logged and the import goes on.
 * A timer writes the heartbeat while a long step reports nothing.
 */
class JobRecorder {
  private pending: ImportJobFields = {};
  private writing: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private lastWrite = Date.now();
  private phase: 'reading' | 'writing' = 'reading';
  private total = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly payload: Payload,
    private readonly id: DbId,
  ) {
    this.timer = setInterval(() => this.flush(), HEARTBEAT_MS);
    this.timer.unref();
  }

  progress(done: number, total: number, phase: 'reading' | 'writing'): void {
    Object.assign(this.pending, { done, total, phase });
    this.total = total;
    const changed = phase !== this.phase;
    this.phase = phase;
    if (changed || Date.now() - this.lastWrite >= PROGRESS_MS) this.flush();
  }

  private flush(): void {
    if (this.closed) return;
    if (this.writing) {
      this.again = true;
      return;
    }
    const fields = this.pending;
    this.pending = {};
    this.lastWrite = Date.now();
    this.writing = writeImportJob(this.payload, this.id, fields)
      .catch((error: unknown) => this.payload.logger.warn(`[import] progress of job ${this.id} not written: ${String(error)}`))
      .finally(() => {
        this.writing = null;
        if (this.again) {
          this.again = false;
          this.flush();
        }
      });
  }

  /** The last write: the outcome, after any progress write still in flight. */
  async finish(fields: ImportJobFields): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    while (this.writing) await this.writing;
    const done = fields.state === 'done' ? { done: this.total } : {};
    await writeImportJob(this.payload, this.id, { ...this.pending, ...done, ...fields });
  }
}

/** Runs the import of a claimed job and records its progress and outcome; rejects as the import does. */
async function recordRun(payload: Payload, id: DbId, files: FileSet, onProgress: ImportProgress): Promise<ImportReport> {
  const recorder = new JobRecorder(payload, id);
  const logged = (error: unknown) => payload.logger.error(`[import] job ${id} not recorded: ${String(error)}`);
  try {
    const report = await runImport(payload, files, (done, total, phase = 'writing') => {
      recorder.progress(done, total, phase);
      onProgress(done, total, phase);
    });
    await recorder.finish({ state: 'done', report }).catch(logged);
    return report;
  } catch (error) {
    const cause =
      error instanceof Error && error.cause
        ? ` (${String(error.cause instanceof Error ? (error.cause.stack ?? error.cause) : error.cause)})`
        : '';
    payload.logger.error(`[import] failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
    await recorder
      .finish({ state: 'failed', error: error instanceof HttpError ? error.message : TR.transfer.failed })
      .catch(logged);
    throw error;
  }
}

/** The screen's import: claimed (409 while another runs anywhere), then written in the background. */
export async function startImportJob(payload: Payload, files: FileSet): Promise<ImportJob> {
  const row = await claimImportJob(payload);
  // Its outcome is in the job row (and the log): nothing waits for this promise.
  recordRun(payload, row.id, files, () => {}).catch(() => {});
  return toImportJob(row);
}

/** The CLI's import: the same claim and record, awaited; rejects with TR.transfer.busy while another runs. */
export async function runImportJob(payload: Payload, files: FileSet, onProgress: ImportProgress): Promise<ImportReport> {
  const row = await claimImportJob(payload);
  return recordRun(payload, row.id, files, onProgress);
}
