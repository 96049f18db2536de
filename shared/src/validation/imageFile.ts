import { UPLOAD_ALLOWED_EXTENSIONS, UPLOAD_ALLOWED_MIME_TYPES, UPLOAD_MAX_BYTES } from '../constants';
import { formatBytes } from '../format/dates';
import { EN } from '../messages/en';

/** The part of a browser File the checks read. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface FileCheckOptions {
  maxBytes?: number;
  allowedTypes?: readonly string[];
}

export type FileCheck = { valid: true } | { valid: false; error: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Client-side image check of spec section 5. */
export function validateImageFile(file: FileLike | null | undefined, options: FileCheckOptions = {}): FileCheck {
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  const allowed = options.allowedTypes ?? UPLOAD_ALLOWED_EXTENSIONS;
  if (!file) return { valid: false, error: EN.file.noFile };
  if (file.size > maxBytes) return { valid: false, error: EN.file.tooLarge(formatBytes(maxBytes)) };
  const typeOk =
    (UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()) &&
    allowed.includes(extensionOf(file.name));
  if (!typeOk) return { valid: false, error: EN.file.badType(allowed.join(', ')) };
  return { valid: true };
}

/** Checks several files one by one; errors joined as 'File N: message'. */
export function validateImageFiles(files: readonly FileLike[] | null | undefined, options: FileCheckOptions = {}): FileCheck {
  if (!files || files.length === 0) return { valid: false, error: EN.file.noFiles };
  const errors = files.flatMap((file, i) => {
    const check = validateImageFile(file, options);
    return check.valid ? [] : [EN.file.nth(i + 1, check.error)];
  });
  return errors.length === 0 ? { valid: true } : { valid: false, error: errors.join(', ') };
}

/** Classifies an error text by its words, to pick the size-error or type-error notice. */
export function classifyFileError(message: string): 'size' | 'type' | 'other' {
  const text = message.toLowerCase();
  if (/size|large|boyut|büyük/.test(text)) return 'size';
  if (/type|tür|format/.test(text)) return 'type';
  return 'other';
}
