/**
 * The engine's test switches: files in the data folder that the pipeline tests create to break
 * an update on purpose (paths: @blog/shared/siteEngine). Production never has them. (The CMS has
 * its own: cms/src/services/testSwitches.ts.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { paths } from './config';

export const testSwitches = {
  /** inject-broken-template: the server bundle includes a template that throws (a failed build). */
  brokenTemplate: (): boolean => existsSync(paths.testSwitches.brokenTemplate),
  /** test-slow-writes: every write of an update waits this long (ms; 400 unless the file says), so a kill lands mid-update. */
  slowWritesMs: (): number => {
    if (!existsSync(paths.testSwitches.slowWrites)) return 0;
    return Number(readFileSync(paths.testSwitches.slowWrites, 'utf8')) || 400;
  },
  /** test-engine-stall: an update first blocks the event loop this long (ms; 30,000 unless the file says), as a hung engine would. */
  stallMs: (): number => {
    if (!existsSync(paths.testSwitches.stall)) return 0;
    return Number(readFileSync(paths.testSwitches.stall, 'utf8')) || 30_000;
  },
  /** Written into the journal: the process a test kills mid-update. */
  journalMark: () => ({ pid: process.pid }),
};
