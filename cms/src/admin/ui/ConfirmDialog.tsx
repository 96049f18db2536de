'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { TR } from '@blog/shared';
import type { ConfirmOptions } from './confirmContext';

export { useConfirm } from './useConfirm';
export { ConfirmProvider } from './ConfirmProvider';
export type { ConfirmOptions } from './confirmContext';

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const ICONS = { danger: '!', warning: '!', info: 'i' } as const;

/** An alertdialog: focus moves in and is trapped, Escape cancels, focus returns on close. */
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
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="adm-dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onCancel()}>
      <div
        ref={dialogRef}
        className={`adm-dialog adm-dialog--${variant}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
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
          <button
            type="button"
            className={`adm-btn ${variant === 'danger' ? 'adm-btn--danger' : variant === 'warning' ? 'adm-btn--warning' : 'adm-btn--primary'}`}
            onClick={onConfirm}
          >
            {confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
