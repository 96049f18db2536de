import path from 'node:path';
import { MEDIA_REF } from './types';
import type { FileSet } from './fileSet';

const IMAGE_EXT = /\.(jpe?g|png|gif|webp)$/i;
/** WordPress's resized copies: photo-300x200.jpg is photo.jpg. */
const WP_SIZE = /-\d+x\d+(?=\.[a-z]+$)/i;
/** Where platforms keep their uploads: the part after it is matched against the archive. */
const UPLOAD_ROOTS = [/\/wp-content\/uploads\//, /\/content\/images\/(size\/w\d+\/)?/, /^\/?(static|public)\//];

const isRemote = (ref: string) => /^https?:\/\//i.test(ref) || ref.startsWith('//');

/** Finds the archive's image for a reference (a URL, a site path, a path relative to the post). */
export class ImageIndex {
  private readonly byName = new Map<string, string[]>();

  constructor(private readonly files: FileSet) {
    for (const key of files.keys()) {
      if (!IMAGE_EXT.test(key)) continue;
      const name = path.posix.basename(key).toLowerCase();
      this.byName.set(name, [...(this.byName.get(name) ?? []), key]);
    }
  }

  get imageKeys(): string[] {
    return [...this.files.keys()].filter((k) => IMAGE_EXT.test(k));
  }

  /** The archive path of the image `ref` names, or null. `fromDir`: the post file's folder. */
  resolve(ref: string, fromDir = ''): string | null {
    let pathname = ref.trim();
    if (pathname.startsWith(MEDIA_REF))
      return this.files.has(pathname.slice(MEDIA_REF.length)) ? pathname.slice(MEDIA_REF.length) : null;
    try {
      pathname = isRemote(pathname) ? new URL(pathname, 'http://x').pathname : pathname.split(/[?#]/)[0]!;
      pathname = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (!IMAGE_EXT.test(pathname)) return null;
    const candidates: string[] = [];
    if (!isRemote(ref) && !pathname.startsWith('/')) candidates.push(path.posix.join(fromDir, pathname));
    candidates.push(pathname.replace(/^\/+/, ''));
    for (const root of UPLOAD_ROOTS) {
      const at = root.exec(pathname);
      if (at) candidates.push(pathname.slice(at.index + at[0].length));
    }
    for (const candidate of candidates) {
      const found = this.bySuffix(candidate) ?? this.bySuffix(candidate.replace(WP_SIZE, ''));
      if (found) return found;
    }
    const name = path.posix.basename(pathname).toLowerCase();
    return this.byName.get(name)?.[0] ?? this.byName.get(name.replace(WP_SIZE, ''))?.[0] ?? null;
  }

  private bySuffix(candidate: string): string | null {
    const clean = path.posix.normalize(candidate).replace(/^(\.\.\/)+/, '');
    if (this.files.has(clean)) return clean;
    const hits = this.byName.get(path.posix.basename(clean).toLowerCase()) ?? [];
    return hits.find((key) => key === clean || key.endsWith(`/${clean}`)) ?? null;
  }
}

export interface ImageRefs {
  remote: Set<string>;
  missing: Set<string>;
}

/** One image reference: `media:<archive path>` when the archive has it; else kept (listed as remote or missing). */
export function resolveRef(ref: string, index: ImageIndex, refs: ImageRefs, fromDir = ''): string {
  const key = index.resolve(ref, fromDir);
  if (key) return `${MEDIA_REF}${key}`;
  if (isRemote(ref)) refs.remote.add(ref);
  else refs.missing.add(ref);
  return ref;
}

const MD_IMAGE = /(!\[[^\]]*\]\(\s*<?)([^)\s>]+)(>?(?:\s+"[^"]*")?\s*\))/g;
const HTML_IMAGE = /(<img\b[^>]*\bsrc\s*=\s*["'])([^"']+)(["'])/gi;

/** Points a Markdown body's images at archive files (`media:` keys); lists the others. */
export function rewriteImages(markdown: string, index: ImageIndex, refs: ImageRefs, fromDir = ''): string {
  const swap = (_all: string, before: string, ref: string, after: string) =>
    `${before}${resolveRef(ref, index, refs, fromDir)}${after}`;
  return markdown.replace(MD_IMAGE, swap).replace(HTML_IMAGE, swap);
}
