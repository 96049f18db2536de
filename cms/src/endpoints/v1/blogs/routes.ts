import type { RouteDef } from '../router';
import { listBlogs, listByTaxonomy, relatedBlogs } from './list';
import { getBlog, viewBlog } from './get';
import { categories, tags } from './taxonomies';

/** Public reading calls. Fixed paths come before blogs/:slug. */
export const blogRoutes: RouteDef[] = [
  { method: 'GET', path: 'blogs', access: 'public', handler: listBlogs, cache: true },
  { method: 'GET', path: 'blogs/categories', access: 'public', handler: categories, cache: true },
  { method: 'GET', path: 'blogs/tags', access: 'public', handler: tags, cache: true },
  { method: 'GET', path: 'blogs/category/:category', access: 'public', handler: listByTaxonomy('category'), cache: true },
  { method: 'GET', path: 'blogs/tag/:tag', access: 'public', handler: listByTaxonomy('tag'), cache: true },
  { method: 'GET', path: 'blogs/:slug', access: 'public', handler: getBlog, cache: true },
  { method: 'GET', path: 'blogs/:slug/related', access: 'public', handler: relatedBlogs, cache: true },
  { method: 'POST', path: 'blogs/:slug/view', access: 'public', handler: viewBlog },
];
