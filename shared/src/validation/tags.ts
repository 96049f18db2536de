/** Tags are entered as one comma-separated text: each trimmed, empties dropped, duplicates kept once. */
export function parseTags(input: string | readonly string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const name = part.trim();
    const key = name.toLocaleLowerCase('tr-TR');
    if (name && !seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}
