import { REQUEST_TIMEOUT_MS } from '@blog/shared';

/**
 * One refresh at a time across this origin's tabs, so two tabs never send the same refresh
 * token (the server would see the second as a reuse and revoke the whole family). Uses the Web
 * Locks API when the browser has it (a lock dies with its tab); otherwise a short lease in
 * localStorage that other tabs wait on (a `storage` event or its expiry ends the wait).
 */

const LOCK_NAME = 'blog-admin-auth-refresh';
export const REFRESH_LEASE_KEY = 'authRefreshLease';
/** Longer than one refresh call may take; a lease left behind by a closed tab lapses after it. */
const REFRESH_LEASE_MS = REQUEST_TIMEOUT_MS + 2_000;
const POLL_MS = 100;

const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface Lease {
  owner: string;
  until: number;
}

interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, task: () => Promise<T>): Promise<T>;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function webLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined') return null;
  const locks = (navigator as { locks?: LockManagerLike | null }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

function readLease(): Lease | null {
  const raw = storage()?.getItem(REFRESH_LEASE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Lease>;
    return typeof value.owner === 'string' && typeof value.until === 'number' ? { owner: value.owner, until: value.until } : null;
  } catch {
    return null;
  }
}

/** Resolves on the next change another tab makes to localStorage, or after `ms`. */
function nextStorageChange(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', done);
  });
}

async function withLease<T>(task: () => Promise<T>): Promise<T> {
  const store = storage();
  if (!store) return task();
  const giveUpAt = Date.now() + REFRESH_LEASE_MS;
  for (;;) {
    const lease = readLease();
    const now = Date.now();
    if (!lease || lease.owner === owner || lease.until <= now || now >= giveUpAt) break;
    await nextStorageChange(Math.min(POLL_MS, lease.until - now));
  }
  store.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner, until: Date.now() + REFRESH_LEASE_MS }));
  try {
    return await task();
  } finally {
    if (readLease()?.owner === owner) store.removeItem(REFRESH_LEASE_KEY);
  }
}

/** Runs `task` while no other tab of this origin runs its refresh. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  return locks ? locks.request(LOCK_NAME, { mode: 'exclusive' }, task) : withLease(task);
}
