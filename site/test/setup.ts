/** Every test: a clean DOM and URL, and no console errors (React warnings included). */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});
