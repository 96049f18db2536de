/**
 * Every file of the fast tier: the modules, variables and globals it stubbed are gone after it. Its
 * files share a worker's modules (vitest.unit.config.ts), and some load env.ts on a data folder of
 * their own (vi.resetModules + vi.stubEnv): the next file must not inherit that env.ts.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});
