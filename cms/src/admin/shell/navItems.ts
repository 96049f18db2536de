import { TR } from '@blog/shared';

export interface NavItem {
  href: string;
  label: string;
  icon: 'dashboard' | 'list' | 'plus' | 'folder' | 'mail' | 'transfer';
  /** Extra path prefixes that also mark this link current. */
  match?: string[];
}

/** The sidebar's links (spec section 2, admin shell). */
export const NAV_ITEMS: NavItem[] = [
  { href: '/admin', label: TR.shell.nav.dashboard, icon: 'dashboard' },
  { href: '/admin/blogs', label: TR.shell.nav.blogs, icon: 'list', match: ['/admin/blog/edit'] },
  { href: '/admin/blog/new', label: TR.shell.nav.newBlog, icon: 'plus' },
  { href: '/admin/categories', label: TR.shell.nav.categories, icon: 'folder', match: ['/admin/category'] },
  { href: '/admin/newsletter', label: TR.shell.nav.newsletter, icon: 'mail' },
  { href: '/admin/transfer', label: TR.shell.nav.transfer, icon: 'transfer' },
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.href === '/admin') return path === '/admin';
  if (path === item.href || path.startsWith(`${item.href}/`)) return true;
  return (item.match ?? []).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
