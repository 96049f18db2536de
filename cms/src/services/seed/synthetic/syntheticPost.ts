import { ADJECTIVES, ANGLES, EXTRA, NOUNS, SUBJECTS, VERBS } from './words';
import { randomFrom } from '../images/svg';

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

export interface SyntheticPost {
  title: string;
  excerpt: string;
  content: string;
}

const CALLOUTS = ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION'] as const;

function sentence(random: () => number): string {
  const words = [
    pick(random, ['The', 'A', 'Every', 'One', 'Our']),
    pick(random, ADJECTIVES),
    pick(random, NOUNS),
    pick(random, VERBS),
    pick(random, ['the', 'a', 'each']),
    pick(random, ADJECTIVES),
    pick(random, NOUNS),
    pick(random, EXTRA),
  ];
  if (random() < 0.4) words.push('because', 'the', pick(random, NOUNS), pick(random, VERBS), 'it');
  return `${words.join(' ')}.`;
}

const paragraph = (random: () => number, sentences: number) =>
  Array.from({ length: sentences }, () => sentence(random)).join(' ');

function codeBlock(random: () => number, index: number): string {
  const name = `${pick(random, NOUNS)}${index}`;
  return [
    '```ts',
    `export async function load${name[0]?.toUpperCase()}${name.slice(1)}(limit = ${10 + (index % 40)}) {`,
    `  const res = await fetch(\`/api/v1/blogs?limit=\${limit}\`);`,
    "  if (!res.ok) throw new Error('request failed');",
    '  return (await res.json()).data;',
    '}',
    '```',
  ].join('\n');
}

/**
 * A realistic ~800-word post for the benchmarks: an intro, four sections with headings,
 * paragraphs, a list, a code block, a callout and an inline figure (one of the stored images).
 */
export function syntheticPost(index: number, figureUrls: readonly string[]): SyntheticPost {
  const random = randomFrom(index * 7919 + 17);
  const subject = pick(random, SUBJECTS);
  const title = `${pick(random, ANGLES)} ${subject} #${index + 1}`;
  const excerpt = `${paragraph(random, 1)} Notes on ${subject}, with code and a checklist.`.slice(0, 300);
  const parts = [paragraph(random, 6)];
  for (let section = 0; section < 4; section += 1) {
    const adjective = pick(random, ADJECTIVES);
    parts.push(`## ${adjective[0]?.toUpperCase()}${adjective.slice(1)} ${pick(random, NOUNS)}s ${pick(random, EXTRA)}`);
    parts.push(paragraph(random, 6));
    if (section === 0) parts.push(Array.from({ length: 4 }, () => `- ${sentence(random)}`).join('\n'));
    if (section === 1) parts.push(codeBlock(random, index));
    if (section === 2) {
      const kind = pick(random, CALLOUTS);
      parts.push(`> [!${kind}]\n> ${sentence(random)} ${sentence(random)}`);
    }
    if (section === 3 && figureUrls.length) {
      parts.push(`![A diagram of the ${pick(random, NOUNS)} flow](${pick(random, figureUrls)})`);
      parts.push(Array.from({ length: 3 }, (_, i) => `${i + 1}. ${sentence(random)}`).join('\n'));
    }
    parts.push(paragraph(random, 5));
  }
  return { title, excerpt, content: parts.join('\n\n') };
}

const DAY = 24 * 60 * 60 * 1000;
const OLDEST = Date.UTC(1971, 0, 1);

/**
 * Post `index` of `total`: a day apart back from a month ago, closer together when a day apart
 * would reach back before 1971, which the post rules refuse (100,000 posts: ~13 hours apart).
 */
export function syntheticDate(index: number, total: number, now: number): string {
  const step = Math.min(DAY, Math.floor((now - OLDEST) / (total + 31)));
  return new Date(now - (index + 30) * step + (index % 97) * 60_000).toISOString();
}
