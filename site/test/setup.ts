/**
 * Every test: no console errors (React warnings included); with a DOM, a clean DOM and URL. Every
 * file: the modules, variables and globals it stubbed are gone after it, since the `engine`
 * project's files share a worker's modules (vitest.config.ts).
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
});

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  vi.useRealTimers();
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  if (typeof document !== 'undefined') document.body.innerHTML = '';
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});
