// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, ERROR_CODES, TR } from '@blog/shared';

vi.mock('../../src/admin/lib/api', async () => ({ api: (await import('./support/mocks')).api }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));

import { TransferScreen } from '../../src/admin/transfer/TransferScreen';
import { TestProviders } from './support/providers';

const report = {
  format: 'wordpress',
  created: [{ title: 'Reading the Morning Tide', slug: 'reading-the-morning-tide', status: 'PUBLISHED' }],
  unchanged: ['three-knots'],
  conflicts: [{ slug: 'old-post', message: TR.transfer.conflict('old-post') }],
  invalid: [],
  drafted: [{ source: 'wp:1246', title: 'Password Protected', message: TR.transfer.draft.password }],
  skipped: [TR.transfer.skippedType('page', 'About')],
  media: 1,
  categories: ['Sailing'],
  tags: ['Weather'],
  subscribers: 0,
  remoteImages: ['https://cdn.example.net/photos/rope.jpg'],
  notes: [TR.transfer.gutenberg(10)],
  siteQueued: true,
};

const renderScreen = () =>
  render(
    <TestProviders>
      <TransferScreen />
    </TestProviders>,
  );

const choose = (name: string) => {
  const input = screen.getByLabelText(TR.transfer.chooseFile) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['<rss/>'], name)] } });
};

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('the import and export screen', () => {
  it('asks for a file before it uploads', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: TR.transfer.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TR.transfer.start }));
    expect(screen.getByText(TR.transfer.noFile)).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('uploads the file, shows the progress, then the Turkish report', async () => {
    api.upload.mockResolvedValue({ data: { id: 7, state: 'running', phase: 'reading', done: 0, total: 0 } });
    api.get
      .mockResolvedValueOnce({ data: { id: 7, state: 'running', phase: 'writing', done: 1, total: 2 } })
      .mockResolvedValueOnce({ data: { id: 7, state: 'done', phase: 'writing', done: 2, total: 2, report } });
    renderScreen();
    choose('export.xml');
    fireEvent.click(screen.getByRole('button', { name: TR.transfer.start }));
    await screen.findByText(`${TR.transfer.running} ${TR.transfer.progress(1, 2)}`, {}, { timeout: 3000 });
    const region = await screen.findByRole('region', { name: TR.transfer.reportTitle }, { timeout: 4000 });
    const form = api.upload.mock.calls[0]![1] as FormData;
    expect(api.upload.mock.calls[0]![0]).toBe('transfer/import');
    expect((form.get('file') as File).name).toBe('export.xml');
    expect(api.get).toHaveBeenCalledWith('transfer/import/7');
    expect(within(region).getByRole('heading', { name: `${TR.transfer.report.created} (1)` })).toBeTruthy();
    expect(within(region).getByText('Reading the Morning Tide (/reading-the-morning-tide/, PUBLISHED)')).toBeTruthy();
    expect(within(region).getByText(TR.transfer.conflict('old-post'))).toBeTruthy();
    expect(within(region).getByRole('heading', { name: `${TR.transfer.report.drafted} (1)` })).toBeTruthy();
    expect(within(region).getByText(`Password Protected: ${TR.transfer.draft.password}`)).toBeTruthy();
    expect(within(region).getByText('https://cdn.example.net/photos/rope.jpg')).toBeTruthy();
    expect(within(region).getByText(TR.transfer.siteQueued)).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith(TR.transfer.done);
  });

  it("shows the server's reason when the file is refused", async () => {
    api.upload.mockRejectedValue(new ApiError(TR.transfer.unknownFormat, ERROR_CODES.BAD_REQUEST, 400));
    renderScreen();
    choose('notes.txt');
    fireEvent.click(screen.getByRole('button', { name: TR.transfer.start }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TR.transfer.unknownFormat);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: TR.transfer.start }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('names the item and the reason when an import stops, not only that it failed', async () => {
    const reason = TR.transfer.itemFailed('Reading the Morning Tide', TR.transfer.unexpected);
    api.upload.mockResolvedValue({ data: { id: 8, state: 'running', phase: 'reading', done: 0, total: 0 } });
    api.get.mockResolvedValueOnce({ data: { id: 8, state: 'failed', phase: 'writing', done: 0, total: 2, error: reason } });
    renderScreen();
    choose('export.xml');
    fireEvent.click(screen.getByRole('button', { name: TR.transfer.start }));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain(TR.transfer.failedTitle);
    expect(alert.textContent).toContain(reason);
    expect(alert.textContent).not.toContain(TR.transfer.failed);
  });
});
