const TURKISH_TO_LATIN: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
};

/**
 * The spec's slug algorithm (section 5, slug preview): lowercase, Turkish letters to
 * plain Latin, anything other than a-z and 0-9 to '-', repeated hyphens collapsed,
 * leading and trailing hyphens trimmed.
 */
export function slugify(input: string): string {
  // 'İ' lowercases to 'i' + U+0307 (combining dot); map the Turkish capitals first.
  const lowered = input.replace(/İ/g, 'i').replace(/I/g, 'i').toLowerCase();
  return lowered
    .replace(/i̇|[çğıöşü]/g, (ch) => TURKISH_TO_LATIN[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Adds a numeric suffix until `isTaken` says the slug is free: 'a', 'a-2', 'a-3'... */
export async function uniqueSlug(base: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  const root = base || 'untitled';
  if (!(await isTaken(root))) return root;
  for (let n = 2; ; n += 1) {
    const candidate = `${root}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
