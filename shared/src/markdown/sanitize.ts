/**
 * The hast sanitising step: a GitHub-style allow-list (hast-util-sanitize's
 * defaultSchema, slightly tightened), a defensive pass over attributes (URLs the
 * schema does not protocol-check, markup in values), and external-link marking.
 */
import { defaultSchema, sanitize } from 'hast-util-sanitize';
import type { Schema } from 'hast-util-sanitize';
import type { Element, Nodes, Root } from 'hast';
import { nameImageLinks } from './linkNames';

/** Elements removed together with their content (not just unwrapped). */
const STRIP = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
];

const defaultAttributes = defaultSchema.attributes ?? {};

const sanitizeSchema: Schema = {
  ...defaultSchema,
  strip: STRIP,
  attributes: {
    ...defaultAttributes,
    // `action` only matters on <form>, which is not allowed anyway.
    '*': (defaultAttributes['*'] ?? []).filter((attribute) => attribute !== 'action'),
    code: [['className', /^language-[\w+#.-]+$/]],
    span: [['className', /^language-[\w+#.-]+$/]],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
  },
};

/** URL-valued properties that survive the schema without a protocol check, plus the checked ones. */
const URL_PROPERTIES = ['href', 'src', 'srcSet', 'cite', 'longDesc', 'itemType', 'useMap'];
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|data):/i;
// Browsers ignore ASCII whitespace and control characters inside a scheme.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

function isDangerousUrl(value: string): boolean {
  // srcset-like values hold several comma-separated candidates.
  return value.split(',').some((candidate) => DANGEROUS_SCHEME.test(candidate.replace(IGNORED_IN_SCHEME, '')));
}

const EXTERNAL_HREF = /^(?:https?:)?\/\//i;

/** Visits every element of a hast tree, depth first. */
function visitElements(node: Nodes, visitor: (element: Element) => void): void {
  if (node.type === 'element') visitor(node);
  if ('children' in node) {
    for (const child of node.children) visitElements(child, visitor);
  }
}

/**
 * Markup inside an attribute value (`title="</noscript><img onerror=...>"`) is the
 * raw material of mutation XSS when HTML is re-parsed in another context; never legit.
 */
const MARKUP = /<[a-z/!?]/i;

function dropDangerousAttributes(element: Element): void {
  for (const [name, value] of Object.entries(element.properties)) {
    const text = Array.isArray(value) ? value.join(' ') : value;
    if (typeof text !== 'string') continue;
    if (MARKUP.test(text) || (URL_PROPERTIES.includes(name) && isDangerousUrl(text))) {
      delete element.properties[name];
    }
  }
}

/**
 * Absolute http(s) (and protocol-relative) links open in a new tab without an opener;
 * relative, fragment and mailto links get neither attribute.
 */
function markExternalLinks(tree: Nodes): void {
  visitElements(tree, (element) => {
    if (element.tagName !== 'a') return;
    const href = element.properties.href;
    if (typeof href === 'string' && EXTERNAL_HREF.test(href.trim())) {
      element.properties.target = '_blank';
      element.properties.rel = ['noopener', 'noreferrer'];
    } else {
      delete element.properties.target;
      delete element.properties.rel;
    }
  });
}

/** Sanitises a hast root (raw nodes must already be parsed), marks external links and names image links. */
export function sanitizeTree(tree: Root): Root {
  const clean = sanitize(tree, sanitizeSchema);
  const root: Root = clean.type === 'root' ? clean : { type: 'root', children: [] };
  visitElements(root, dropDangerousAttributes);
  markExternalLinks(root);
  nameImageLinks(root);
  return root;
}

/**
 * Image block sources: http(s) URLs or relative paths only. Anything with another
 * scheme (javascript:, data:, vbscript:, file:...) or a backslash is rejected.
 */
export function isSafeImageSrc(src: string): boolean {
  const compact = src.replace(IGNORED_IN_SCHEME, '');
  if (compact === '' || compact.includes('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  const name = (scheme[1] ?? '').toLowerCase();
  return name === 'http' || name === 'https';
}
