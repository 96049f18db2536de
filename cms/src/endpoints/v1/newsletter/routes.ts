import type { RouteDef } from '../router';
import { subscribeHandler } from './subscribe';
import { unsubscribeHandler } from './unsubscribe';
import { statusHandler } from './status';
import {
  bulkUnsubscribeHandler,
  deleteHandler,
  getHandler,
  listHandler,
  setStatusHandler,
} from './adminSubscriptions';
import { exportHandler, statsHandler } from './adminReports';

export const newsletterRoutes: RouteDef[] = [
  { method: 'POST', path: 'newsletter/subscribe', access: 'public', handler: subscribeHandler },
  { method: 'POST', path: 'newsletter/unsubscribe', access: 'public', handler: unsubscribeHandler },
  { method: 'GET', path: 'newsletter/status', access: 'public', handler: statusHandler },
  { method: 'GET', path: 'newsletter/admin/subscriptions', access: 'admin', handler: listHandler },
  { method: 'GET', path: 'newsletter/admin/subscriptions/:id', access: 'admin', handler: getHandler },
  { method: 'DELETE', path: 'newsletter/admin/subscriptions/:id', access: 'admin', handler: deleteHandler },
  { method: 'PATCH', path: 'newsletter/admin/subscriptions/:id/status', access: 'admin', handler: setStatusHandler },
  { method: 'GET', path: 'newsletter/admin/stats', access: 'admin', handler: statsHandler },
  { method: 'GET', path: 'newsletter/admin/export', access: 'admin', handler: exportHandler },
  { method: 'POST', path: 'newsletter/admin/bulk-unsubscribe', access: 'admin', handler: bulkUnsubscribeHandler },
];
