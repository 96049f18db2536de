// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TR, formatAdminTime } from '@blog/shared';

vi.mock('../../src/admin/lib/api', async () => ({ api: (await import('./support/mocks')).api }));

import { SiteBuildStatus } from '../../src/admin/dashboard/SiteBuildStatus';
import { TestProviders } from './support/providers';

const t = TR.dashboard.site;
const failedBuild = {
  id: 7,
  status: 'failed',
  mode: 'local',
  startedAt: '2026-11-22T10:00:00.000Z',
  durationMs: 4200,
  error: 'SITE_INJECT_BROKEN',
};
const okBuild = { ...failedBuild, id: 6, status: 'success', error: null };

function serve(status: Record<string, unknown>) {
  api.get.mockResolvedValue({
    data: { mode: 'local', last: failedBuild, lastSuccess: okBuild, queued: 0, retry: null, ...status },
  });
}

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('SiteBuildStatus (the dashboard card of the last site build)', () => {
  it('shows a failed build with the time of its automatic retry', async () => {
    const at = '2026-11-22T11:32:00.000Z';
    serve({ retry: { at, attempt: 1, of: 4 } });
    render(
      <TestProviders>
        <SiteBuildStatus />
      </TestProviders>,
    );
    const label = await screen.findByText(t.retryAt(formatAdminTime(at)));
    expect(label.textContent).toMatch(/^Başarısız — yeniden deneme \d\d:\d\d$/);
    expect(screen.queryByText(t.noRetry)).toBeNull();
  });

  it('says when no automatic retry is left', async () => {
    serve({ retry: null });
    render(
      <TestProviders>
        <SiteBuildStatus />
      </TestProviders>,
    );
    expect(await screen.findByText(t.status.failed!)).toBeTruthy();
    expect(screen.getByText(t.noRetry)).toBeTruthy();
  });

  it('shows a successful build as before', async () => {
    serve({ last: okBuild });
    render(
      <TestProviders>
        <SiteBuildStatus />
      </TestProviders>,
    );
    expect(await screen.findByText(t.status.success!)).toBeTruthy();
    expect(screen.queryByText(t.noRetry)).toBeNull();
  });

  it('asks for a full rebuild of the site, and shows the queued build', async () => {
    serve({ last: okBuild });
    // The server queues the build: the status it reports from then on says so.
    api.post.mockImplementation(async () => {
      serve({ last: okBuild, queued: 1 });
      return { data: { mode: 'local', last: okBuild, lastSuccess: okBuild, queued: 1, retry: null } };
    });
    render(
      <TestProviders>
        <SiteBuildStatus />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: t.rebuild }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('blogs/admin/site-rebuild'));
    expect(await screen.findByText(t.queued(1))).toBeTruthy();
  });
});
