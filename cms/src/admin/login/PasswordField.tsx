'use client';

import { useState } from 'react';
import { TR } from '@blog/shared';

export interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A required password input with a show/hide toggle button. */
export function PasswordField({ id, value, onChange, disabled = false }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="adm-field">
      <label className="adm-label" htmlFor={id}>
        {TR.login.passwordLabel}
      </label>
      <div className="adm-password">
        <input
          id={id}
          className="adm-input"
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          required
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="adm-password__toggle"
          aria-label={visible ? TR.login.hidePassword : TR.login.showPassword}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
          </svg>
        </button>
      </div>
    </div>
  );
}
