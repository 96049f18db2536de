/**
 * Worker thread entry of the markdown pool (./markdownPool.ts): parses a post body (parse +
 * render + plain text, as the site does) within the shared bounds and answers its reading time. Bundled with esbuild at
 * `npm run build` into cms/.worker/ (scripts/build-markdown-worker.mjs): Next bundles cms/src,
 * so this file has no path of its own at run time.
 */
import { parentPort } from 'node:worker_threads';
import { postContentProblem, readingTimeMinutes } from '@blog/shared';

export interface MarkdownRequest {
  id: number;
  markdown: string;
}

/** The reading time, or why the body is refused by the shared bounds (size, nesting): then it is not parsed. */
export type MarkdownResult = { id: number; readingTime: number } | { id: number; problem: string };

parentPort?.on('message', ({ id, markdown }: MarkdownRequest) => {
  // The bounds check is linear but walks every line: here too, not on the server's event loop.
  const problem = postContentProblem(markdown);
  const result: MarkdownResult = problem ? { id, problem } : { id, readingTime: readingTimeMinutes(markdown) };
  parentPort?.postMessage(result);
});
