import { useCallback, useRef, useState, type RefObject } from 'react';
import { TR } from '@blog/shared';
import { notify } from '../lib/notify';
import { checkImageFiles } from './fileChecks';
import { imageMarkdown, insertBlock } from './markdownInsert';
import { uploadImages } from './uploadImages';

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
  const valueRef = useRef(value);
  valueRef.current = value;

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const problem = checkImageFiles(files);
      if (problem) {
        notify.error(problem);
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

  return { uploading, addFiles };
}
