/**
 * /category/{slug}/rss.xml: the latest public posts of one category, newest first (beyond the
 * spec; linked from the category's archive pages). A category without public posts has no
 * archive and no feed (404). Rendered by the site engine (engine/paths.ts, `categoryFeeds`).
 */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { EN, PAGE_SIZE } from '@blog/shared';
import { archiveDescription, findArchive } from '../../../lib/archives';
import { authorName } from '../../../lib/cards';
import { SITE_NAME, SITE_URL } from '../../../lib/config';
import { postUrl } from '../../../lib/posts';
import { rssItem } from '../../../lib/rssItem';
import { siteData } from '../../../lib/siteData';
import { SITE_TEXT } from '../../../lib/siteText';

export const GET: APIRoute = async (context) => {
  const data = siteData();
  const archive = findArchive(data.posts, 'category', context.params.slug ?? '');
  if (!archive) return new Response(null, { status: 404 });
  const description = archiveDescription(data.categories, archive);
  return rss({
    title: `${SITE_NAME} · ${EN.headings.category(archive.name)}`,
    description: description || SITE_TEXT.categoryDescription(archive.name),
    site: SITE_URL,
    items: archive.posts.slice(0, PAGE_SIZE.feed).map((post) => rssItem(post, postUrl(post), authorName(post))),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-us</language>',
  });
};
