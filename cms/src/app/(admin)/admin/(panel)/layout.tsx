import type { ReactNode } from 'react';
import { AdminGuard } from '@/admin/shell/AdminGuard';
import { AdminShell } from '@/admin/shell/AdminShell';

export default function PanelLayout({ children }: { children: ReactNode }) {
  return (
    <AdminGuard>
      <AdminShell>{children}</AdminShell>
    </AdminGuard>
  );
}
