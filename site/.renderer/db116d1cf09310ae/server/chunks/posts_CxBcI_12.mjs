import { P as PAGE_SIZE } from './constants_D8e4qDw1.mjs';

function siteData() {
  const data = globalThis.__BLOG_SITE_DATA__;
  if (!data) throw new Error("No site data: pages are rendered by the site engine (site/engine), which provides it.");
  return data;
}

const time = (value) => value ? Date.parse(value) || 0 : 0;
function byPublishedDesc(a, b) {
  return time(b.publishedAt) - time(a.publishedAt) || time(b.createdAt) - time(a.createdAt);
}
function byViewsDesc(a, b) {
  return b.viewCount - a.viewCount || byPublishedDesc(a, b);
}
async function getPosts() {
  return siteData().posts;
}
async function getPost(slug) {
  return postIndex(siteData().posts).bySlug.get(slug);
}
function featuredPost(posts) {
  return [...posts].sort(byViewsDesc)[0];
}
function trendingPosts(posts, count = PAGE_SIZE.trending) {
  return [...posts].sort(byViewsDesc).slice(0, count);
}
const indexes = /* @__PURE__ */ new WeakMap();
function postIndex(posts) {
  let index = indexes.get(posts);
  if (!index) {
    const all = [...posts].sort(byPublishedDesc);
    const byCategory = /* @__PURE__ */ new Map();
    for (const post of all) {
      const id = post.category?.id;
      if (id === void 0) continue;
      const list = byCategory.get(id);
      if (list) list.push(post);
      else byCategory.set(id, [post]);
    }
    index = { all, byCategory, bySlug: new Map(all.map((post) => [post.slug, post])) };
    indexes.set(posts, index);
  }
  return index;
}
function relatedPosts(post, posts, count = PAGE_SIZE.relatedOnArticle) {
  const { all, byCategory } = postIndex(posts);
  const categoryId = post.category?.id;
  const sameCategory = categoryId === void 0 ? [] : byCategory.get(categoryId) ?? [];
  const pool = sameCategory.some((other) => other.slug !== post.slug) ? sameCategory : all;
  const related = [];
  for (const other of pool) {
    if (related.length >= count) break;
    if (other.slug !== post.slug) related.push(other);
  }
  return related;
}
function byCountDesc(a, b) {
  return b.blogCount - a.blogCount || a.name.localeCompare(b.name, "en");
}
async function popularTags(count = PAGE_SIZE.sidebarTags) {
  return [...siteData().tags].sort(byCountDesc).slice(0, count);
}
async function getCategories() {
  return [...siteData().categories].sort(byCountDesc);
}
async function sidebarCategories(count = PAGE_SIZE.sidebarTags) {
  return (await getCategories()).slice(0, count);
}
async function getTags() {
  return [...siteData().tags].sort(byCountDesc);
}
function postUrl(post) {
  return `/blog/${encodeURIComponent(post.slug)}/`;
}

export { getPosts as a, getPost as b, popularTags as c, sidebarCategories as d, getTags as e, featuredPost as f, getCategories as g, postUrl as p, relatedPosts as r, siteData as s, trendingPosts as t };
