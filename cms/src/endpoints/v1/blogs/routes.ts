import type { RouteDef } from '../router';
import { listBlogs, listByTaxonomy, relatedBlogs } from './list';
import { getBlog, viewBlog } from './get';
import { categories, tags } from './taxonomies';

/** Public reading calls. Fixed paths come before blogs/:slug. */
export const blogRoutes: RouteDef[] = [
  { method: 'GET', path: 'blogs', access: 'public', handler: listBlogs },
  { method: 'GET', path: 'blogs/categories', access: 'public', handler: categories },
  { method: 'GET', path: 'blogs/tags', access: 'public', handler: tags },
  { method: 'GET', path: 'blogs/category/:category', access: 'public', handler: listByTaxonomy('category') },
  { method: 'GET', path: 'blogs/tag/:tag', access: 'public', handler: listByTaxonomy('tag') },
  { method: 'GET', path: 'blogs/:slug', access: 'public', handler: getBlog },
  { method: 'GET', path: 'blogs/:slug/related', access: 'public', handler: relatedBlogs },
  { method: 'POST', path: 'blogs/:slug/view', access: 'public', handler: viewBlog },
];
