import rss from '@astrojs/rss';
import { a as getPosts, p as postUrl } from '../chunks/posts_CxBcI_12.mjs';
import { a as authorName } from '../chunks/cards_n1DSnFf9.mjs';
import { c as SITE_URL, b as SITE_DESCRIPTION, S as SITE_NAME } from '../chunks/config_D23xK3ia.mjs';
export { renderers } from '../renderers.mjs';

const FEED_SIZE = 50;
const escapeXml = (text) => text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);
const GET = async (context) => {
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
      categories: [...post.category ? [post.category.name] : [], ...post.tags.map((tag) => tag.name)],
      customData: `<dc:creator>${escapeXml(authorName(post))}</dc:creator>`
    })),
    xmlns: { dc: "http://purl.org/dc/elements/1.1/" },
    customData: "<language>en-us</language>"
  });
};

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
