/** /rss.xml: the latest public posts, newest first (a feed, not an archive: readers poll it often). */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getPosts, postUrl } from '../lib/posts';
import { authorName } from '../lib/cards';
import { SITE_DESCRIPTION, SITE_NAME, SITE_URL } from '../lib/config';

const FEED_SIZE = 50;

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);

export const GET: APIRoute = async (context) => {
  const posts = await getPosts();
  return rss({
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    site: context.site ?? SITE_URL,
    items: posts.slice(0, FEED_SIZE).map((post) => ({
      title: post.title,
      link: postUrl(post),
      pubDate: new Date(post.publishedAt ?? post.createdAt),
      description: post.summary,
      categories: [...(post.category ? [post.category.name] : []), ...post.tags.map((tag) => tag.name)],
      customData: `<dc:creator>${escapeXml(authorName(post))}</dc:creator>`,
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en-us</language>',
  });
};
