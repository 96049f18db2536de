/**
 * A post as an RSS item. RSS readers render <description> as HTML, while a post's summary is
 * plain text: it is HTML-escaped here, and the feed builder then XML-escapes that once more, so
 * an excerpt that says `<b>bold</b> & "quotes"` reaches the reader as those characters, not as
 * markup. (The title is plain text in RSS 2.0: escaped once, by the builder.)
 */
import type { RSSFeedItem } from '@astrojs/rss';
import { escapeHtml as escapeMarkup } from '@blog/shared/markdown';
import type { StoredPost } from './loaders/storedPost';

export function rssItem(post: StoredPost, link: string, author: string): RSSFeedItem {
  return {
    title: post.title,
    link,
    pubDate: new Date(post.publishedAt ?? post.createdAt),
    description: escapeMarkup(post.summary),
    categories: [...(post.category ? [post.category.name] : []), ...post.tags.map((tag) => tag.name)],
    // Raw XML (the builder parses customData): escaped here.
    customData: `<dc:creator>${escapeMarkup(author)}</dc:creator>`,
  };
}

/** What `rssItem` shows of a post (a feed's page key: views and bodies do not change an item). */
export function rssItemKey(post: StoredPost, author: string): string {
  const { slug, title, summary, publishedAt, createdAt, category, tags } = post;
  return JSON.stringify([
    slug,
    title,
    summary,
    publishedAt ?? createdAt,
    category?.name ?? null,
    tags.map((t) => t.name),
    author,
  ]);
}
