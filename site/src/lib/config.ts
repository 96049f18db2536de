/**
 * The site's build-time settings, read in one place.
 * SITE_URL: canonical origin.
 * SITE_ABOUT_URL, SITE_SOCIAL_*: the header's About link and the footer's social links
 * (lib/siteLinks: defaults when not set, hidden when set empty).
 */
import { EN } from '@blog/shared';
import { DEFAULT_PORT, localOrigin } from '@blog/shared/defaults';
import { readSiteLinks } from './siteLinks';

function readEnv(name: string): string | undefined {
  const fromProcess = typeof process !== 'undefined' ? process.env[name] : undefined;
  const value = fromProcess || (import.meta.env[name] as string | undefined);
  return value ? value.trim() : undefined;
}

// Like the CMS: without a URL the platform is on this machine, on PORT.
const DEFAULT_ORIGIN = localOrigin(readEnv('PORT') || DEFAULT_PORT);

function origin(value: string | undefined): string {
  return (value || DEFAULT_ORIGIN).replace(/\/+$/, '');
}

export const SITE_URL = origin(readEnv('SITE_URL'));

export const SITE_NAME = EN.site.name;
export const SITE_DESCRIPTION = EN.site.tagline;

/** Like readEnv, but a variable set to '' stays '' (it removes its link instead of taking the default). */
function readLinkEnv(name: string): string | undefined {
  if (typeof process !== 'undefined' && process.env[name] !== undefined) return process.env[name];
  return import.meta.env[name] as string | undefined;
}

const links = readSiteLinks(readLinkEnv);
/** The header's About link (null: not shown). */
export const ABOUT_LINK = links.about;
/** The footer's social links (none set: no list). */
export const SOCIAL_LINKS = links.social;

/** Absolute URL on the public origin for a site path or a media URL. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${SITE_URL}/`).toString();
}
