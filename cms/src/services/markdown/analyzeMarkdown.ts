/**
 * Markdown work of the cms's request paths (a post's reading time on save, the "too complex"
 * check of every door), in the worker pool with a time budget, so no body stalls other users.
 */
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { env } from '../../env';
import { processSingleton } from '../../lib/processSingleton';
import { createMarkdownPool, MarkdownTimeoutError, MarkdownWorkerError, type MarkdownPool } from './markdownPool';

/** Where `npm run build` puts the bundled worker (cms/scripts/build-markdown-worker.mjs). */
const MARKDOWN_WORKER_FILE = path.join(env.repoRoot, 'cms', '.worker', 'markdown-worker.mjs');

/**
 * 2 s plus 20 ms per KB on a machine with a core to spare: a 200 KB article of plain prose, the
 * longest accepted, takes ~1.2 s (parse + render + text), so linear work always fits; superlinear
 * input (20 KB of one-line quotes: 4 s; 40 KB of lazy quote lines: 29 s) does not. The budget is
 * meant as work, and a busy machine gives a worker only a share of a core: with more runnable
 * processes than cores (the 1-minute load average) it grows by that ratio, at most 8 times, so an
 * ordinary post on a loaded server is not refused as too complex while a pathological one still is.
 */
export function markdownBudgetMs(markdown: string, load = loadavg()[0] ?? 0, cores = availableParallelism()): number {
  const share = Math.min(MAX_STRETCH, Math.max(1, load / cores));
  return Math.round((2000 + Math.ceil(markdown.length / 1000) * 20) * share);
}
const MAX_STRETCH = 8;

/** A reading time; or a refusal: `problem` is the shared bounds' message, none when too complex to parse in time. */
export type MarkdownOutcome = { ok: true; readingTime: number } | { ok: false; problem?: string };

function pool(): MarkdownPool {
  // One pool per process (Next may load this module in more than one bundle), started on first use.
  return processSingleton('__blogMarkdownPool', () =>
    createMarkdownPool({
      file: MARKDOWN_WORKER_FILE,
      size: Math.min(2, Math.max(1, availableParallelism())),
      budgetMs: (markdown) => markdownBudgetMs(markdown),
    }),
  );
}

/**
 * The outcomes of the last few bodies: a save asks twice (the reading-time hook, then the field
 * validator), and a refused body is not worked on again when it is sent again.
 */
const recent = new Map<string, Promise<MarkdownOutcome>>();
const RECENT_MAX = 8;

async function work(markdown: string): Promise<MarkdownOutcome> {
  try {
    const analysis = await pool().analyze(markdown);
    return 'problem' in analysis ? { ok: false, problem: analysis.problem } : { ok: true, readingTime: analysis.readingTime };
  } catch (error) {
    if (error instanceof MarkdownTimeoutError || error instanceof MarkdownWorkerError) return { ok: false };
    throw error;
  }
}

/**
 * Checks a post body against the shared bounds and parses it, off the event loop: its reading
 * time, or `ok: false` when it is past the bounds or too complex.
 */
export function analyzeMarkdown(markdown: string): Promise<MarkdownOutcome> {
  const known = recent.get(markdown);
  if (known) return known;
  const outcome = work(markdown);
  recent.set(markdown, outcome);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  // A deployment error (no bundle) is not remembered: the next save tries again.
  outcome.catch(() => {
    if (recent.get(markdown) === outcome) recent.delete(markdown);
  });
  return outcome;
}
