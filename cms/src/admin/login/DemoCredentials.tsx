'use client';

import { useEffect, useState } from 'react';
import { TR } from '@blog/shared';
import { api } from '../lib/api';

interface Credentials {
  email: string;
  password: string;
}

/** The seeded login, printed only while the server still hands it out. */
export function DemoCredentials() {
  const [credentials, setCredentials] = useState<Credentials | null>(null);

  useEffect(() => {
    let active = true;
    api
      .get<Credentials | null>('auth/demo-credentials')
      .then(({ data }) => {
        if (active && data && data.email && data.password) setCredentials(data);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  if (!credentials) return null;
  return (
    <section className="adm-login__demo" aria-label={TR.login.demoTitle}>
      <p className="adm-login__demo-title">{TR.login.demoTitle}</p>
      <dl>
        <div>
          <dt>{TR.login.emailLabel}:</dt>
          <dd>{credentials.email}</dd>
        </div>
        <div>
          <dt>{TR.login.passwordLabel}:</dt>
          <dd>{credentials.password}</dd>
        </div>
      </dl>
    </section>
  );
}
