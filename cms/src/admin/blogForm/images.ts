import { useCallback, useRef, useState, type RefObject } from 'react';
import {
  EN,
  IMAGE_COMPRESSION,
  TR,
  classifyFileError,
  validateImageFile,
  validateImageFiles,
  type UploadedImage,
} from '@blog/shared';
import { api } from '../lib/api';
import { notify } from '../lib/notify';

/** Images of a post: checked, optionally compressed, uploaded, and written into the markdown. */

/** POST upload/image, multipart field `image`, with upload progress. */
export function uploadImage(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file, file.name);
  return api.upload<UploadedImage>('upload/image', form, onProgress);
}

/** The notice for a failed client-side file check: size or type notice, else the check's text. */
function fileErrorNotice(error: string): string {
  const kind = classifyFileError(error);
  if (kind === 'size') return TR.upload.tooLarge;
  if (kind === 'type') return TR.upload.badType;
  return error;
}

/**
 * A refused file: the short notice (toast) and the check's own text, which says the limit or
 * the allowed types ('File size too large. Maximum allowed: 5 MB'), shown under the field.
 */
export interface FileProblem {
  notice: string;
  detail: string;
}

const problemOf = (error: string): FileProblem => ({ notice: fileErrorNotice(error), detail: error });

/** null when the file may be uploaded, else what to show. */
export function checkImageFile(file: File | null | undefined): FileProblem | null {
  const check = validateImageFile(file);
  return check.valid ? null : problemOf(check.error);
}

/** Same for several files, checked one by one. */
function checkImageFiles(files: readonly File[]): FileProblem | null {
  const check = validateImageFiles(files);
  return check.valid ? null : problemOf(check.error);
}

export interface CompressOptions {
  maxWidth: number;
  maxHeight: number;
  quality: number;
}

/** The size that fits within max width × height, aspect ratio kept, never enlarged. */
function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width, height };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Types the canvas re-encodes; GIFs (maybe animated) go as they are. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Optional compression before upload (spec section 5): scales down to fit 1920×1080 and
 * re-encodes at quality 0.8 on a canvas. Returns the original file when that is not smaller
 * or the browser cannot do it.
 */
export async function compressImage(file: File, options: CompressOptions = IMAGE_COMPRESSION): Promise<File> {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!COMPRESSIBLE.has(type) || typeof document === 'undefined' || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height, options.maxWidth, options.maxHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await toBlob(canvas, type, options.quality);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name, { type, lastModified: Date.now() });
  } catch {
    return file;
  }
}

/** `![alt](url)` with the characters that would end the alt or the URL escaped. */
function imageMarkdown(alt: string, url: string): string {
  const safeAlt = alt.replace(/[[\]\\]/g, '\\$&');
  const safeUrl = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
  return `![${safeAlt}](${safeUrl})`;
}

/** A file's name without its extension, as alt text ('my-photo.jpg' → 'my-photo'). */
function altFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim() || 'image';
}

/**
 * Inserts `snippet` as its own block at the selection (replacing it), with blank lines around
 * it where needed. Returns the new text and the cursor position after the snippet.
 */
function insertBlock(text: string, start: number, end: number, snippet: string): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${snippet}${trail}`;
  return { text: before + inserted + after, cursor: before.length + lead.length + snippet.length };
}

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
async function uploadImages(files: readonly File[], compress: boolean): Promise<MultiUploadResult> {
  const settled = await Promise.allSettled(
    files.map(async (file) => {
      const body = compress ? await compressImage(file) : file;
      const result = await uploadImage(body);
      return { alt: altFromFileName(file.name), url: result.data.url };
    }),
  );
  const uploaded = settled.flatMap((entry) => (entry.status === 'fulfilled' ? [entry.value] : []));
  const total = files.length;
  return { uploaded, failed: total - uploaded.length, total, message: EN.imagesUploaded(uploaded.length, total) };
}

export interface BodyImagesOptions {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  compress: boolean;
}

/**
 * Images dropped, pasted or chosen for the body: checked, uploaded in parallel, and inserted at
 * the cursor as `![alt](url)`, with the '{n}/{total} images uploaded successfully' toast.
 */
export function useBodyImages({ textareaRef, value, onChange, compress }: BodyImagesOptions) {
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const problem = checkImageFiles(files);
      setRefused(problem?.detail ?? null);
      if (problem) {
        notify.error(problem.notice);
        return;
      }
      setUploading(true);
      try {
        const result = await uploadImages(files, compress);
        if (result.uploaded.length > 0) {
          const snippet = result.uploaded.map((image) => imageMarkdown(image.alt, image.url)).join('\n\n');
          const textarea = textareaRef.current;
          const current = valueRef.current;
          const start = textarea?.selectionStart ?? current.length;
          const end = textarea?.selectionEnd ?? current.length;
          const next = insertBlock(current, start, end, snippet);
          onChange(next.text);
          requestAnimationFrame(() => {
            const area = textareaRef.current;
            if (!area || area.hidden) return;
            area.focus();
            area.setSelectionRange(next.cursor, next.cursor);
          });
        }
        if (result.failed === 0) notify.success(result.message);
        else if (result.uploaded.length > 0) notify.warning(result.message);
        else notify.error(`${TR.blogForm.imagesFailed} (${result.message})`);
      } finally {
        setUploading(false);
      }
    },
    [compress, onChange, textareaRef],
  );

  /** refused: the last refused selection's detail (limit, allowed types), until the next one. */
  return { uploading, addFiles, refused };
}
