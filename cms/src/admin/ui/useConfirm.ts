import { useContext } from 'react';
import { ConfirmContext, type ConfirmFn } from './confirmContext';

export type { ConfirmFn, ConfirmOptions } from './confirmContext';

/** `const confirm = useConfirm(); if (await confirm({...})) …` — needs <ConfirmProvider>. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
