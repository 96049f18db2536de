import Link from 'next/link';
import { TR } from '@blog/shared';

/** Unknown /admin/* path: a Turkish not-found screen inside the admin shell, with ways back. */
export function NotFoundScreen() {
  return (
    <div className="adm-page">
      <section className="adm-card adm-notfound" aria-labelledby="adm-notfound-title">
        <p className="adm-notfound__code" aria-hidden="true">
          404
        </p>
        <h1 id="adm-notfound-title" className="adm-page-title">
          {TR.notFound.title}
        </h1>
        <p className="adm-notfound__text">{TR.notFound.text}</p>
        <div className="adm-notfound__actions">
          <Link href="/admin" className="adm-btn adm-btn--primary">
            {TR.notFound.home}
          </Link>
          <Link href="/admin/blogs" className="adm-btn adm-btn--secondary">
            {TR.notFound.blogs}
          </Link>
        </div>
      </section>
    </div>
  );
}
