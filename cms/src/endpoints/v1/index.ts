import { compile } from './router';
import { systemRoutes } from './system';
import { authRoutes } from './auth';
import { postRoutes } from './posts';
import { adminPostRoutes } from './adminPosts';
import { taxonomyRoutes } from './taxonomies';
import { newsletterRoutes } from './newsletter';
import { uploadRoutes } from './uploads';
import { transferRoutes } from './transfer';
import { revisionRoutes } from './revisions';

/** Every /api/v1 call, one module per resource. Order does not matter: the router matches fixed segments first. */
export const routes = compile([
  ...systemRoutes,
  ...authRoutes,
  ...postRoutes,
  ...adminPostRoutes,
  ...taxonomyRoutes,
  ...newsletterRoutes,
  ...uploadRoutes,
  ...transferRoutes,
  ...revisionRoutes,
]);
