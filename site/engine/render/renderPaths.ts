/** Renders site paths and writes them through a SiteWriter, several in flight. */
import { fileOfPath, type Renderer } from './renderer';
import { pool, type SiteWriter } from '../output/writer';

const IN_FLIGHT = 8;

export async function renderPaths(renderer: Renderer, writer: SiteWriter, urlPaths: string[]): Promise<void> {
  await pool(urlPaths, IN_FLIGHT, async (urlPath) => {
    await writer.write(fileOfPath(urlPath), await renderer.render(urlPath));
  });
}
