'use client';

import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_POSITION } from '@blog/shared';
import { AuthProvider } from './AuthProvider';
import { ConfirmProvider } from '../ui/ConfirmProvider';

/** Everything every admin screen needs: auth, confirmations and the toast stack. */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ConfirmProvider>
        {children}
        <ToastContainer position={TOAST_POSITION} newestOnTop closeOnClick pauseOnFocusLoss={false} theme="light" />
      </ConfirmProvider>
    </AuthProvider>
  );
}
