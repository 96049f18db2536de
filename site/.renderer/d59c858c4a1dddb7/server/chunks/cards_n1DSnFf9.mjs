import { p as postUrl } from './posts_CxBcI_12.mjs';
import { E as EN } from './config_D23xK3ia.mjs';

function authorName(post) {
  return post.author?.name?.trim() || EN.authorFallback;
}
function toCard(post) {
  return {
    url: postUrl(post),
    title: post.title,
    excerpt: post.summary,
    image: post.featuredImage ?? null,
    date: post.publishedAt ?? post.createdAt,
    author: authorName(post),
    category: post.category?.name ?? "",
    categorySlug: post.category?.slug ?? "",
    readingTime: post.readingTime,
    viewCount: post.viewCount
  };
}

export { authorName as a, toCard as t };
