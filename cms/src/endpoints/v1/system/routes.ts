import type { RouteDef } from '../router';
import { health } from './health';
import { logSearch } from './logSearch';
import { postsIndex } from './postsIndex';

export const systemRoutes: RouteDef[] = [
  { method: 'GET', path: 'health', access: 'public', handler: health },
  { method: 'POST', path: 'analytics/search', access: 'public', handler: logSearch },
  { method: 'GET', path: 'site/posts-index', access: 'public', handler: postsIndex },
];
