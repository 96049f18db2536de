/**
 * An import's report and progress, as the server keeps them and the admin's 'İçe / Dışa Aktar'
 * screen shows them (cms/src/services/transfer, cms/src/admin/transfer).
 */
import type { DbId } from './validation/ids';

export type ImportFormat = 'wordpress' | 'ghost' | 'markdown';

export interface ImportReport {
  format: ImportFormat;
  created: { title: string; slug: string; status: string }[];
  unchanged: string[];
  conflicts: { slug: string; message: string }[];
  invalid: { source: string; title: string; message: string }[];
  /** Posts imported as drafts because the rules refuse them as published as they were (absent in older reports). */
  drafted?: { source: string; title: string; message: string }[];
  skipped: string[];
  media: number;
  categories: string[];
  tags: string[];
  subscribers: number;
  remoteImages: string[];
  notes: string[];
  /** Whether a site update was queued (once, for the whole import). */
  siteQueued: boolean;
  seconds: number;
}

export interface ImportJob {
  /** A row of the import-jobs collection: a number on SQLite, an ObjectId on MongoDB. */
  id: DbId;
  state: 'running' | 'done' | 'failed';
  /** Reading (converting the bodies), then writing. */
  phase: 'reading' | 'writing';
  done: number;
  total: number;
  startedAt: string;
  report?: ImportReport;
  error?: string;
}
