/**
 * Phase 2b, deeper pages: the paginated lists past their first page (`/page/{n}/`,
 * `/category/{slug}/page/{n}/`, `/tag/{slug}/page/{n}/`), which a publish shifts by a post and no
 * reader reaches first. Many go to the render pool's workers, which render them while the engine's
 * thread splices the related lists; a few render on the engine's thread.
 */
import type { RenderPool } from '../render/pool';
import type { Renderer } from '../render/renderer';
import { renderPaths } from '../render/renderPaths';
import type { Served } from './serve';

export async function deeper(
  renderer: Renderer,
  workers: RenderPool | null,
  served: Served,
  phases: Record<string, number>,
  since: number,
): Promise<void> {
  const { later } = served.affected;
  if (workers) {
    phases.laterInWorkers = later.length;
    await workers.render(served.model, served.writer, later);
  } else {
    await renderPaths(renderer, served.writer, later);
  }
  phases.laterMs = Date.now() - since;
}
