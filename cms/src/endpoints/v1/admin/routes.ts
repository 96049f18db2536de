import type { RouteDef } from '../router';

export const adminRoutes: RouteDef[] = [];
