import type { SeedPost } from './types';

export const POSTS_3: SeedPost[] = [
  {
    title: 'Testing Without Tears: A Pragmatic Strategy',
    cover: 'Testing Without Tears',
    excerpt:
      'You do not need 100% coverage to ship with confidence. A pragmatic split between unit, integration and end-to-end tests, with examples in Vitest.',
    category: 'web-development',
    tags: ['testing', 'typescript', 'react'],
    status: 'PUBLISHED',
    daysAgo: 14,
    viewCount: 870,
    content: `Testing advice often comes in extremes: either "test everything" or "tests slow you down". Both miss the point. Tests exist to let you *change code without fear*. A good strategy gives you the most confidence for the least maintenance.

## Test behaviour, not implementation

The single most useful rule: **a test should break only when behaviour breaks**. If renaming a private function fails ten tests, those tests are describing the implementation, and they will slow down every refactor.

Ask of each test: *would a user, or a caller of this API, notice if this failed?* If not, reconsider it.

## The shape that works for me

| Layer | Share | What it covers | Speed |
|---|---|---|---|
| Unit | ~50% | Pure logic: parsing, formatting, validation | Milliseconds |
| Integration | ~40% | HTTP endpoints against a real database | Seconds |
| End-to-end | ~10% | A few critical journeys in a real browser | Minutes |

Integration tests get more weight than the classic pyramid suggests. Real HTTP against a real database catches the bugs that actually reach users: wrong status codes, missing auth checks, broken queries.

## A unit test worth having

\`\`\`ts
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Hello World')).toBe('hello-world');
  });

  it('drops punctuation and collapses separators', () => {
    expect(slugify('  Ready, set -- go!  ')).toBe('ready-set-go');
  });
});
\`\`\`

Short, fast, and it documents the behaviour better than a comment could.

## An integration test worth having

\`\`\`ts
it('rejects an invalid e-mail with a validation error', async () => {
  const res = await api('POST', 'newsletter/subscribe', { body: { email: 'nope' } });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('VALIDATION_FAILED');
});
\`\`\`

> [!TIP]
> Give every test its own data — unique e-mails, unique titles. Tests that share records pass alone and fail together, usually on a Friday afternoon.

## Keeping the suite healthy

- Run the fast tests on every save and the full suite in CI.
- Delete flaky tests or fix them the same day; a suite people ignore is worse than none.
- When a bug reaches production, first write the test that would have caught it:
  1. reproduce the bug in a failing test,
  2. fix the code,
  3. keep the test forever.

> [!WARNING]
> Mocks are a loan against the future. Every mocked dependency is a place where your tests and reality can silently disagree. Prefer real implementations when they are fast enough.

Confidence, not coverage, is the goal. Pair this with consistent errors from [Error Handling in Node.js APIs](/blog/error-handling-in-node-js-apis) and your API tests almost write themselves. The [Vitest guide](https://vitest.dev/guide/) is a great place to start.
`,
  },
  {
    title: 'Modern CSS Layout with Grid and Subgrid',
    cover: 'CSS Grid and Subgrid',
    excerpt:
      'CSS Grid handles two-dimensional layout natively, and subgrid finally lets nested components line up with the page. Practical patterns you can use today.',
    category: 'design',
    tags: ['css', 'accessibility', 'performance'],
    status: 'PUBLISHED',
    daysAgo: 27,
    viewCount: 2410,
    content: `For years, page layout in CSS meant floats, clearfix hacks and frameworks with twelve-column classes. **CSS Grid** replaced all of that with a layout system built into the browser. With \`subgrid\` now supported in every major engine, even nested components can align to the page grid.

## Named areas read like a sketch

The most readable way to describe a page layout is \`grid-template-areas\`. You literally draw the layout in text:

\`\`\`css
.page {
  display: grid;
  grid-template-columns: 16rem 1fr;
  grid-template-rows: auto 1fr auto;
  grid-template-areas:
    'header  header'
    'sidebar main'
    'footer  footer';
  gap: 1.5rem;
  min-height: 100dvh;
}

.page > header { grid-area: header; }
.page > nav    { grid-area: sidebar; }
.page > main   { grid-area: main; }
.page > footer { grid-area: footer; }
\`\`\`

![Named grid areas](media:css-grid-areas "The same layout as the CSS above, drawn as boxes.")

Changing the layout for small screens means redrawing the map, not rewriting the markup:

\`\`\`css
@media (max-width: 48rem) {
  .page {
    grid-template-columns: 1fr;
    grid-template-areas: 'header' 'main' 'sidebar' 'footer';
  }
}
\`\`\`

> [!WARNING]
> Grid changes the *visual* order, not the DOM order. Keyboard and screen reader users follow the source, so keep the markup in a sensible reading order.

## Responsive cards without media queries

This one line builds a card grid that adapts to any container width:

\`\`\`css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  gap: 1rem;
}
\`\`\`

The \`min()\` keeps a single card from overflowing on very narrow screens.

## Subgrid: aligned cards at last

A classic annoyance: cards in a row with titles of different lengths, so the excerpts and buttons never line up. With subgrid each card borrows the row tracks of its parent:

\`\`\`css
.cards { grid-auto-rows: auto auto 1fr auto; }

.card {
  display: grid;
  grid-row: span 4;
  grid-template-rows: subgrid;
}
\`\`\`

Now every card's image, title, excerpt and footer share the same rows across the whole line.

## When to use Flexbox instead

- **Grid** when you control both rows and columns: page shells, galleries, forms.
- **Flexbox** for one-dimensional flow: toolbars, tag lists, button groups.
- Both together is normal — a grid of cards whose footers are flex rows.

> [!NOTE]
> [MDN's grid guide](https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_grid_layout) is the most complete reference, with interactive examples for every property.

Grid is one of those rare tools that makes code both shorter and clearer. If you are building a themed site, pair it with the techniques in [Designing a Dark Mode That Respects Users](/blog/designing-a-dark-mode-that-respects-users).
`,
  },
];
