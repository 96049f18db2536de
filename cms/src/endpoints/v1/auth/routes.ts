import type { RouteDef } from '../router';

export const authRoutes: RouteDef[] = [];
