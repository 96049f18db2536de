/** `![alt](url)` with the characters that would end the alt or the URL escaped. */
export function imageMarkdown(alt: string, url: string): string {
  const safeAlt = alt.replace(/[[\]\\]/g, '\\$&');
  const safeUrl = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
  return `![${safeAlt}](${safeUrl})`;
}

/** A file's name without its extension, as alt text ('my-photo.jpg' → 'my-photo'). */
export function altFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim() || 'image';
}

/**
 * Inserts `snippet` as its own block at the selection (replacing it), with blank lines around
 * it where needed. Returns the new text and the cursor position after the snippet.
 */
export function insertBlock(text: string, start: number, end: number, snippet: string): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${snippet}${trail}`;
  return { text: before + inserted + after, cursor: before.length + lead.length + snippet.length };
}
