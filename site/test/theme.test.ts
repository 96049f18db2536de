/**
 * The dark theme is written twice in styles/theme.css (for data-theme="dark", and for the system
 * setting without JavaScript): the two blocks must say the same. And every colour token of the
 * light theme has a dark value, so no state keeps a light colour on a dark page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs in site/ (happy-dom: import.meta.url is not a file URL here).
const theme = readFileSync(path.resolve('src/styles/theme.css'), 'utf8');
const tokens = readFileSync(path.resolve('../shared/styles/tokens.css'), 'utf8');

function declarations(block: string): string[] {
  return block
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}

function blockAfter(selector: string): string {
  const start = theme.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThan(-1);
  const open = theme.indexOf('{', start);
  return theme.slice(open + 1, theme.indexOf('}', open));
}

describe('styles/theme.css', () => {
  const explicit = declarations(blockAfter(":root.site-theme[data-theme='dark']"));
  const system = declarations(blockAfter(':root.site-theme:not([data-theme])'));

  it('gives the same dark tokens for the toggle and for the system setting', () => {
    expect(explicit.length).toBeGreaterThan(20);
    expect(system).toEqual(explicit);
  });

  it('has a dark value for every colour token of the light theme', () => {
    const light = [...tokens.matchAll(/(--(?:color|card|cover)-[\w-]+):/g)].map((m) => m[1]);
    const dark = new Set(explicit.map((line) => line.split(':')[0]));
    expect(light.length).toBeGreaterThan(20);
    expect(light.filter((name) => !dark.has(name))).toEqual([]);
  });
});
