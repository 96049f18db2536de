import { randomInt } from 'node:crypto';
import { processSingleton } from '../../lib/processSingleton';

/** This process's side of the site lease (siteLease.ts writes it; cluster/index.ts asks `holding`). */
export interface LeaseState {
  started: boolean;
  holding: boolean;
  /** The first deploy after taking the lease uploads everything (the bucket is the last holder's). */
  deployWhole: boolean;
  token: number;
  runningQueue: boolean;
}

// One per process: Next may load the modules once per route bundle.
export const leaseState: LeaseState = processSingleton('__blogSiteLease', () => ({
  started: false,
  holding: false,
  deployWhole: false,
  token: randomInt(1, 2 ** 47),
  runningQueue: false,
}));
