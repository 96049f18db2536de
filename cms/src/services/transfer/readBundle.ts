import { TR } from '@blog/shared';
import { TransferError } from './errors';
import type { FileSet } from './fileSet';
import { looksLikeGhost, readGhost } from './readGhost';
import { MARKDOWN_FILE, readMarkdown } from './readMarkdown';
import { looksLikeWxr, readWxr } from './readWxr';
import type { SourceBundle } from './types';

/** Which format the files are (a WXR .xml, a Ghost .json, else Markdown files) and reads them. */
export function readBundle(files: FileSet): SourceBundle {
  const keys = [...files.keys()];
  const xml = keys.find((k) => /\.xml$/i.test(k));
  if (xml) {
    const text = files.get(xml)!.toString('utf8');
    if (looksLikeWxr(text) || !keys.some((k) => MARKDOWN_FILE.test(k))) return checked(readWxr(text, files));
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
    if (looksLikeGhost(parsed) || !keys.some((k) => MARKDOWN_FILE.test(k))) return checked(readGhost(text, files));
  }
  if (keys.some((k) => MARKDOWN_FILE.test(k))) return checked(readMarkdown(files));
  throw new TransferError(TR.transfer.unknownFormat);
}

function checked(bundle: SourceBundle): SourceBundle {
  if (bundle.posts.length === 0) throw new TransferError(TR.transfer.noPosts);
  return bundle;
}
