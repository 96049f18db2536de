/**
 * The header's About link and the footer's social links, from the build's environment
 * (SITE_ABOUT_URL, SITE_SOCIAL_*; see README, Configuration). A variable that is not set
 * takes its default (DEFAULT_LINKS: spec section 2 has an About link and social links on every
 * install); one set to an empty value removes its link. A value that is not an http(s) URL (or,
 * for About, a path on the site) is ignored with a warning in the build log, so a typo never
 * becomes a broken or unsafe link.
 */
export type SocialIcon = 'x-logo' | 'github' | 'linkedin' | 'mastodon' | 'bluesky';

export interface SocialLink {
  label: string;
  href: string;
  icon: SocialIcon;
  /** rel="me": Mastodon verifies a profile link back to the site with it. */
  me: boolean;
}

export interface SiteLinks {
  /** null: no About link in the header. */
  about: { href: string; external: boolean } | null;
  social: SocialLink[];
}

/** In the footer's order. */
export const SOCIAL_SETTINGS: ReadonlyArray<{ env: string; label: string; icon: SocialIcon; me?: boolean }> = [
  { env: 'SITE_SOCIAL_X', label: 'X (Twitter)', icon: 'x-logo' },
  { env: 'SITE_SOCIAL_GITHUB', label: 'GitHub', icon: 'github' },
  { env: 'SITE_SOCIAL_LINKEDIN', label: 'LinkedIn', icon: 'linkedin' },
  { env: 'SITE_SOCIAL_MASTODON', label: 'Mastodon', icon: 'mastodon', me: true },
  { env: 'SITE_SOCIAL_BLUESKY', label: 'Bluesky', icon: 'bluesky' },
];

/** Every variable the links read (the site engine's template fingerprint includes their values). */
export const SITE_LINK_VARIABLES: readonly string[] = ['SITE_ABOUT_URL', ...SOCIAL_SETTINGS.map((setting) => setting.env)];

/**
 * What a default install shows (real pages, not bare placeholders): the platform's own project,
 * which the About link introduces; an operator sets their own or empties a variable to remove it.
 */
export const DEFAULT_LINKS: Readonly<Record<string, string>> = {
  SITE_ABOUT_URL: 'https://payloadcms.com/',
  SITE_SOCIAL_X: 'https://x.com/payloadcms',
  SITE_SOCIAL_GITHUB: 'https://github.com/payloadcms/payload',
  SITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/payload-cms/',
};

function webUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A path on the site ('/about/'), not a protocol-relative URL ('//host'). */
const sitePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//');

export function readSiteLinks(
  /** undefined: not set (the default applies); '': set empty (no link). */
  read: (name: string) => string | undefined,
  warn: (message: string) => void = (message) => console.warn(`[site] ${message}`),
): SiteLinks {
  const value = (name: string): string | null => {
    const text = (read(name) ?? DEFAULT_LINKS[name])?.trim();
    return text ? text : null;
  };
  const rejected = (name: string, text: string) =>
    warn(`${name} is not an http(s) URL, so it is not shown: ${JSON.stringify(text)}`);

  let about: SiteLinks['about'] = null;
  const aboutValue = value('SITE_ABOUT_URL');
  if (aboutValue && sitePath(aboutValue)) about = { href: aboutValue, external: false };
  else if (aboutValue) {
    const href = webUrl(aboutValue);
    if (href) about = { href, external: true };
    else rejected('SITE_ABOUT_URL', aboutValue);
  }

  const social: SocialLink[] = [];
  for (const setting of SOCIAL_SETTINGS) {
    const text = value(setting.env);
    if (!text) continue;
    const href = webUrl(text);
    if (href) social.push({ label: setting.label, href, icon: setting.icon, me: setting.me ?? false });
    else rejected(setting.env, text);
  }
  return { about, social };
}
