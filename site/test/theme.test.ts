/**
 * The palette is written once: every colour token of the site is a light-dark() pair in
 * @blog/shared/styles/tokens.css, and styles/theme.css only sets color-scheme (from the choice,
 * else the system) and writes no colour of its own twice.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs in site/ (happy-dom: import.meta.url is not a file URL here).
const theme = readFileSync(path.resolve('src/styles/theme.css'), 'utf8');
const tokens = readFileSync(path.resolve('../shared/styles/tokens.css'), 'utf8');

function declarations(css: string): Map<string, string> {
  return new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe('the dark palette, once', () => {
  it('gives every colour token a light and a dark value (light-dark)', () => {
    const colours = [...declarations(tokens)].filter(([name]) => /^--(color|card)-|^--shadow/.test(name));
    expect(colours.length).toBeGreaterThan(40);
    // A token the same in both themes (the filled accent, the text on it) is a plain colour.
    const same = new Set(['--color-accent-fill', '--color-on-accent']);
    expect(colours.filter(([name, value]) => !same.has(name) && !value.includes('light-dark(')).map(([name]) => name)).toEqual(
      [],
    );
  });

  it('theme.css declares no token: it only chooses the scheme', () => {
    expect([...declarations(theme).keys()]).toEqual([]);
    expect(theme).toMatch(/:root\.site-theme \{\s*color-scheme: light dark;/);
    expect(theme).toMatch(/:root\.site-theme\[data-theme='light'\] \{\s*color-scheme: light;/);
    expect(theme).toMatch(/:root\.site-theme\[data-theme='dark'\] \{\s*color-scheme: dark;/);
    expect(theme).not.toMatch(/prefers-color-scheme/);
  });
});
