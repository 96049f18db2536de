import sharp from 'sharp';
import { mediaUrl } from '../../../lib/mediaUrl';
import { writeOptions, type SeedRun } from '../run';

export interface SeedImage {
  svg: string;
  /** File name without extension. */
  name: string;
  alt: string;
  /** JPEG for photos-like covers, PNG for flat diagrams. */
  format: 'jpeg' | 'png';
}

/** Rasterises an SVG with sharp (no downloads): the file the media collection stores. */
export async function renderImage(image: SeedImage): Promise<{ data: Buffer; mimetype: string; name: string }> {
  const pipeline = sharp(Buffer.from(image.svg));
  const data =
    image.format === 'jpeg'
      ? await pipeline.jpeg({ quality: 84 }).toBuffer()
      : await pipeline.png({ compressionLevel: 6 }).toBuffer();
  return { data, mimetype: `image/${image.format}`, name: `${image.name}.${image.format === 'jpeg' ? 'jpg' : 'png'}` };
}

/** Stores a rendered image in the media collection; returns its public URL (/media/<file>). */
export async function uploadImage(
  run: SeedRun,
  image: SeedImage,
  rendered?: { data: Buffer; mimetype: string; name: string },
): Promise<string> {
  const file = rendered ?? (await renderImage(image));
  const doc = await run.payload.create({
    collection: 'media',
    data: { alt: image.alt },
    file: { ...file, size: file.data.length },
    ...writeOptions(run),
  });
  const url = doc.url ?? mediaUrl(doc.filename);
  if (!url) throw new Error(`[seed] the image ${image.name} was stored without a file name`);
  return url;
}
