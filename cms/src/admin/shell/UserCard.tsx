'use client';

import type { ReactNode } from 'react';
import type { User } from '@blog/shared';
import { TR } from '@blog/shared';
import { NavIcon } from './NavIcon';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toLocaleUpperCase('tr-TR') || 'A';
}

/** An address that may wrap after its '@' ('admin@' / 'example.com') rather than mid-word. */
function breakAfterAt(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Avatar (or initials), name, e-mail and the logout button at the foot of the sidebar. */
export function UserCard({ user, onLogout, busy }: { user: User | null; onLogout: () => void; busy: boolean }) {
  const name = user?.name?.trim() || TR.auth.adminUserFallback;
  return (
    <div className="adm-user">
      {user?.avatar ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className="adm-user__avatar" src={user.avatar} alt="" width={40} height={40} />
      ) : (
        <span className="adm-user__avatar adm-user__avatar--initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className="adm-user__text">
        <p className="adm-user__name" title={name}>
          {name}
        </p>
        {user?.email ? (
          <p className="adm-user__email" title={user.email}>
            {breakAfterAt(user.email)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="adm-user__logout"
        onClick={onLogout}
        disabled={busy}
        aria-label={TR.shell.logout}
        title={TR.shell.logout}
      >
        <NavIcon name="logout" />
      </button>
    </div>
  );
}
