import type { RouteDef } from '../router';
import { removeImage, uploadAvatar, uploadImage } from './handlers';

/** Spec section 7, Uploads: admin only (the router enforces 401/403). */
export const uploadRoutes: RouteDef[] = [
  { method: 'POST', path: 'upload/image', access: 'admin', handler: uploadImage },
  { method: 'POST', path: 'upload/avatar', access: 'admin', handler: uploadAvatar },
  { method: 'DELETE', path: 'upload/image/:id', access: 'admin', handler: removeImage },
];
