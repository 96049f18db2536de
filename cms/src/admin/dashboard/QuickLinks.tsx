import Link from 'next/link';
import { TR } from '@blog/shared';
import { DashIcon } from './DashIcon';

/** New post, the post list, and the public site in a new tab. */
export function QuickLinks() {
  return (
    <nav className="adm-dash-quick" aria-label={TR.dashboard.quickActions}>
      <Link href="/admin/blog/new" className="adm-btn adm-btn--primary">
        <DashIcon name="plus" />
        {TR.dashboard.quickNew}
      </Link>
      <Link href="/admin/blogs" className="adm-btn adm-btn--secondary">
        <DashIcon name="list" />
        {TR.dashboard.quickList}
      </Link>
      <a href="/" target="_blank" rel="noopener noreferrer" className="adm-btn adm-btn--secondary">
        <DashIcon name="external" />
        {TR.dashboard.quickSite}
        <span className="adm-visually-hidden"> {TR.dashboard.newTab}</span>
      </a>
    </nav>
  );
}
