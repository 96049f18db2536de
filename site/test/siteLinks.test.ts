import { describe, expect, it, vi } from 'vitest';
import { DEMO_SITE_LINKS, readSiteLinks } from '../src/lib/siteLinks';

const from = (env: Record<string, string>) => (name: string) => env[name];

describe('the About and social links (SITE_ABOUT_URL, SITE_SOCIAL_*)', () => {
  it('a fresh (demo) install, with nothing set, has the external About link and social links', () => {
    const links = readSiteLinks(from({}));
    expect(links.about).toEqual({ href: DEMO_SITE_LINKS.SITE_ABOUT_URL, external: true });
    expect(links.social.map((link) => link.label)).toEqual(['X (Twitter)', 'GitHub', 'LinkedIn']);
  });

  it('set to empty, a link is removed; with no defaults, nothing that is not set is shown', () => {
    expect(
      readSiteLinks(from({ SITE_ABOUT_URL: '  ', SITE_SOCIAL_X: '', SITE_SOCIAL_GITHUB: '', SITE_SOCIAL_LINKEDIN: '' })),
    ).toEqual({
      about: null,
      social: [],
    });
    expect(readSiteLinks(from({}), undefined, {})).toEqual({ about: null, social: [] });
  });

  it('a set value replaces the demo one', () => {
    const links = readSiteLinks(from({ SITE_ABOUT_URL: 'https://example.org/me', SITE_SOCIAL_GITHUB: 'https://github.com/ada' }));
    expect(links.about?.href).toBe('https://example.org/me');
    expect(links.social.find((link) => link.icon === 'github')?.href).toBe('https://github.com/ada');
  });

  it('takes an external About URL or a path on the site', () => {
    expect(readSiteLinks(from({ SITE_ABOUT_URL: 'https://example.org/me' })).about).toEqual({
      href: 'https://example.org/me',
      external: true,
    });
    expect(readSiteLinks(from({ SITE_ABOUT_URL: ' /blog/about/ ' })).about).toEqual({ href: '/blog/about/', external: false });
  });

  it('lists the set social links in a fixed order; Mastodon gets rel="me"', () => {
    const { social } = readSiteLinks(
      from({
        SITE_SOCIAL_MASTODON: 'https://mastodon.social/@ada',
        SITE_SOCIAL_GITHUB: 'https://github.com/ada',
        SITE_SOCIAL_X: 'https://x.com/ada',
      }),
      undefined,
      {},
    );
    expect(social).toEqual([
      { label: 'X (Twitter)', href: 'https://x.com/ada', icon: 'x-logo', me: false },
      { label: 'GitHub', href: 'https://github.com/ada', icon: 'github', me: false },
      { label: 'Mastodon', href: 'https://mastodon.social/@ada', icon: 'mastodon', me: true },
    ]);
  });

  it('ignores, with a warning, a value that is not an http(s) URL', () => {
    const warn = vi.fn();
    const links = readSiteLinks(
      from({ SITE_ABOUT_URL: 'javascript:alert(1)', SITE_SOCIAL_X: 'x.com/ada', SITE_SOCIAL_LINKEDIN: '//evil.example' }),
      warn,
      {},
    );
    expect(links).toEqual({ about: null, social: [] });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toContain('SITE_ABOUT_URL');
    expect(readSiteLinks(from({ SITE_ABOUT_URL: '//evil.example/' }), warn, {}).about).toBeNull();
  });
});
