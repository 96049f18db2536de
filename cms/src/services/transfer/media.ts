import { createLocalReq, type PayloadRequest } from 'payload';
import { TR } from '@blog/shared';
import { mapInParallel } from '../../lib/mapInParallel';
import { mediaUrl } from '../../lib/mediaUrl';
import { SANITIZED_CONTEXT_KEY } from '../uploads/mediaStore';
import { sanitizeImage } from '../uploads/sanitizeImage';
import type { Created } from './transaction';
import { MEDIA_REF, type SourceBundle } from './types';

/** The `media:` references in a body or a cover. */
export const refsIn = (text: string): string[] => text.match(/media:[^\s)"'>]+/g) ?? [];

/**
 * Archive images become media documents through the upload pipeline (re-encoded, EXIF gone,
 * card and og renditions made by the Media collection), once per archive file per import.
 */
export class MediaImporter {
  private readonly urls = new Map<string, string | null>();
  /** Files written, so a rolled-back import can delete them (the database forgets, the disk does not). */
  readonly filenames: string[] = [];

  constructor(
    private readonly bundle: SourceBundle,
    private readonly created: Created,
  ) {}

  /** Media documents created. */
  count = 0;

  /** The stored URL for a `media:` reference (null when the file is no usable image). */
  async url(req: PayloadRequest, ref: string): Promise<string | null> {
    const key = ref.slice(MEDIA_REF.length);
    if (this.urls.has(key)) return this.urls.get(key)!;
    const data = this.bundle.files.get(key);
    let url: string | null = null;
    try {
      if (!data) throw new Error('missing');
      const image = await sanitizeImage(data);
      const doc = await req.payload.create({
        collection: 'media',
        data: { alt: null },
        file: { data: image.data, mimetype: image.mimetype, name: image.name, size: image.size },
        req,
        context: { [SANITIZED_CONTEXT_KEY]: true, seeding: true },
        depth: 0,
      });
      this.filenames.push(
        doc.filename ?? '',
        ...Object.values(doc.sizes ?? {}).map((s) => (s as { filename?: string | null })?.filename ?? ''),
      );
      this.count += 1;
      this.created.add('media', doc.id);
      url = mediaUrl(doc.filename);
    } catch {
      this.bundle.notes.push(TR.transfer.badImage(key));
    }
    this.urls.set(key, url);
    return url;
  }

  /**
   * Stores the images of these posts ahead of their writes, four at a time (each is a decode, three
   * encodes and file writes; on 2 cores a 5,000-post import with 500 images took 45 s one at a
   * time, 36 s two, 32 s four), so the bulk path's chunk finds them stored. Each on a request of
   * its own: Payload's create keeps the upload on its request (`req.file`) until after the
   * resizing, and the bucket hook reads it there, so stores sharing one put one image's bytes
   * under another's name. Only for writes outside a transaction (the bulk path's).
   */
  async prefetch(req: PayloadRequest, posts: { content: string; featuredImage?: string | undefined }[]): Promise<void> {
    const refs = [...new Set(posts.flatMap((p) => [...refsIn(p.content), ...refsIn(p.featuredImage ?? '')]))];
    await mapInParallel(refs, 4, async (ref) =>
      this.url(await createLocalReq({ context: { ...req.context } }, req.payload), ref),
    );
  }

  /** A body with its `media:` references swapped for stored URLs (an unusable one loses its image). */
  async rewrite(req: PayloadRequest, markdown: string): Promise<string> {
    const refs = [...new Set(refsIn(markdown))];
    let out = markdown;
    for (const ref of refs) {
      const url = await this.url(req, ref);
      out = out.split(ref).join(url ?? '');
    }
    return out;
  }
}
