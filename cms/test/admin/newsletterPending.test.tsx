// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './support/mocks';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { TR, paginationMeta } from '@blog/shared';

vi.mock('../../src/admin/lib/api', async () => ({ api: (await import('./support/mocks')).api }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));

import { NewsletterScreen } from '../../src/admin/newsletter/NewsletterScreen';
import { statFigures } from '../../src/admin/newsletter/subscriptions';
import { TestProviders } from './support/providers';
import { sub } from './support/newsletterFixtures';

/** Confirmed sign-ups (NEWSLETTER_CONFIRM): pending rows and their count, apart from the inactive. */

beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockImplementation(async (path: string) => {
    if (path === 'newsletter/admin/stats')
      return { data: { totalSubscriptions: 10, activeSubscriptions: 6, subscriptionsThisWeek: 3, pendingSubscriptions: 3 } };
    const items = [sub(1), sub(2, { isActive: false, isPending: true }), sub(4)];
    return { data: items, meta: { pagination: paginationMeta(3, 1, 20) } };
  });
});
afterEach(cleanup);

describe('pending sign-ups in the back office', () => {
  it('counts them apart: inactive is total − active − pending', () => {
    expect(
      statFigures({ totalSubscriptions: 10, activeSubscriptions: 6, subscriptionsThisWeek: 3, pendingSubscriptions: 3 }),
    ).toEqual({
      total: 10,
      active: 6,
      inactive: 1,
      pending: 3,
      thisWeek: 3,
    });
  });

  it("shows 'Onay bekliyor' on a pending row and a card with their number", async () => {
    render(
      <TestProviders>
        <NewsletterScreen />
      </TestProviders>,
    );
    const row = (await screen.findByText('abone2@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText(TR.newsletter.pending)).toBeTruthy();
    const other = screen.getByText('abone4@example.com').closest('tr') as HTMLElement;
    expect(within(other).getByText(TR.newsletter.inactive)).toBeTruthy();
    const card = (label: string) => screen.getByText(label).closest('.adm-stat') as HTMLElement;
    await waitFor(() => expect(within(card(TR.newsletter.stats.pending)).getByText('3')).toBeTruthy());
    expect(within(card(TR.newsletter.stats.inactive)).getByText('1')).toBeTruthy();
  });
});
