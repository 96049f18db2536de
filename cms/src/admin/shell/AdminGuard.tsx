'use client';

import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useAuth } from '../lib/AuthProvider';
import { LOGIN_PATH } from '../lib/navigation';
import { Spinner } from '../ui/Spinner';

/** Only a signed-in admin gets past: signed out → login page, any other role → the public site. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin } = useAuth();
  const router = useRouter();
  const target = loading ? null : !user ? LOGIN_PATH : !isAdmin ? '/' : null;

  useEffect(() => {
    if (!target) return;
    // `/` is the static site, not a Next page: a full load is the only way there.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (target === '/') window.location.assign('/');
    else router.replace(target);
  }, [target, router]);

  if (loading || target) {
    return (
      <div className="adm-fullscreen-center">
        <Spinner size="lg" />
      </div>
    );
  }
  return <>{children}</>;
}
