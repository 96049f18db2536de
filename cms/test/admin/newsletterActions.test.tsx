// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TR, type NewsletterStats } from '@blog/shared';

vi.mock('../../src/admin/lib/api', async () => ({ api: (await import('./support/mocks')).api }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));

import { NewsletterScreen } from '../../src/admin/newsletter/NewsletterScreen';
import { TestProviders } from './support/providers';
import { listReply, sub } from './support/newsletterFixtures';
import { csvFilename } from '../../src/admin/newsletter/subscriptions';

let stats: NewsletterStats = { totalSubscriptions: 45, activeSubscriptions: 32, subscriptionsThisWeek: 4 };
let total = 45;

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

describe('newsletter rows and actions', () => {
  it('rows show the badge, the source or Bilinmiyor, and the tr-TR date and time', async () => {
    renderScreen();
    const row = (await screen.findByText('abone3@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Aktif')).toBeTruthy();
    expect(within(row).getByText(TR.unknown)).toBeTruthy();
    expect(
      within(row).getByText(
        new Date('2026-03-05T14:07:00.000Z').toLocaleString('tr-TR', {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        }),
      ),
    ).toBeTruthy();
    const inactive = screen.getByText('abone2@example.com').closest('tr') as HTMLElement;
    expect(within(inactive).getByText('Deaktif')).toBeTruthy();
    expect(within(inactive).getByRole('button', { name: /Aktifleştir/ })).toBeTruthy();
  });

  it('empty states differ with and without a search', async () => {
    total = 0;
    renderScreen();
    await screen.findByText(TR.newsletter.empty);
    expect(screen.getByText(TR.newsletter.emptyHint)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(TR.newsletter.searchLabel), { target: { value: 'kimse' } });
    await screen.findByText(TR.newsletter.emptySearchHint('kimse'), undefined, { timeout: 2000 });
  });

  it('toggles after a warning confirmation whose button is the action word; busy row; reloads', async () => {
    let finish: (value: unknown) => void = () => undefined;
    api.patch.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderScreen();
    const row = (await screen.findByText('abone1@example.com')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Deaktive Et/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.className).toContain('adm-dialog--warning');
    expect(within(dialog).getByRole('button', { name: 'İptal' })).toBeTruthy();
    const listCalls = api.get.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktive Et' }));
    await waitFor(() => expect(api.patch).toHaveBeenCalledWith('newsletter/admin/subscriptions/1/status', { isActive: false }));
    for (const button of within(row).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    finish({ data: sub(1, { isActive: false }) });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(TR.newsletter.deactivated));
    await waitFor(() => expect(api.get.mock.calls.length).toBeGreaterThan(listCalls));
  });

  it('deletes after a danger confirmation; a failure toasts the spec text', async () => {
    api.del.mockRejectedValueOnce(new Error('boom'));
    renderScreen();
    const row = (await screen.findByText('abone2@example.com')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /^Sil/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.className).toContain('adm-dialog--danger');
    expect(dialog.textContent).toContain(TR.irreversible);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(TR.newsletter.deleteFailed));
    expect(api.del).toHaveBeenCalledWith('newsletter/admin/subscriptions/2');
  });

  it("a list failure toasts 'Abonelikler yüklenirken hata oluştu'", async () => {
    api.get.mockImplementation(async (path: string) => {
      if (path === 'newsletter/admin/stats') return { data: stats };
      throw new Error('down');
    });
    renderScreen();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(TR.newsletter.listFailed));
  });
});

describe('CSV export', () => {
  it('names the file newsletter-subscriptions-{YYYY-MM-DD}.csv', () => {
    expect(csvFilename(new Date('2026-03-05T12:00:00Z'))).toBe('newsletter-subscriptions-2026-03-05.csv');
  });

  it('downloads through a Blob and an <a download>, with activeOnly only for the active filter', async () => {
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    api.download.mockResolvedValue({ text: 'email,status,source,createdAt\n', filename: 'x.csv' });
    renderScreen();
    await screen.findByText('abone1@example.com');
    fireEvent.click(screen.getByRole('button', { name: TR.newsletter.download }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(TR.newsletter.exported));
    expect(api.download).toHaveBeenLastCalledWith('newsletter/admin/export', { activeOnly: undefined });
    expect(clicked[0]?.download).toBe(csvFilename());
    expect(createUrl.mock.calls[0]?.[0]).toBeInstanceOf(Blob);

    fireEvent.change(screen.getByLabelText(TR.newsletter.filterLabel), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: TR.newsletter.download }));
    await waitFor(() => expect(api.download).toHaveBeenLastCalledWith('newsletter/admin/export', { activeOnly: true }));

    api.download.mockRejectedValueOnce(new Error('no'));
    fireEvent.click(await screen.findByRole('button', { name: TR.newsletter.download }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(TR.newsletter.exportFailed));
    click.mockRestore();
    createUrl.mockRestore();
    revokeUrl.mockRestore();
  });
});
