export type Log = (message: string) => void;

/** What an update reports (the CMS reads it over IPC: @blog/shared/siteEngine). */
export type { UpdateResult } from '@blog/shared/siteEngine';
