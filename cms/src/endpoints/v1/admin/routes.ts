import type { RouteDef } from '../router';
import {
  adminChangeStatus,
  adminCreateBlog,
  adminDeleteBlog,
  adminDuplicateBlog,
  adminGetBlog,
  adminListBlogs,
  adminUpdateBlog,
} from './blogs';
import { adminBulk } from './bulk';
import { adminAnalytics } from './analytics';
import { adminSiteRebuild, adminSiteStatus } from './siteStatus';
import { createCategory, createTag, removeCategory, removeTag, updateCategory, updateTag } from './taxonomies';

/** blogs/admin/*: the server enforces ADMIN on every one. */
export const adminRoutes: RouteDef[] = [
  { method: 'GET', path: 'blogs/admin/blogs', access: 'admin', handler: adminListBlogs },
  { method: 'POST', path: 'blogs/admin/blogs', access: 'admin', handler: adminCreateBlog },
  { method: 'GET', path: 'blogs/admin/blogs/:id', access: 'admin', handler: adminGetBlog },
  { method: 'PUT', path: 'blogs/admin/blogs/:id', access: 'admin', handler: adminUpdateBlog },
  { method: 'DELETE', path: 'blogs/admin/blogs/:id', access: 'admin', handler: adminDeleteBlog },
  { method: 'PATCH', path: 'blogs/admin/blogs/:id/status', access: 'admin', handler: adminChangeStatus },
  { method: 'POST', path: 'blogs/admin/blogs/:id/duplicate', access: 'admin', handler: adminDuplicateBlog },
  { method: 'POST', path: 'blogs/admin/bulk', access: 'admin', handler: adminBulk },
  { method: 'GET', path: 'blogs/admin/analytics', access: 'admin', handler: adminAnalytics },
  { method: 'GET', path: 'blogs/admin/site-status', access: 'admin', handler: adminSiteStatus },
  { method: 'POST', path: 'blogs/admin/site-rebuild', access: 'admin', handler: adminSiteRebuild },
  { method: 'POST', path: 'blogs/admin/categories', access: 'admin', handler: createCategory },
  { method: 'PUT', path: 'blogs/admin/categories/:id', access: 'admin', handler: updateCategory },
  { method: 'DELETE', path: 'blogs/admin/categories/:id', access: 'admin', handler: removeCategory },
  { method: 'POST', path: 'blogs/admin/tags', access: 'admin', handler: createTag },
  { method: 'PUT', path: 'blogs/admin/tags/:id', access: 'admin', handler: updateTag },
  { method: 'DELETE', path: 'blogs/admin/tags/:id', access: 'admin', handler: removeTag },
];
