// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TR, type NewsletterStats } from '@blog/shared';

vi.mock('../../src/admin/lib/api', async () => ({ api: (await import('./support/mocks')).api }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));

import { NewsletterScreen } from '../../src/admin/newsletter/NewsletterScreen';
import { NewsletterPagination } from '../../src/admin/newsletter/NewsletterScreen';
import { TestProviders } from './support/providers';
import { listReply } from './support/newsletterFixtures';
import { statFigures } from '../../src/admin/newsletter/subscriptions';

let stats: NewsletterStats = { totalSubscriptions: 45, activeSubscriptions: 32, subscriptionsThisWeek: 4 };
let total = 45;

function lastListQuery(): Record<string, unknown> {
  const calls = api.get.mock.calls.filter(([path]) => path === 'newsletter/admin/subscriptions');
  return (calls.at(-1)?.[1] ?? {}) as Record<string, unknown>;
}

const renderScreen = () =>
  render(
    <TestProviders>
      <NewsletterScreen />
    </TestProviders>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  stats = { totalSubscriptions: 45, activeSubscriptions: 32, subscriptionsThisWeek: 4 };
  total = 45;
  api.get.mockImplementation(async (path: string, query?: Record<string, unknown>) => {
    if (path === 'newsletter/admin/stats') return { data: stats };
    return listReply(total, query);
  });
});
afterEach(cleanup);

describe('newsletter figures', () => {
  it('computes inactive as total minus active', () => {
    expect(statFigures({ totalSubscriptions: 45, activeSubscriptions: 32, subscriptionsThisWeek: 4 })).toEqual({
      total: 45,
      active: 32,
      inactive: 13,
      thisWeek: 4,
    });
    expect(statFigures(null).inactive).toBe(0);
  });

  it('shows the four cards', async () => {
    renderScreen();
    const card = (label: string) => screen.getByText(label).closest('.adm-stat') as HTMLElement;
    await waitFor(() => expect(within(card(TR.newsletter.stats.inactive)).getByText('13')).toBeTruthy());
    expect(within(card(TR.newsletter.stats.total)).getByText('45')).toBeTruthy();
    expect(within(card(TR.newsletter.stats.active)).getByText('32')).toBeTruthy();
    expect(within(card(TR.newsletter.stats.thisWeek)).getByText('4')).toBeTruthy();
  });

  it('only logs a stats failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.get.mockImplementation(async (path: string, query?: Record<string, unknown>) => {
      if (path === 'newsletter/admin/stats') throw new Error('down');
      return listReply(total, query);
    });
    renderScreen();
    await screen.findByText('abone1@example.com');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(toasts.error).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('newsletter pagination', () => {
  it('is hidden with one page and shows range, buttons and Sayfa x / y with more', () => {
    const { rerender, container } = render(
      <NewsletterPagination page={1} totalPages={1} total={12} limit={20} onPage={() => undefined} />,
    );
    expect(container.textContent).toBe('');
    const onPage = vi.fn();
    rerender(<NewsletterPagination page={2} totalPages={3} total={45} limit={20} onPage={onPage} />);
    expect(screen.getByText('Sayfa 2 / 3')).toBeTruthy();
    expect(screen.getByText('21 - 40 of 45 results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('pages through the list with limit 20', async () => {
    renderScreen();
    await screen.findByText('Sayfa 1 / 3');
    expect(lastListQuery()).toMatchObject({ page: 1, limit: 20 });
    expect((screen.getByRole('button', { name: 'Önceki' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await screen.findByText('Sayfa 2 / 3');
    expect(lastListQuery()).toMatchObject({ page: 2 });
    expect(screen.getByText('abone21@example.com')).toBeTruthy();
  });

  it('hides the pagination with a single page', async () => {
    total = 7;
    renderScreen();
    await screen.findByText('abone7@example.com');
    expect(screen.queryByText(/^Sayfa \d+ \/ \d+$/)).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('newsletter search, filter and rows', () => {
  it('a search change reloads but keeps the page', async () => {
    renderScreen();
    await screen.findByText('Sayfa 1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await screen.findByText('Sayfa 2 / 3');
    fireEvent.change(screen.getByLabelText(TR.newsletter.searchLabel), { target: { value: '  abone ' } });
    await waitFor(() => expect(lastListQuery()).toMatchObject({ page: 2, search: 'abone' }), { timeout: 2000 });
  });

  it('the status filter sends isActive true/false or omits it, from page 1', async () => {
    renderScreen();
    await screen.findByText('Sayfa 1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await screen.findByText('Sayfa 2 / 3');
    const select = screen.getByLabelText(TR.newsletter.filterLabel);
    fireEvent.change(select, { target: { value: 'active' } });
    await waitFor(() => expect(lastListQuery()).toMatchObject({ page: 1, isActive: true }));
    fireEvent.change(select, { target: { value: 'inactive' } });
    await waitFor(() => expect(lastListQuery()).toMatchObject({ isActive: false }));
    fireEvent.change(select, { target: { value: 'all' } });
    await waitFor(() => expect(lastListQuery().isActive).toBeUndefined());
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Tümü', 'Aktif', 'Deaktif']);
  });
});
