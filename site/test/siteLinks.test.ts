import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LINKS, SOCIAL_SETTINGS, readSiteLinks } from '../src/lib/siteLinks';

const from = (env: Record<string, string>) => (name: string) => env[name];

describe('the About and social links (SITE_ABOUT_URL, SITE_SOCIAL_*)', () => {
  it('a default install has the About link and social links (spec section 2), opening real pages', () => {
    const links = readSiteLinks(from({}));
    expect(links.about).toEqual({ href: DEFAULT_LINKS.SITE_ABOUT_URL, external: true });
    expect(links.social.map((link) => link.label)).toEqual(['X (Twitter)', 'GitHub', 'LinkedIn']);
    // Not a bare placeholder such as https://github.com: each points at a page.
    for (const link of links.social) expect(new URL(link.href).pathname.length).toBeGreaterThan(1);
  });

  it('a variable set empty removes its link; the others keep their defaults', () => {
    const links = readSiteLinks(from({ SITE_ABOUT_URL: '  ', SITE_SOCIAL_GITHUB: '' }));
    expect(links.about).toBeNull();
    expect(links.social.map((link) => link.label)).toEqual(['X (Twitter)', 'LinkedIn']);
    const none = Object.fromEntries(SOCIAL_SETTINGS.map((setting) => [setting.env, '']));
    expect(readSiteLinks(from({ ...none, SITE_ABOUT_URL: '' }))).toEqual({ about: null, social: [] });
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
        SITE_SOCIAL_LINKEDIN: '',
        SITE_SOCIAL_MASTODON: 'https://mastodon.social/@ada',
        SITE_SOCIAL_GITHUB: 'https://github.com/ada',
        SITE_SOCIAL_X: 'https://x.com/ada',
      }),
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
    );
    expect(links).toEqual({
      about: null,
      social: [{ label: 'GitHub', href: DEFAULT_LINKS.SITE_SOCIAL_GITHUB, icon: 'github', me: false }],
    });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toContain('SITE_ABOUT_URL');
    expect(readSiteLinks(from({ SITE_ABOUT_URL: '//evil.example/' }), warn).about).toBeNull();
  });
});
