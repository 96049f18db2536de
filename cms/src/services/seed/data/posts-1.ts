import type { SeedPost } from './types';

export const POSTS_1: SeedPost[] = [
  {
    title: 'Understanding React Server Components',
    cover: 'React Server Components',
    excerpt:
      'Server Components let parts of your React tree run only on the server. Here is what that changes, what it does not, and how to decide where the client boundary goes.',
    category: 'web-development',
    tags: ['react', 'typescript', 'performance'],
    status: 'PUBLISHED',
    daysAgo: 4,
    viewCount: 1240,
    content: `React Server Components (RSC) are the biggest change to how React apps are structured since hooks. The idea is simple to state: **some components never ship to the browser**. They run on the server, read data directly, and send the rendered result down as a serialised tree. The hard part is building an intuition for where the line between server and client should sit.

## What actually changes

In a classic single-page app every component is bundled, downloaded, parsed and executed in the browser. With Server Components the default flips:

- Components are server components unless a file starts with the \`'use client'\` directive.
- Server components can be \`async\` and \`await\` data directly — no \`useEffect\`, no loading spinners for the first paint.
- Their code, and the libraries they import, *never* reach the client bundle.
- Client components still work exactly as before: state, effects and event handlers.

That third point is where the performance win comes from. A markdown parser or a date library used only to render an article costs the reader nothing.

## A small example

Here is a post page that fetches on the server and hands a single interactive piece to the client.

### The server part

\`\`\`tsx
// app/blog/[slug]/page.tsx — a server component (no directive)
import { getPost } from '@/lib/posts';
import { LikeButton } from './LikeButton';

export default async function PostPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = await getPost(slug);
  return (
    <article>
      <h1>{post.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: post.html }} />
      <LikeButton postId={post.id} initialCount={post.likes} />
    </article>
  );
}
\`\`\`

### The client part

Only this file — and React itself — ends up in the browser bundle:

\`\`\`tsx
// app/blog/[slug]/LikeButton.tsx
'use client';
import { useState } from 'react';

export function LikeButton({ postId, initialCount }: { postId: number; initialCount: number }) {
  const [count, setCount] = useState(initialCount);
  return <button onClick={() => setCount((c) => c + 1)}>♥ {count}</button>;
}
\`\`\`

> [!NOTE]
> Props passed from a server component to a client component must be serialisable: plain objects, arrays, strings, numbers, dates. Functions and class instances cannot cross the boundary.

## Choosing the boundary

A useful rule: **push \`'use client'\` as far down the tree as you can**. Mark the leaf that needs interactivity, not the whole page. If a layout needs one dropdown, make the dropdown a client component and keep the layout on the server.

1. Start with everything on the server.
2. Find the pieces that need state, effects or browser APIs.
3. Extract exactly those into client components.
4. Pass server-rendered content into them as \`children\` when they wrap larger areas.

> [!TIP] Pro tip
> A client component can render server components if they arrive as \`children\` or other props. That is how a client-side modal can contain server-rendered content.

## Common pitfalls

- Importing a server-only module (database client, secrets) from a client file. Guard such modules with the \`server-only\` package so the build fails loudly.
- Fetching the same data in many components. Use a cached function so repeated calls in one render share the result.
- Expecting server components to re-render on the client. They re-run only on navigation or an explicit refresh.

If you want to see how far you can go without any client JavaScript at all, compare this with the islands approach in [Building a Fast Blog with Astro](/blog/building-a-fast-blog-with-astro). The official [React documentation](https://react.dev/reference/rsc/server-components) is the best reference for the details.
`,
  },
  {
    title: 'TypeScript Utility Types You Will Actually Use',
    cover: 'Utility Types',
    excerpt:
      'Partial, Pick, Omit, Record and friends cover most day-to-day type gymnastics. A tour of the built-in utility types with the situations where each one earns its place.',
    category: 'web-development',
    tags: ['typescript', 'react'],
    status: 'PUBLISHED',
    daysAgo: 33,
    viewCount: 3870,
    content: `TypeScript ships with a set of generic *utility types* that transform other types. You do not need to memorise all of them — a handful cover almost every real-world case. This is the short list I reach for every week.

## The everyday set

| Utility | What it does | Typical use |
|---|---|---|
| \`Partial<T>\` | Makes every property optional | Update payloads, form drafts |
| \`Required<T>\` | Makes every property required | Normalised config after defaults |
| \`Pick<T, K>\` | Keeps only the listed keys | Public views of an entity |
| \`Omit<T, K>\` | Drops the listed keys | Create inputs without \`id\` |
| \`Record<K, V>\` | An object type from keys to values | Lookup tables, translations |
| \`ReturnType<F>\` | The return type of a function | Typing results of factories |

## Deriving instead of repeating

The most valuable habit is to define an entity **once** and derive every other shape from it:

\`\`\`ts
interface Post {
  id: number;
  title: string;
  slug: string;
  content: string;
  publishedAt: Date | null;
}

type NewPost = Omit<Post, 'id' | 'slug'>;
type PostPatch = Partial<NewPost>;
type PostCard = Pick<Post, 'id' | 'title' | 'slug'>;

const labels: Record<Post['slug'], string> = {};
\`\`\`

When \`Post\` gains a field, every derived type follows. Hand-written duplicates drift apart silently; derived types cannot.

## Functions and promises

\`ReturnType\` and \`Awaited\` shine when a library gives you a function but not its types:

\`\`\`ts
async function loadSettings() {
  return { theme: 'dark' as const, pageSize: 10 };
}

type Settings = Awaited<ReturnType<typeof loadSettings>>;
// { theme: "dark"; pageSize: number }
\`\`\`

> [!WARNING]
> \`Partial\` is shallow. Nested objects keep their required properties, so \`Partial<{ a: { b: string } }>\` still demands \`b\` whenever \`a\` is present. Write a small \`DeepPartial\` only if you truly need it.

## A few less famous helpers

- \`NonNullable<T>\` removes \`null\` and \`undefined\` — handy after a filter.
- \`Parameters<F>\` gives a tuple of a function's argument types, useful for wrappers:
  - logging decorators,
  - retry helpers,
  - memoisation.
- \`Readonly<T>\` marks every property read-only, a cheap guard for shared constants.
- \`Extract<T, U>\` and \`Exclude<T, U>\` filter union members, for example picking only the \`'error'\` variants of a result type.

> If you find yourself writing the same interface twice with one field changed, there is probably a utility type for it.

## When to stop

Utility types are tools for removing duplication, not puzzles. If a type needs three nested conditional types and a comment to explain it, a plain interface is often clearer. Readers of your code — including you in six months — will thank you.

For more patterns, the [TypeScript handbook](https://www.typescriptlang.org/docs/handbook/utility-types.html) has the complete list. And if you use these types in React props, [Understanding React Server Components](/blog/understanding-react-server-components) shows where serialisable prop types matter.
`,
  },
];
