/**
 * `slot` of the one import that runs (collections/ImportJobs): unique, so the database lets one
 * process hold it; `job-<id>` once the import ended.
 */
export const RUNNING_SLOT = 'running';
