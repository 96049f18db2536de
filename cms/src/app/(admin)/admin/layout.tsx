import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import 'react-toastify/dist/ReactToastify.css';
import '@/admin/styles/admin.css';
import '@/admin/styles/ui.css';
import { AdminProviders } from '@/admin/lib/AdminProviders';

export const metadata: Metadata = {
  title: { default: 'Admin Paneli', template: '%s · Admin Paneli' },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The admin skin's own root layout. Rendered per request so Next can apply the CSP nonce. */
export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="tr">
      <body className="adm-body">
        <AdminProviders>{children}</AdminProviders>
      </body>
    </html>
  );
}
