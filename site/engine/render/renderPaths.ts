/** Renders site paths and writes them through a SiteWriter, several in flight. */
import { fileOfPath, type Renderer } from './renderer';
import { pool, type SiteWriter } from '../output/writer';

const IN_FLIGHT = 8;

/** `timed`: told each path's render time (SITE_ENGINE_PROFILE; several render at once). */
export async function renderPaths(
  renderer: Renderer,
  writer: SiteWriter,
  urlPaths: string[],
  timed?: (urlPath: string, ms: number) => void,
): Promise<void> {
  await pool(urlPaths, IN_FLIGHT, async (urlPath) => {
    const started = Date.now();
    const page = await renderer.render(urlPath);
    timed?.(urlPath, Date.now() - started);
    await writer.write(fileOfPath(urlPath), page);
  });
}
