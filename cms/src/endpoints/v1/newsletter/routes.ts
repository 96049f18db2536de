import type { RouteDef } from '../router';

export const newsletterRoutes: RouteDef[] = [];
