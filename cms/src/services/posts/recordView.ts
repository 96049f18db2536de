import type { Payload } from 'payload';
import { ERROR_CODES, isoDay } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { dropPostEntries, publicCacheGeneration } from '../cache/publicCache';
import { addViews, type ViewOutcome, type ViewPing } from '../../db';
import { findPost } from './listPosts';
import { publicPostsWhere } from '../../access';
import { processSingleton } from '../../lib/processSingleton';

/**
 * View pings are written in groups (a group commit): a ping waits for its process's next write,
 * which takes every ping that arrived meanwhile into one transaction (db/views.ts), so a busier
 * site costs fewer writes per view. Each answer is sent after the transaction that decided it has
 * committed: an acknowledged view is never lost, whatever stops the process.
 */

/** A group's size bound (SQLite's statement limits, and a transaction kept short). */
const MAX_GROUP = 500;
/** How long a slug's post stays known to this process without a content change (the public cache's clear). */
const LOOKUP_TTL_MS = 10_000;

interface Waiting {
  ping: ViewPing;
  slug: string;
  settle: (outcome: ViewOutcome | Error) => void;
}

interface ViewState {
  waiting: Waiting[];
  writing: boolean;
  /** slug → the live post's id, valid while the public cache's generation is the same. */
  posts: Map<string, { id: number | string; slug: string; generation: number; at: number }>;
}

// One queue per process (Next may load this module once per route bundle).
const state: ViewState = processSingleton('__blogViews', () => ({ waiting: [], writing: false, posts: new Map() }));

/** The live post a slug (or id) names, from this process's memory while no content changed. */
export async function livePost(payload: Payload, key: string): Promise<{ id: number | string; slug: string } | null> {
  const generation = publicCacheGeneration();
  const known = state.posts.get(key);
  if (known && known.generation === generation && Date.now() - known.at < LOOKUP_TTL_MS) return known;
  const post = await findPost(payload, key, publicPostsWhere());
  if (!post) return null;
  if (state.posts.size >= 10_000) state.posts.clear();
  const entry = { id: post.id, slug: post.slug ?? key, generation, at: Date.now() };
  state.posts.set(key, entry);
  return entry;
}

/**
 * Counts a view of the post by the reader at `ip` once per 30 minutes, within the caller's budget
 * of calls (429 beyond it). Resolves with whether it counted and the post's count.
 */
export function recordView(
  payload: Payload,
  post: { id: number | string; slug: string },
  ip: string,
  messages: { notFound: string; limited: string },
): Promise<{ counted: boolean; viewCount: number }> {
  return new Promise((resolve, reject) => {
    state.waiting.push({
      ping: { postId: post.id, ip },
      slug: post.slug,
      settle: (outcome) => {
        if (outcome instanceof Error) return reject(outcome);
        if (outcome.kind === 'answer') return resolve({ counted: outcome.counted, viewCount: outcome.viewCount });
        if (outcome.kind === 'missing') return reject(new HttpError(ERROR_CODES.NOT_FOUND, messages.notFound));
        reject(
          new HttpError(ERROR_CODES.RATE_LIMITED, messages.limited, {
            headers: { 'retry-after': String(outcome.retryAfterSeconds) },
          }),
        );
      },
    });
    if (!state.writing) {
      state.writing = true;
      // The pings that arrive in this turn of the event loop join the first group.
      setImmediate(() => void writeGroups(payload));
    }
  });
}

async function writeGroups(payload: Payload): Promise<void> {
  while (state.waiting.length) {
    const group = state.waiting.splice(0, MAX_GROUP);
    try {
      const outcomes = await addViews(
        payload,
        group.map((w) => w.ping),
        isoDay(),
      );
      const counted = new Set<string>();
      group.forEach((waiting, i) => {
        const outcome = outcomes[i]!;
        if (outcome.kind === 'answer' && outcome.counted) counted.add(waiting.slug).add(String(waiting.ping.postId));
      });
      // Only counts moved: this process's cached answers for those posts go (the others' expire),
      // before any answer, so a read after one sees its count.
      if (counted.size) dropPostEntries([...counted]);
      group.forEach((waiting, i) => waiting.settle(outcomes[i]!));
    } catch (error) {
      for (const waiting of group) waiting.settle(error instanceof Error ? error : new Error(String(error)));
    }
  }
  state.writing = false;
}
