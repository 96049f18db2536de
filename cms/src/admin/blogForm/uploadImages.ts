import { EN } from '@blog/shared';
import { compressImage } from './compressImage';
import { altFromFileName } from './markdownInsert';
import { postApi } from './postApi';

export interface UploadedBodyImage {
  alt: string;
  url: string;
}

export interface MultiUploadResult {
  uploaded: UploadedBodyImage[];
  failed: number;
  total: number;
  /** '{n}/{total} images uploaded successfully' (spec section 7). */
  message: string;
}

/** Uploads the body's images in parallel; each may fail alone. Results keep the files' order. */
export async function uploadImages(files: readonly File[], compress: boolean): Promise<MultiUploadResult> {
  const settled = await Promise.allSettled(
    files.map(async (file) => {
      const body = compress ? await compressImage(file) : file;
      const result = await postApi.uploadImage(body);
      return { alt: altFromFileName(file.name), url: result.data.url };
    }),
  );
  const uploaded = settled.flatMap((entry) => (entry.status === 'fulfilled' ? [entry.value] : []));
  const total = files.length;
  return { uploaded, failed: total - uploaded.length, total, message: EN.imagesUploaded(uploaded.length, total) };
}
