import type { SeedPost } from './types';

export const POSTS_6: SeedPost[] = [
  {
    title: 'Zero-Downtime Deploys Explained',
    cover: 'Zero-Downtime Deploys',
    excerpt:
      'Users should never notice a deploy. Rolling updates, health checks and backward-compatible migrations are what make that possible.',
    category: 'devops',
    tags: ['docker', 'performance', 'node'],
    status: 'PUBLISHED',
    daysAgo: 2,
    viewCount: 310,
    content: `A deploy that takes the site down for thirty seconds might seem harmless. Then it happens during a checkout, a long upload or a live demo. **Zero-downtime deploys** are less about fancy infrastructure and more about a few disciplined habits.

## The rolling update

The idea: never stop the old version until the new one is ready to take traffic.

![A rolling deploy](media:rolling-deploy "New instances prove they are healthy before old ones are drained.")

1. Start the new version next to the old one.
2. Wait until its health check passes.
3. Shift traffic to it gradually.
4. Let the old version finish its in-flight requests.
5. Stop the old version.

## Keeping instances honest

Two small pieces of code decide whether a rolling update is actually invisible to users.

### Health checks that mean something

A health endpoint should answer *can this instance serve requests?* — not merely *is the process alive?*

\`\`\`ts
app.get('/health', async (_req, res) => {
  try {
    await db.query('select 1');
    res.json({ status: 'ok', version: process.env.APP_VERSION });
  } catch {
    res.status(503).json({ status: 'unavailable' });
  }
});
\`\`\`

\`\`\`json
{ "status": "ok", "version": "2024.06.1" }
\`\`\`

### Graceful shutdown

When the orchestrator stops the old instance it sends \`SIGTERM\`. Stop accepting new connections, finish the current ones, then exit:

\`\`\`ts
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
});
\`\`\`

> [!CAUTION]
> If your process ignores \`SIGTERM\`, the platform kills it after a timeout and every in-flight request fails. This is the most common cause of "random" errors during deploys.

## Database migrations: expand, then contract

Schema changes are where zero downtime usually breaks, because for a while **both versions run at once**. Split risky changes into steps:

- **Expand** — add the new column, keep the old one, write to both.
- **Migrate** — backfill existing rows in the background.
- **Contract** — in a later release, stop using the old column and drop it.

> [!IMPORTANT]
> Never rename or drop a column in the same release that stops using it. The old version is still running and still reading it.

## A Compose-based rollout

Even without Kubernetes you can roll out with Docker Compose and a reverse proxy:

\`\`\`bash
docker compose up -d --no-deps --scale api=2 --no-recreate api
sleep 15 && curl -fsS http://localhost/health
docker compose up -d --no-deps --scale api=1 api
\`\`\`

Small, careful steps beat big-bang releases. Combine this with small images from [Docker Multi-Stage Builds for Node.js Apps](/blog/docker-multi-stage-builds-for-node-js-apps) and new instances start in seconds.
`,
  },
  {
    title: 'Writing a Developer Resume That Gets Read',
    cover: 'A Resume That Gets Read',
    excerpt:
      'Recruiters skim a resume in under a minute. How to structure yours around impact, keep it to one page and make every line earn its place.',
    category: 'career',
    tags: ['career', 'soft-skills'],
    status: 'PUBLISHED',
    daysAgo: 52,
    viewCount: 1680,
    content: `Most resumes are read for less than a minute, often on a phone, often by someone who is not an engineer. That is not a reason to despair — it is a design constraint. Write for the skim, and the people who read closely will find the depth they need.

## One page, one story

Unless you have a decade of highly relevant experience, **one page is enough**. Every extra line dilutes the strong ones. Decide what story the page tells — *"backend engineer who makes slow systems fast"*, say — and cut anything that does not support it.

## Impact over duties

The most common mistake is listing responsibilities instead of results. Compare:

- ❌ *Responsible for the checkout service.*
- ✅ *Cut checkout latency from 1.8 s to 400 ms by moving price calculation to a cached read model, lifting conversion by 3%.*

A good bullet has three parts:

1. **What you did** — a strong verb: built, cut, led, migrated.
2. **How** — the technique or tool, briefly.
3. **The result** — a number whenever you honestly can.

> [!TIP] No numbers? Use scope.
> If you cannot share metrics, describe scale instead: "used by 40 internal teams", "processing 2 million events a day", "replaced a system running since 2014".

## Structure

A layout that works for most developers:

- **Header** — name, e-mail, city or time zone, GitHub or portfolio link.
- **Summary** — two lines, optional, only if it adds something.
- **Experience** — reverse chronological, three to five bullets per role.
  - Most recent role: most detail.
  - Roles older than ten years: one line each, or drop them.
- **Skills** — grouped, honest, no rating bars.
- **Education** — short, at the bottom once you have experience.

## Skills sections that help

| Instead of | Write |
|---|---|
| "Expert in 25 languages" | Languages: TypeScript, Go, SQL |
| Progress bars out of five | Group by what you use daily |
| Every tool you ever opened | Tools you could discuss in an interview |

> [!WARNING]
> Anything on your resume is fair game in an interview. If you list Kubernetes, expect a question about it.

## Before you send it

- [ ] Exported as PDF with selectable text
- [ ] File name includes your name
- [ ] Links clicked and working
- [ ] Read aloud once to catch clumsy sentences
- [ ] Tailored to the job's top three requirements

Your resume gets you into the conversation; your interviews and reviews carry it from there. Learning to discuss your work clearly — something [How to Give and Receive Code Review Feedback](/blog/how-to-give-and-receive-code-review-feedback) practises every day — helps with both.
`,
  },
];
