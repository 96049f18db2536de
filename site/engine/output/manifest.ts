/**
 * One manifest per update under data/site/manifests/: the files it added, changed and removed
 * (site paths relative to the build root), so a CDN deploy uploads only those. A full build
 * lists every file as added. The newest 200 are kept.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteManifest } from '@blog/shared/siteEngine';
import { paths } from '../config';

/** What an update says of itself (@blog/shared/siteEngine's type, read by the CDN deploy); the time is added here. */
type Manifest = Omit<SiteManifest, 'at'>;

const KEEP = 200;

export async function writeManifest(manifest: Manifest): Promise<string> {
  await mkdir(paths.manifests, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${manifest.kind}.json`;
  const file = path.join(paths.manifests, name);
  await writeFile(`${file}.tmp`, JSON.stringify({ ...manifest, at: new Date().toISOString() } satisfies SiteManifest, null, 1));
  await rename(`${file}.tmp`, file);
  await writeFile(path.join(paths.manifests, 'latest.tmp'), name);
  await rename(path.join(paths.manifests, 'latest.tmp'), path.join(paths.manifests, 'latest'));
  const names = (await readdir(paths.manifests)).filter((n) => n.endsWith('.json')).sort();
  await Promise.all(
    names.slice(0, Math.max(0, names.length - KEEP)).map((n) => rm(path.join(paths.manifests, n), { force: true })),
  );
  return file;
}
