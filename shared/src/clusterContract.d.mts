export declare const WORKER_ENV: {
  readonly slot: 'BLOG_WORKER';
  readonly siteWorker: 'BLOG_SITE_WORKER';
  readonly firstWorker: 'BLOG_FIRST_WORKER';
  readonly replaces: 'BLOG_REPLACES';
};
export declare const SITE_SLOT: 1;
export type WorkerEnv = Partial<Record<(typeof WORKER_ENV)[keyof typeof WORKER_ENV], string>>;
export declare function workerEnv(slot: number, options?: { first?: boolean; replaces?: string }): WorkerEnv;

export declare const CLUSTER_MESSAGE: { readonly ready: 'ready'; readonly site: 'site'; readonly siteReply: 'site-reply' };

/** What a worker asks of the site process. */
export type SiteMessage =
  { kind: 'update' } | { kind: 'change-queued' } | { kind: 'preview'; post: unknown; banner: string; timeoutMs: number };

/** Worker → primary: this worker answers (slot 1's readiness starts the others). */
export interface ReadyMessage {
  blog: 'ready';
}
/** Worker → primary → site worker; `id` when an answer is awaited, `from` added by the primary. */
export type SiteRequest = SiteMessage & { blog: 'site'; id?: number; from?: number };
/** Site worker → primary → the asking worker (`to`, its slot). */
export interface SiteReply {
  blog: 'site-reply';
  id: number;
  to?: number;
  result: unknown;
}
export type ClusterMessage = ReadyMessage | SiteRequest | SiteReply;

export declare function isClusterMessage(message: unknown): message is ClusterMessage;
export declare const NO_SITE_PROCESS: { readonly ok: false; readonly reason: 'no-site' };
export declare function instanceId(pid?: number): string;
