import { parse as parseToml } from 'smol-toml';
import { parse, stringify } from 'yaml';

/**
 * Front matter in the three forms Hugo reads (and Jekyll and Astro write the first): YAML between
 * `---`, TOML between `+++` (Hugo's default), a JSON object at the top of the file. All become
 * the same key/value record.
 */

const YAML_FENCE = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const TOML_FENCE = /^\uFEFF?\+\+\+[ \t]*\r?\n([\s\S]*?)\r?\n\+\+\+[ \t]*(?:\r?\n|$)/;

export type FrontMatter = Record<string, unknown>;

const record = (data: unknown): FrontMatter =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as FrontMatter) : {};

/** Where the JSON object that opens `source` ends (strings and escapes skipped), or -1. */
function jsonEnd(source: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let at = start; at < source.length; at += 1) {
    const c = source[at];
    if (inString) {
      if (c === '\\') at += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return at + 1;
  }
  return -1;
}

/** Hugo's TOML dates are TOML date-times: made the Date YAML gives, so every reader sees one shape. */
const fromToml = (value: unknown): unknown => {
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(fromToml);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromToml(v)]));
  return value;
};

/** The front matter and the body; `data: null` when the file has none, throws when it is broken. */
export function splitFrontMatter(source: string): { data: FrontMatter | null; body: string } {
  const toml = TOML_FENCE.exec(source);
  if (toml) return { data: record(fromToml(parseToml(toml[1] ?? ''))), body: source.slice(toml[0].length) };
  const yaml = YAML_FENCE.exec(source);
  if (yaml) return { data: record(parse(yaml[1] ?? '', { maxAliasCount: 50 })), body: source.slice(yaml[0].length) };
  const start = /^\uFEFF?\s*\{/.exec(source);
  if (start) {
    const end = jsonEnd(source, start[0].length - 1);
    if (end < 0) throw new SyntaxError('unterminated JSON front matter');
    return {
      data: record(JSON.parse(source.slice(start[0].length - 1, end))),
      body: source.slice(end).replace(/^[ \t]*\r?\n/, ''),
    };
  }
  return { data: null, body: source };
}

/** A Markdown file with front matter (keys in the given order, undefined ones left out). */
export function withFrontMatter(data: FrontMatter, body: string): string {
  const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null));
  return `---\n${stringify(clean, { lineWidth: 0 })}---\n\n${body.trimEnd()}\n`;
}
