import { TR } from '@blog/shared';
import { TransferError } from './errors';
import type { FileSet } from './fileSet';
import { looksLikeGhost, parseGhost, readGhost } from './readGhost';
import { MARKDOWN_FILE, readMarkdown } from './readMarkdown';
import { looksLikeWxr, parseWxr, readWxr } from './readWxr';
import type { ImportProgress, SourceBundle } from './types';

type Source = { format: 'wordpress' | 'ghost'; key: string; text: string } | { format: 'markdown' };

/** Which format the files are: a WXR .xml, a Ghost .json, else Markdown files; a TransferError for none. */
function detect(files: FileSet): Source {
  const keys = [...files.keys()];
  const hasMarkdown = keys.some((k) => MARKDOWN_FILE.test(k));
  const xml = keys.find((k) => /\.xml$/i.test(k));
  if (xml) {
    const text = files.get(xml)!.toString('utf8');
    if (looksLikeWxr(text) || !hasMarkdown) return { format: 'wordpress', key: xml, text };
  }
  const json = keys.find((k) => /\.json$/i.test(k) && !/^(categories|tags|site)\.json$/.test(k));
  if (json) {
    const text = files.get(json)!.toString('utf8');
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // A broken JSON file is reported as Ghost's when nothing else in the upload is importable.
    }
    if (looksLikeGhost(parsed) || !hasMarkdown) return { format: 'ghost', key: json, text };
  }
  if (hasMarkdown) return { format: 'markdown' };
  throw new TransferError(TR.transfer.unknownFormat);
}

/**
 * The checks that need no conversion (format, well-formed XML or JSON, the export's shape): what
 * the API answers 400 for at once, before the import goes on in the background.
 */
export function checkReadable(files: FileSet): void {
  const source = detect(files);
  if (source.format === 'wordpress') parseWxr(source.text);
  else if (source.format === 'ghost') parseGhost(source.text);
}

/** Reads every post (bodies converted to Markdown); a TransferError when the files hold none. */
export async function readBundle(files: FileSet, onProgress: ImportProgress = () => {}): Promise<SourceBundle> {
  const source = detect(files);
  const bundle =
    source.format === 'wordpress'
      ? await readWxr(source.text, files, onProgress)
      : source.format === 'ghost'
        ? await readGhost(source.text, files, onProgress)
        : await readMarkdown(files, onProgress);
  if (bundle.posts.length === 0) throw new TransferError(TR.transfer.noPosts);
  return bundle;
}
