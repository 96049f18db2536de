import { createContext } from 'react';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText?: string;
  /** Defaults to 'İptal'. */
  cancelText?: string;
  variant?: 'danger' | 'warning' | 'info';
}

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);
