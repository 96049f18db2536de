'use client';

import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TR } from '@blog/shared';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText?: string;
  /** Defaults to 'İptal'. */
  cancelText?: string;
  variant?: 'danger' | 'warning' | 'info';
}

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const ICONS = { danger: '!', warning: '!', info: 'i' } as const;
const CONFIRM_CLASS = { danger: 'adm-btn--danger', warning: 'adm-btn--warning', info: 'adm-btn--primary' } as const;

/**
 * An alertdialog on the native <dialog> opened with showModal(): the browser keeps focus inside,
 * makes the rest of the page inert and turns Escape into `cancel` (= İptal). Focus starts on
 * İptal and goes back to the opener on close.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText = TR.confirm.defaultConfirm,
  cancelText = TR.cancel,
  variant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      className={`adm-dialog adm-dialog--${variant}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        // The answer closes the dialog (by unmounting it), not the browser.
        event.preventDefault();
        onCancel();
      }}
      // A click on the backdrop lands on the <dialog> itself.
      onMouseDown={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div className="adm-dialog__head">
        <span className="adm-dialog__icon" aria-hidden="true">
          {ICONS[variant]}
        </span>
        <h2 id={titleId} className="adm-dialog__title">
          {title}
        </h2>
      </div>
      <p id={messageId} className="adm-dialog__message">
        {message}
      </p>
      <div className="adm-dialog__actions">
        <button ref={cancelRef} type="button" className="adm-btn adm-btn--ghost" onClick={onCancel}>
          {cancelText}
        </button>
        <button type="button" className={`adm-btn ${CONFIRM_CLASS[variant]}`} onClick={onConfirm}>
          {confirmText}
        </button>
      </div>
    </dialog>
  );
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/** Renders the one confirmation dialog and hands out `confirm()` through useConfirm. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const answer = useCallback((value: boolean) => {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setPending(null);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? <ConfirmDialog {...pending.options} open onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({...})) …` — needs <ConfirmProvider>. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
