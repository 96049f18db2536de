import type { SeedPost } from './types';

export const POSTS_2: SeedPost[] = [
  {
    title: 'Building a Fast Blog with Astro',
    cover: 'A Fast Blog with Astro',
    excerpt:
      'Astro renders pages to static HTML and ships JavaScript only for the islands that need it. A walkthrough of a content blog that loads in well under a second.',
    category: 'web-development',
    tags: ['astro', 'performance', 'typescript'],
    status: 'PUBLISHED',
    daysAgo: 9,
    viewCount: 960,
    content: `A blog is mostly text. Readers want it to appear instantly, search engines want clean HTML, and you want to write markdown without fighting a framework. [Astro](https://astro.build) fits this shape remarkably well: it renders everything to static HTML at build time and adds JavaScript only where you explicitly ask for it.

## Islands, not apps

Astro's core idea is the *island architecture*. The page is static HTML; interactive widgets are small islands that hydrate independently. A search box or a newsletter form can be a React component, while the article around it stays plain HTML.

![Bar chart of JavaScript per page](media:js-per-page "Less JavaScript means faster pages on slow phones.")

The numbers above are from a real migration of a small blog. Most of the savings come from not hydrating content that never changes.

## Setting up

\`\`\`bash
npm create astro@latest my-blog -- --template minimal
cd my-blog
npm install
npm run dev
\`\`\`

Content lives in collections with a schema, so a typo in front matter fails the build instead of the page:

\`\`\`ts
// src/content.config.ts
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const blog = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/blog' }),
  schema: z.object({
    title: z.string(),
    publishedAt: z.coerce.date(),
    tags: z.array(z.string()).default([]),
  }),
});

export const collections = { blog };
\`\`\`

## Only hydrate what moves

Interactive components opt in with a \`client:\` directive:

- \`client:load\` hydrates immediately — use it for things above the fold.
- \`client:visible\` waits until the component scrolls into view.
- \`client:idle\` waits for the browser to be idle.

> [!TIP]
> Default to \`client:visible\` for anything below the article. Comment sections and related-post carousels rarely need to be interactive before the reader gets there.

## A performance checklist

- [x] Static HTML for every article
- [x] Images with explicit \`width\` and \`height\`
- [x] Fonts preloaded and subset
- [ ] Prefetch links on hover
- [ ] Measure on a real mid-range phone

## Deploying

The output is a folder of files. Any static host or CDN can serve it, and a rebuild on publish keeps it fresh. A CI pipeline like the one in [A Minimal CI Pipeline with GitHub Actions](/blog/a-minimal-ci-pipeline-with-github-actions) can build and upload it in a couple of minutes.

The result is a site that is fast by default — not because of clever optimisation, but because there is simply very little to load.
`,
  },
  {
    title: 'Error Handling in Node.js APIs',
    cover: 'Error Handling in Node.js',
    excerpt:
      'Consistent errors make an API pleasant to use and easy to debug. A pattern for typed errors, one error handler and responses clients can rely on.',
    category: 'web-development',
    tags: ['node', 'typescript', 'testing'],
    status: 'PUBLISHED',
    daysAgo: 21,
    viewCount: 1520,
    content: `Every API fails sometimes: invalid input, missing records, expired sessions, a database that went away. What separates a pleasant API from a frustrating one is not *whether* it fails but **how predictably** it fails. This post walks through a small pattern that has served me well in Node.js services of every size.

## Three kinds of failure

It helps to name what can go wrong:

1. **Client errors** — the request is wrong: validation failures, missing auth, unknown ids. The client can fix these.
2. **Expected server conditions** — a rate limit, a conflict, a dependency timing out. These deserve a clear status code and a retry hint.
3. **Bugs** — anything unexpected. Log everything, tell the client as little as possible.

## One error class

Give the first two kinds a single, typed error class:

\`\`\`ts
export class HttpError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

throw new HttpError('POST_NOT_FOUND', 'Post not found', 404);
\`\`\`

The \`code\` is for machines, the \`message\` is for humans. Clients branch on \`code\`, never on message text, which leaves you free to improve wording or translate it.

## One place that turns errors into responses

Route handlers should *throw*; exactly one function should *respond*:

\`\`\`ts
export function toResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return Response.json(
      { success: false, code: error.code, message: error.message, details: error.details },
      { status: error.status },
    );
  }
  console.error(error);
  return Response.json({ success: false, code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
}
\`\`\`

> [!CAUTION]
> Never echo \`error.message\` of an unknown error to the client. Database drivers happily include table names, queries and sometimes data in their messages.

A typical error body then looks the same everywhere:

\`\`\`json
{
  "success": false,
  "code": "VALIDATION_FAILED",
  "message": "Some fields are invalid",
  "details": { "validation": { "email": "Enter a valid e-mail address" } }
}
\`\`\`

## Async pitfalls

- An \`async\` function that throws returns a *rejected promise*. Forgetting \`await\` means your handler never sees the error.
- Add a \`process.on('unhandledRejection')\` logger so forgotten promises show up in logs instead of disappearing.
- Set timeouts on outgoing calls; a hanging dependency is worse than a failing one.

> [!NOTE] Status codes worth knowing
> 400 bad input, 401 not signed in, 403 signed in but not allowed, 404 not found, 409 conflict, 413 too large, 429 slow down, 503 try again later.

## Test the unhappy paths

Error behaviour is part of your API contract, so test it like any feature. A test that posts an invalid body and asserts the \`code\` and status catches regressions early — see [Testing Without Tears: A Pragmatic Strategy](/blog/testing-without-tears-a-pragmatic-strategy) for how I structure such tests.

Consistent errors cost an afternoon to set up and save weeks of "why did this fail?" conversations later.
`,
  },
];
