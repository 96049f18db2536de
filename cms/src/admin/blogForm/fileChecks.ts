import { TR, classifyFileError, validateImageFile, validateImageFiles } from '@blog/shared';

/** The notice for a failed client-side file check: size or type notice, else the check's text. */
export function fileErrorNotice(error: string): string {
  const kind = classifyFileError(error);
  if (kind === 'size') return TR.upload.tooLarge;
  if (kind === 'type') return TR.upload.badType;
  return error;
}

/** null when the file may be uploaded, else the notice to show. */
export function checkImageFile(file: File | null | undefined): string | null {
  const check = validateImageFile(file);
  return check.valid ? null : fileErrorNotice(check.error);
}

/** Same for several files, checked one by one. */
export function checkImageFiles(files: readonly File[]): string | null {
  const check = validateImageFiles(files);
  return check.valid ? null : fileErrorNotice(check.error);
}
