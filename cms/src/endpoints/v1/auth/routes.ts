import type { RouteDef } from '../router';
import { login } from './login';
import { logout } from './logout';
import { refresh } from './refresh';
import { changePassword, me, updateProfile } from './me';
import { demo } from './demo';

export const authRoutes: RouteDef[] = [
  { method: 'POST', path: 'auth/login', access: 'public', lang: 'tr', handler: login },
  { method: 'POST', path: 'auth/logout', access: 'public', lang: 'tr', handler: logout },
  { method: 'POST', path: 'auth/refresh', access: 'public', lang: 'tr', handler: refresh },
  { method: 'GET', path: 'auth/me', access: 'user', handler: me },
  { method: 'PUT', path: 'auth/profile', access: 'user', handler: updateProfile },
  { method: 'POST', path: 'auth/change-password', access: 'user', handler: changePassword },
  { method: 'GET', path: 'auth/demo-credentials', access: 'public', lang: 'tr', handler: demo },
];
