import type { RouteDef } from '../router';

export const blogRoutes: RouteDef[] = [];
