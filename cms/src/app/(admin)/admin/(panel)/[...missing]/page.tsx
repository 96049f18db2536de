import { notFound } from 'next/navigation';

/**
 * Any /admin path no screen claims (/admin/nonexistent, /admin/blog/edit without an id): the
 * admin's own not-found screen, rendered per request like every admin page so its scripts carry
 * the CSP nonce (Next's bare default 404 is static and its scripts are refused).
 */
export default function MissingAdminPage(): never {
  notFound();
}
