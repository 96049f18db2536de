'use client';

import '../styles/shell.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { TR } from '@blog/shared';
import { useAuth } from '../lib/AuthProvider';
import { LOGIN_PATH } from '../lib/navigation';
import { notify } from '../lib/notify';
import { NavIcon } from './NavIcon';
import { NAV_ITEMS, isCurrent } from './navItems';
import { UserCard } from './UserCard';

/** Sidebar on a desktop, a slide-out menu behind a menu button on a phone; content on the right. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  const pathname = usePathname() ?? '';
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    sidebarRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    notify.info(TR.auth.loggedOut);
    router.replace(LOGIN_PATH);
  };

  return (
    <div className={`adm-layout${open ? ' adm-layout--menu-open' : ''}`}>
      <a className="adm-skip" href="#adm-main">
        {TR.shell.skipToContent}
      </a>
      <header className="adm-topbar">
        <button
          ref={menuButtonRef}
          type="button"
          className="adm-topbar__menu"
          aria-expanded={open}
          aria-controls="adm-sidebar"
          aria-label={open ? TR.shell.closeMenu : TR.shell.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <NavIcon name={open ? 'close' : 'menu'} />
        </button>
        <span className="adm-topbar__brand">{TR.shell.brand}</span>
      </header>
      {open ? <div className="adm-scrim" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <aside ref={sidebarRef} id="adm-sidebar" className="adm-sidebar" aria-label={TR.shell.brand}>
        <div className="adm-sidebar__brand">
          <span className="adm-sidebar__logo" aria-hidden="true">
            B
          </span>
          <span>{TR.shell.brand}</span>
        </div>
        <nav className="adm-nav" aria-label={TR.shell.mainMenu}>
          <ul>
            {NAV_ITEMS.map((item) => {
              const current = isCurrent(item, pathname);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={`adm-nav__link${current ? ' adm-nav__link--current' : ''}`}
                    aria-current={current ? 'page' : undefined}
                  >
                    <NavIcon name={item.icon} />
                    <span>{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <a className="adm-nav__link adm-nav__link--site" href="/" target="_blank" rel="noopener noreferrer">
          <NavIcon name="external" />
          <span>{TR.shell.viewSite}</span>
        </a>
        <UserCard user={user} onLogout={() => void onLogout()} busy={leaving} />
      </aside>
      <main id="adm-main" className="adm-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
