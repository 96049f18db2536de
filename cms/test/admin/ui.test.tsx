// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../src/admin/ui/ConfirmDialog';
import { TestProviders } from './support/providers';
import { useConfirm } from '../../src/admin/ui/ConfirmDialog';
import { Pagination } from '../../src/admin/ui/Pagination';
import { pageWindow, rangeText } from '../../src/admin/ui/Pagination';
import { SearchBox } from '../../src/admin/ui/SearchBox';
import { TR } from '@blog/shared';

afterEach(cleanup);

describe('Pagination', () => {
  it('shows at most 7 page buttons as a window around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("prints 'start - end of total results'", () => {
    expect(rangeText(1, 20, 45)).toBe('1 - 20 of 45 results');
    expect(rangeText(3, 20, 45)).toBe('41 - 45 of 45 results');
    expect(rangeText(1, 20, 0)).toBe('0 - 0 of 0 results');
    expect(rangeText(50, 20, 1234)).toBe('981 - 1.000 of 1.234 results');
  });

  it('moves with Önceki/Sonraki and page buttons; the current page is marked', () => {
    const onPage = vi.fn();
    render(<Pagination page={10} totalPages={20} total={400} limit={20} onPage={onPage} />);
    const pages = screen.getAllByRole('button', { name: /^Sayfa \d+$/ });
    expect(pages.map((button) => button.textContent)).toEqual(['7', '8', '9', '10', '11', '12', '13']);
    expect(screen.getByRole('button', { name: 'Sayfa 10' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('181 - 200 of 400 results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 13' }));
    expect(onPage.mock.calls).toEqual([[9], [11], [13]]);
  });

  it('disables Önceki on the first page and Sonraki on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={2} total={30} limit={20} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Önceki' }).hasAttribute('disabled')).toBe(true);
    rerender(<Pagination page={2} totalPages={2} total={30} limit={20} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Sonraki' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('ConfirmDialog', () => {
  const base = { title: 'Blogu sil', message: 'Bu işlem geri alınamaz', confirmText: 'Sil', open: true };

  it('is an accessible alertdialog; Escape cancels', () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog {...base} onConfirm={vi.fn()} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Blogu sil' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'İptal' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('opens as a modal <dialog> (focus kept inside, the page behind inert), focus on İptal; closes when it goes', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { rerender } = render(<ConfirmDialog {...base} variant="warning" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog') as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(dialog.className).toContain('adm-dialog--warning');
    expect(screen.getByRole('button', { name: 'Sil' }).className).toContain('adm-btn--warning');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'İptal' }));
    rerender(<ConfirmDialog {...base} open={false} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    showModal.mockRestore();
  });

  it("the browser's cancel (Escape) answers İptal and leaves the closing to the answer", () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog {...base} onConfirm={vi.fn()} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog') as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('useConfirm resolves true or false and returns focus to the opener', async () => {
    const answers: boolean[] = [];
    function Opener() {
      const confirm = useConfirm();
      return (
        <button
          type="button"
          onClick={() =>
            void confirm({ title: 'Arşivle', message: 'Emin misiniz?', confirmText: 'Arşivle', variant: 'warning' }).then(
              (value) => answers.push(value),
            )
          }
        >
          aç
        </button>
      );
    }
    render(
      <TestProviders>
        <Opener />
      </TestProviders>,
    );
    const opener = screen.getByRole('button', { name: 'aç' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Arşivle' }));
    fireEvent.click(opener);
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await act(async () => undefined);
    expect(answers).toEqual([true, false]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('useDebounced', () => {
  it('passes a value on once it has stayed the same for the delay', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useDebounced } = await import('@blog/shared/react');
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ value }) => useDebounced(value, 500), { initialProps: { value: 'a' } });
      rerender({ value: 'ab' });
      act(() => vi.advanceTimersByTime(300));
      rerender({ value: 'abc' });
      act(() => vi.advanceTimersByTime(499));
      expect(result.current).toBe('a');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe('abc');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('SearchBox', () => {
  function Box(props: { busyLabel?: string | null; resultLine?: string }) {
    const [value, setValue] = useState('');
    return <SearchBox value={value} onChange={setValue} label="Kategori ara" placeholder="Ara..." {...props} />;
  }

  it('is a labelled type=search field whose clear button empties it and gives the focus back', () => {
    render(<Box />);
    const input = screen.getByRole('searchbox', { name: 'Kategori ara' }) as HTMLInputElement;
    expect(input.type).toBe('search');
    expect(input.placeholder).toBe('Ara...');
    expect(screen.queryByRole('button', { name: TR.clearSearch })).toBeNull();
    fireEvent.change(input, { target: { value: 'react' } });
    fireEvent.click(screen.getByRole('button', { name: TR.clearSearch }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: TR.clearSearch })).toBeNull();
    fireEvent.change(input, { target: { value: 'vite' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });

  it('shows the spinner only with a busy label, and the result line only where a screen has one', () => {
    const { rerender } = render(<SearchBox value="" onChange={() => {}} label="Blog ara" placeholder="" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[aria-live]')).toBeNull();
    rerender(<SearchBox value="a" onChange={() => {}} label="Blog ara" placeholder="" busyLabel="Aranıyor..." resultLine="" />);
    expect(screen.getByRole('status').textContent).toBe('Aranıyor...');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    rerender(
      <SearchBox
        value="a"
        onChange={() => {}}
        label="Blog ara"
        placeholder=""
        resultLine="3 kategoriden 1 tanesi gösteriliyor"
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('3 kategoriden 1 tanesi gösteriliyor').getAttribute('aria-live')).toBe('polite');
  });
});
