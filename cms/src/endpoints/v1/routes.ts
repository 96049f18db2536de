import type { RouteDef } from './router';
import { authRoutes } from './auth/routes';
import { blogRoutes } from './blogs/routes';
import { adminRoutes } from './admin/routes';
import { newsletterRoutes } from './newsletter/routes';
import { uploadRoutes } from './upload/routes';
import { systemRoutes } from './system/routes';

/**
 * Every /api/v1 call. Order matters where paths overlap: fixed segments
 * (blogs/categories, blogs/admin/...) come before blogs/:slug.
 */
export const routes: RouteDef[] = [
  ...systemRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...blogRoutes,
  ...newsletterRoutes,
  ...uploadRoutes,
];
