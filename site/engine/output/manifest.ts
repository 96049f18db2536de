/**
 * One manifest per update under data/site/manifests/: the files it added, changed and removed
 * (site paths relative to the build root), so a CDN deploy uploads only those. A full build
 * lists every file as added. The newest 200 are kept.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../config';

export interface Manifest {
  kind: 'full' | 'incremental';
  reason: string;
  build: string;
  added: string[];
  changed: string[];
  removed: string[];
}

const KEEP = 200;

export async function writeManifest(manifest: Manifest): Promise<string> {
  await mkdir(paths.manifests, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${manifest.kind}.json`;
  const file = path.join(paths.manifests, name);
  await writeFile(`${file}.tmp`, JSON.stringify({ ...manifest, at: new Date().toISOString() }, null, 1));
  await rename(`${file}.tmp`, file);
  await writeFile(path.join(paths.manifests, 'latest.tmp'), name);
  await rename(path.join(paths.manifests, 'latest.tmp'), path.join(paths.manifests, 'latest'));
  const names = (await readdir(paths.manifests)).filter((n) => n.endsWith('.json')).sort();
  await Promise.all(
    names.slice(0, Math.max(0, names.length - KEEP)).map((n) => rm(path.join(paths.manifests, n), { force: true })),
  );
  return file;
}
