'use client';

import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_POSITION } from '@blog/shared';
import { AuthProvider } from './AuthProvider';
import { AdminQueryProvider } from './query';
import { ConfirmProvider } from '../ui/ConfirmDialog';
import { useToastClearance } from './useToastClearance';

/** Everything every admin screen needs: auth, server state, confirmations and the toast stack. */
export function AdminProviders({ children }: { children: ReactNode }) {
  useToastClearance();
  return (
    <AuthProvider>
      <AdminQueryProvider>
        <ConfirmProvider>
          {children}
          <ToastContainer position={TOAST_POSITION} newestOnTop closeOnClick pauseOnFocusLoss={false} theme="light" />
        </ConfirmProvider>
      </AdminQueryProvider>
    </AuthProvider>
  );
}
