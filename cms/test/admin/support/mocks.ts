import { vi } from 'vitest';
import type * as NotifyModule from '../../../src/admin/lib/notify';

/**
 * The admin's API client and toasts as spies, one set per test file. A test imports them, and
 * its vi.mock factories hand the same objects to the screens:
 *   vi.mock('…/lib/api', async () => ({ api: (await import('./support/mocks')).api }));
 *   vi.mock('…/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
 */
export const api = {
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  del: vi.fn(),
  upload: vi.fn(),
  download: vi.fn(),
};

export const toasts = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };

/** The notify module with its toasts spied; apiError words its message as the real one does. */
export function spiedNotify(real: typeof NotifyModule): typeof NotifyModule {
  return {
    ...real,
    notify: {
      ...real.notify,
      ...toasts,
      apiError: (error: unknown, fallback: string) => {
        const text = real.describeError(error, fallback);
        toasts.error(text);
        return text;
      },
    },
  };
}
