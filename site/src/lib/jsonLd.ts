/** JSON-LD BlogPosting of an article page. */
import type { StoredPost } from './loaders/storedPost';
import { absoluteUrl, SITE_NAME } from './config';
import { authorName } from './cards';
import { postUrl } from './posts';

export function blogPostingJsonLd(post: StoredPost): Record<string, unknown> {
  const url = absoluteUrl(postUrl(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.featuredImage ? { image: [absoluteUrl(post.featuredImage)] } : {}),
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt ?? post.publishedAt ?? post.createdAt,
    author: { '@type': 'Person', name: authorName(post) },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.name).join(', ') } : {}),
    inLanguage: 'en',
  };
}
