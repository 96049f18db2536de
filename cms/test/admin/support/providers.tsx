import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../src/admin/lib/query';
import { ConfirmProvider } from '../../../src/admin/ui/ConfirmDialog';

/**
 * What the admin shell gives every screen (AdminProviders without auth and toasts): a fresh
 * QueryClient per render, unless a test passes its own to look at the cache, and the confirm
 * dialog.
 */
export function TestProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client ?? own}>
      <ConfirmProvider>{children}</ConfirmProvider>
    </QueryClientProvider>
  );
}
