/**
 * The paths of the inline SVG icons (components/Icon.astro). A module of its own: a component's
 * frontmatter runs on every render, and this table was rebuilt ~20 times a page.
 */
import { CALLOUT_ICON_PATHS } from '@blog/shared/markdown';

export const ICON_PATHS = {
  ...CALLOUT_ICON_PATHS,
  'arrow-left': '<path d="M19 12H5"/><path d="m12 19-7-7 7-7"/>',
  'arrow-right': '<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  calendar: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="m21 21-4.3-4.3"/>',
  home: '<path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"/>',
  external: '<path d="M15 3h6v6"/><path d="M10 14 21 3"/><path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/>',
  copy: '<rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/>',
  check: '<path d="M20 6 9 17l-5-5"/>',
  rss: '<path d="M4 11a9 9 0 0 1 9 9"/><path d="M4 4a16 16 0 0 1 16 16"/><circle cx="5" cy="19" r="1"/>',
  tag: '<path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  folder: '<path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>',
  mail: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/>',
  trending: '<path d="m22 7-8.5 8.5-5-5L2 17"/><path d="M16 7h6v6"/>',
  github:
    '<path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.9a3.4 3.4 0 0 0-.9-2.6c3.1-.3 6.4-1.5 6.4-7A5.4 5.4 0 0 0 20 4.8 5 5 0 0 0 19.9 1S18.7.7 16 2.5a13.4 13.4 0 0 0-7 0C6.3.7 5.1 1 5.1 1A5 5 0 0 0 5 4.8a5.4 5.4 0 0 0-1.5 3.7c0 5.5 3.3 6.7 6.4 7a3.4 3.4 0 0 0-.9 2.6V22"/>',
  x: '<path d="M4 4l16 16M20 4 4 20"/>',
  'x-logo': '<path d="M4 4l6.7 8.9L4.3 20h1.5l5.6-6.2L16 20h4l-7-9.4L19 4h-1.5l-5.2 5.7L8 4z"/>',
  linkedin:
    '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/>',
  mastodon:
    '<path d="M21 8.6c0-4-2.6-5.2-2.6-5.2-1.3-.6-3.6-.9-6-.9h-.8c-2.4 0-4.7.3-6 .9 0 0-2.6 1.2-2.6 5.2 0 .9 0 2 .1 3.2.1 4 .7 8 4.4 9 1.7.5 3.2.5 4.4.5 2.1-.1 3.3-.8 3.3-.8l-.1-1.6s-1.5.5-3.2.4c-1.7-.1-3.4-.2-3.7-2.2v-.7s1.7.4 3.8.5c1.3.1 2.5-.1 3.7-.2 2.3-.3 4.3-1.7 4.5-3 .4-2 .3-5.1.3-5.1z"/><path d="M8 13V9.2a1.7 1.7 0 0 1 3.4 0v2.3M11.4 11.5V9.2a1.7 1.7 0 0 1 3.4 0V13"/>',
  bluesky:
    '<path d="M12 11.5C10.6 8.7 6.9 3.6 4 3.6c-1.9 0-2 2.2-2 3.2 0 1.3.7 5 1.2 5.8 1.4 2.2 4.4 2.1 6.3 1.6-3.3.6-5.2 2.6-2.7 5 3.3 3.1 4.6-.9 5.2-3 .6 2.1 1.9 6.1 5.2 3 2.5-2.4.6-4.4-2.7-5 1.9.5 4.9.6 6.3-1.6.5-.8 1.2-4.5 1.2-5.8 0-1-.1-3.2-2-3.2-2.9 0-6.6 5.1-8 7.9z"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  moon: '<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/>',
  logo: '<path d="M4 19.5V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14"/><path d="M4 19.5A1.5 1.5 0 0 0 5.5 21H20"/><path d="M8 7h8M8 11h6"/>',
} as const;

export type IconName = keyof typeof ICON_PATHS;
