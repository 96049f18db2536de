/**
 * The site's build-time settings, read in one place.
 * CMS_URL: where the loaders read `/api/v1` while building. SITE_URL: canonical origin.
 */
import { EN } from '@blog/shared';

function readEnv(name: 'CMS_URL' | 'SITE_URL' | 'PORT'): string | undefined {
  const fromProcess = typeof process !== 'undefined' ? process.env[name] : undefined;
  const value = fromProcess || import.meta.env[name];
  return value ? value.trim() : undefined;
}

// Like the CMS: without a URL the platform is on this machine, on PORT.
const DEFAULT_ORIGIN = `http://localhost:${readEnv('PORT') || 3000}`;

function origin(value: string | undefined): string {
  return (value || DEFAULT_ORIGIN).replace(/\/+$/, '');
}

export const CMS_URL = origin(readEnv('CMS_URL'));
export const SITE_URL = origin(readEnv('SITE_URL'));

export const SITE_NAME = EN.site.name;
export const SITE_DESCRIPTION = EN.site.tagline;
export const ABOUT_URL = 'https://github.com';

export const SOCIAL_LINKS = [
  { label: 'GitHub', href: 'https://github.com', icon: 'github' },
  { label: 'X (Twitter)', href: 'https://x.com', icon: 'x' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com', icon: 'linkedin' },
] as const;

/** Absolute URL on the public origin for a site path or a media URL. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${SITE_URL}/`).toString();
}
