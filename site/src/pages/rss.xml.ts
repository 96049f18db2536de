/** /rss.xml: the latest public posts, newest first (a feed, not an archive: readers poll it often). */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { PAGE_SIZE } from '@blog/shared';
import { getPosts, postUrl } from '../lib/posts';
import { authorName } from '../lib/cards';
import { SITE_DESCRIPTION, SITE_NAME, SITE_URL } from '../lib/config';
import { rssItem } from '../lib/rssItem';

export const GET: APIRoute = async () => {
  const posts = await getPosts();
  return rss({
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    site: SITE_URL,
    items: posts.slice(0, PAGE_SIZE.feed).map((post) => rssItem(post, postUrl(post), authorName(post))),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-us</language>',
  });
};
