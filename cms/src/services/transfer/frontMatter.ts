import { parse, stringify } from 'yaml';

/** YAML front matter (`---` … `---`), the shape Hugo, Jekyll and Astro share. */

const FENCE = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export type FrontMatter = Record<string, unknown>;

/** The front matter and the body; `data: null` when the file has none, throws on broken YAML. */
export function splitFrontMatter(source: string): { data: FrontMatter | null; body: string; toml: boolean } {
  if (/^\uFEFF?\+\+\+\s*\r?\n/.test(source)) return { data: null, body: source, toml: true };
  const match = FENCE.exec(source);
  if (!match) return { data: null, body: source, toml: false };
  const data = parse(match[1] ?? '', { maxAliasCount: 50 }) as unknown;
  return {
    data: data && typeof data === 'object' && !Array.isArray(data) ? (data as FrontMatter) : {},
    body: source.slice(match[0].length),
    toml: false,
  };
}

/** A Markdown file with front matter (keys in the given order, undefined ones left out). */
export function withFrontMatter(data: FrontMatter, body: string): string {
  const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null));
  return `---\n${stringify(clean, { lineWidth: 0 })}---\n\n${body.trimEnd()}\n`;
}
