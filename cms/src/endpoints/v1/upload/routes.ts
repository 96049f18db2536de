import type { RouteDef } from '../router';

export const uploadRoutes: RouteDef[] = [];
