/**
 * The platform's defaults, written once in plain JavaScript so that every process reads the same
 * values: the server and the start script (scripts/*.mjs), the CMS's env module, the site's config
 * and the site engine. Each reads its own environment; only the fallbacks live here.
 */

/** Where the platform listens when PORT is not set. */
export const DEFAULT_PORT = 3000;
/** The data folder (database, secret, uploads, site builds) when DATA_DIR is not set, relative to the repository. */
export const DEFAULT_DATA_DIR = 'data';
/** Where the server binds when HOST is not set: every interface. */
export const DEFAULT_HOST = '0.0.0.0';

/** The administrator's address when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** PORT as a number, or the default when unset or empty. */
export function portFrom(vars) {
  return Number(vars.PORT || DEFAULT_PORT);
}

/** The platform on this machine at `port`: the site URL when SITE_URL is not set. */
export function localOrigin(port = DEFAULT_PORT) {
  return `http://localhost:${port}`;
}
