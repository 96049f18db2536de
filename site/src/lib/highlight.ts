/**
 * Build-time syntax highlighting with one shared Shiki highlighter (Astro's <Code> sets one up
 * per call, which cost ~2 ms per code block: a quarter of an article's render time).
 * Grammars load once, on first use; unknown languages render as plain text.
 */
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

const THEME = 'github-dark-default';
let highlighter: Promise<Highlighter> | undefined;
const loading = new Map<string, Promise<void>>();

function isBundled(lang: string): lang is BundledLanguage {
  return Object.hasOwn(bundledLanguages, lang);
}

async function ready(lang: string): Promise<{ shiki: Highlighter; lang: string }> {
  highlighter ??= createHighlighter({ themes: [THEME], langs: [] });
  const shiki = await highlighter;
  if (!isBundled(lang)) return { shiki, lang: 'text' };
  if (!loading.has(lang)) loading.set(lang, shiki.loadLanguage(lang));
  await loading.get(lang);
  return { shiki, lang };
}

/** Highlighted `<pre>` HTML for a code block, marked up as Astro's <Code> component does. */
export async function highlight(code: string, language: string): Promise<string> {
  const { shiki, lang } = await ready(language || 'text');
  return shiki.codeToHtml(code.replace(/\n+$/, ''), {
    lang,
    theme: THEME,
    // No time limit per line: on a loaded machine Shiki's 500 ms default cut lines short (the rest
    // left as one token), so a page rendered twice could differ byte for byte.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        pre(node) {
          node.properties.class = `astro-code ${THEME}`;
          node.properties.style = `${String(node.properties.style ?? '')}; overflow-x: auto;`;
          node.properties['data-language'] = lang;
        },
      },
    ],
  });
}
