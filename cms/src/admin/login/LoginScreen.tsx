'use client';

import '../styles/login.css';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { TR } from '@blog/shared';
import { useAuth } from '../lib/AuthProvider';
import { ADMIN_HOME_PATH } from '../lib/navigation';
import { notify } from '../lib/notify';
import { Spinner } from '../ui/Spinner';
import { DemoCredentials } from './DemoCredentials';
import { LoginForm } from './LoginForm';

function goPublic(): void {
  // `/` is the static site, not a Next page: a full load is the only way there.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}

/** /admin/login: only for visitors who are not signed-in admins. */
export function LoginScreen() {
  const { user, loading, isAdmin, login } = useAuth();
  const router = useRouter();

  useEffect(() => {
    if (loading || !user) return;
    if (isAdmin) router.replace(ADMIN_HOME_PATH);
    else goPublic();
  }, [loading, user, isAdmin, router]);

  const onSubmit = async (email: string, password: string) => {
    try {
      const result = await login(email, password);
      if (result.ok) {
        notify.success(TR.auth.loginSuccess);
        return;
      }
      notify.error(result.status === 429 ? result.message : TR.auth.loginFailed(result.message));
    } catch {
      notify.error(TR.genericError);
    }
  };

  if (loading || user) {
    return (
      <div className="adm-fullscreen-center">
        <Spinner size="lg" />
      </div>
    );
  }

  return (
    <main className="adm-login">
      <div className="adm-login__card">
        <div className="adm-login__brand" aria-hidden="true">
          B
        </div>
        <h1 className="adm-login__title">{TR.auth.loginTitle}</h1>
        <p className="adm-login__subtitle">{TR.login.subtitle}</p>
        <LoginForm onSubmit={onSubmit} />
        <DemoCredentials />
        <a className="adm-login__back" href="/">
          ← {TR.login.backToSite}
        </a>
      </div>
    </main>
  );
}
