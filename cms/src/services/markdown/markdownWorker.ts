/**
 * Worker thread entry of the markdown pool (./markdownPool.ts): parses a post body (parse +
 * render + plain text, as the site does) and answers its reading time. Bundled with esbuild at
 * `npm run build` into cms/.worker/ (scripts/build-markdown-worker.mjs): Next bundles cms/src,
 * so this file has no path of its own at run time.
 */
import { parentPort } from 'node:worker_threads';
import { readingTimeMinutes } from '@blog/shared';

export interface MarkdownRequest {
  id: number;
  markdown: string;
}

export interface MarkdownResult {
  id: number;
  readingTime: number;
}

parentPort?.on('message', ({ id, markdown }: MarkdownRequest) => {
  const result: MarkdownResult = { id, readingTime: readingTimeMinutes(markdown) };
  parentPort?.postMessage(result);
});
