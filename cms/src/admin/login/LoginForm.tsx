'use client';

import { useId, useState, type FormEvent } from 'react';
import { TR } from '@blog/shared';
import { PasswordField } from './PasswordField';

export interface LoginFormProps {
  /** Resolves when the attempt is over (whatever its outcome); the form is busy until then. */
  onSubmit: (email: string, password: string) => Promise<void>;
}

/** E-mail, password and 'Giriş Yap' ('İşleniyor...' and disabled while busy). */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const emailId = useId();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="adm-login__form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <div className="adm-field">
        <label className="adm-label" htmlFor={emailId}>
          {TR.login.emailLabel}
        </label>
        <input
          id={emailId}
          className="adm-input"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <PasswordField id={passwordId} value={password} onChange={setPassword} disabled={busy} />
      <button type="submit" className="adm-btn adm-btn--primary adm-btn--block adm-login__submit" disabled={busy}>
        {busy ? TR.auth.busy : TR.auth.loginSubmit}
      </button>
    </form>
  );
}
