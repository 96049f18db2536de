import type { Payload } from 'payload';
import { ERROR_CODES, TR } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { runImport } from './runImport';
import type { FileSet } from './fileSet';
import type { ImportJob } from './types';

/**
 * The admin screen's imports: the upload is read and checked in the request (a bad file is a
 * 400 and nothing more), then written in the background while the screen polls the progress.
 * In memory: one server process runs them, one at a time; the last few stay for their report.
 */

const KEEP = 10;
const globalState = globalThis as typeof globalThis & { __blogImportJobs?: { next: number; jobs: Map<number, ImportJob> } };
const state = (globalState.__blogImportJobs ??= { next: 1, jobs: new Map() });

export function startImportJob(payload: Payload, files: FileSet): ImportJob {
  if ([...state.jobs.values()].some((j) => j.state === 'running')) throw new HttpError(ERROR_CODES.CONFLICT, TR.transfer.busy);
  const job: ImportJob = {
    id: state.next++,
    state: 'running',
    phase: 'reading',
    done: 0,
    total: 0,
    startedAt: new Date().toISOString(),
  };
  state.jobs.set(job.id, job);
  for (const id of [...state.jobs.keys()].slice(0, Math.max(0, state.jobs.size - KEEP))) state.jobs.delete(id);
  runImport(payload, files, (done, total, phase = 'writing') => Object.assign(job, { done, total, phase }))
    .then((report) => Object.assign(job, { state: 'done', report, done: job.total }))
    .catch((error: unknown) => {
      payload.logger.error(`[import] failed: ${error instanceof Error ? error.message : String(error)}`);
      Object.assign(job, { state: 'failed', error: error instanceof HttpError ? error.message : TR.transfer.failed });
    });
  return job;
}

export function getImportJob(id: number): ImportJob {
  const job = state.jobs.get(id);
  if (!job) throw new HttpError(ERROR_CODES.NOT_FOUND, TR.transfer.jobNotFound);
  return job;
}
