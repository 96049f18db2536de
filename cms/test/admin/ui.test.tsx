// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../src/admin/ui/ConfirmDialog';
import { ConfirmProvider } from '../../src/admin/ui/ConfirmProvider';
import { useConfirm } from '../../src/admin/ui/useConfirm';
import { Pagination } from '../../src/admin/ui/Pagination';
import { pageWindow, rangeText } from '../../src/admin/ui/pageWindow';

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

  it('traps focus inside: Tab on the last wraps to the first and Shift+Tab back', () => {
    render(<ConfirmDialog {...base} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const cancel = screen.getByRole('button', { name: 'İptal' });
    const confirm = screen.getByRole('button', { name: 'Sil' });
    expect(document.activeElement).toBe(cancel);
    const dialog = screen.getByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
  });

  it('useConfirm resolves true or false and returns focus to the opener', async () => {
    const answers: boolean[] = [];
    function Opener() {
      const confirm = useConfirm();
      return (
        <button type="button" onClick={() => void confirm({ title: 'Arşivle', message: 'Emin misiniz?', confirmText: 'Arşivle', variant: 'warning' }).then((value) => answers.push(value))}>
          aç
        </button>
      );
    }
    render(
      <ConfirmProvider>
        <Opener />
      </ConfirmProvider>,
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
