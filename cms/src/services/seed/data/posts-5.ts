import type { SeedPost } from './types';

export const POSTS_5: SeedPost[] = [
  {
    title: 'Docker Multi-Stage Builds for Node.js Apps',
    cover: 'Multi-Stage Docker Builds',
    excerpt:
      'A Node.js image does not need your compiler, your dev dependencies or your source maps. Multi-stage builds produce small, fast, safer images with a few extra lines.',
    category: 'devops',
    tags: ['docker', 'node', 'performance'],
    status: 'PUBLISHED',
    daysAgo: 38,
    viewCount: 2760,
    content: `The first Dockerfile for a Node.js app is usually four lines long and produces a 1 GB image. It works, but it ships the whole toolchain to production, rebuilds every dependency on each code change and pulls in hundreds of packages you only needed for the build. **Multi-stage builds** fix all three problems.

## How layer caching works

Each instruction in a Dockerfile creates a layer, and Docker reuses a layer as long as its inputs have not changed. Order matters: put what changes rarely at the bottom and what changes often at the top.

![Docker image layers](media:docker-layers "Dependencies change less often than source code, so they are installed first.")

If you copy your source code before running \`npm ci\`, every one-line change reinstalls all dependencies. Copy only the manifests first.

## The Dockerfile

\`\`\`dockerfile
# syntax=docker/dockerfile:1
FROM node:22-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-alpine AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000
CMD ["node", "dist/server.js"]
\`\`\`

Only the last stage becomes the image. The compiler, the dev dependencies and the source files stay behind in the earlier stages.

> [!TIP]
> Add a \`.dockerignore\` with \`node_modules\`, \`.git\` and local \`.env\` files. It speeds up the build context and keeps secrets out of the image.

## Building and checking the result

\`\`\`bash
docker build -t my-api:latest .
docker images my-api
docker run --rm -p 3000:3000 my-api:latest
\`\`\`

On a typical API this takes the image from around 1.1 GB to under 200 MB.

## Running it locally with Compose

\`\`\`yaml
services:
  api:
    build: .
    ports:
      - '3000:3000'
    environment:
      DATABASE_URL: postgres://app:app@db:5432/app
    depends_on:
      - db
  db:
    image: postgres:16-alpine
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: app
\`\`\`

> [!WARNING]
> Never bake secrets into an image with \`ENV\` or \`COPY\`. Anyone who can pull the image can read every layer. Pass secrets at runtime instead.

## Checklist

- [x] Manifests copied before the source
- [x] Dev dependencies pruned
- [x] Runs as the non-root \`node\` user
- [ ] Health check defined
- [ ] Image scanned for vulnerabilities in CI

---

Small images pull faster, start faster and give attackers less to work with. Build them in CI with the pipeline from [A Minimal CI Pipeline with GitHub Actions](/blog/a-minimal-ci-pipeline-with-github-actions), and read the [official Docker docs](https://docs.docker.com/build/building/multi-stage/) for more stage tricks.
`,
  },
  {
    title: 'A Minimal CI Pipeline with GitHub Actions',
    cover: 'Minimal CI Pipeline',
    excerpt:
      'Continuous integration does not need a platform team. One workflow file that installs, lints, type-checks, tests and builds on every pull request.',
    category: 'devops',
    tags: ['testing', 'git', 'node'],
    status: 'PUBLISHED',
    daysAgo: 12,
    viewCount: 640,
    content: `Continuous integration answers one question on every change: *is the main branch still healthy?* You do not need a dedicated team or a complex platform to get there. A single workflow file is enough for most projects.

![A minimal CI pipeline](media:ci-pipeline "Five steps, fastest first, so failures show up early.")

## The workflow

Create \`.github/workflows/ci.yml\`:

\`\`\`yaml
name: CI

on:
  pull_request:
  push:
    branches: [main]

concurrency:
  group: ci-\${{ github.ref }}
  cancel-in-progress: true

jobs:
  check:
    runs-on: ubuntu-latest
    timeout-minutes: 15
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci
      - run: npm run lint
      - run: npm run typecheck
      - run: npm test
      - run: npm run build
\`\`\`

## Why this order

1. **Install** with \`npm ci\`, which uses the lockfile exactly and fails if it is out of date.
2. **Lint** and **type-check** next — they take seconds and catch a large share of mistakes.
3. **Test** after that, because tests take longer.
4. **Build** last to prove the production bundle still compiles.

Fast checks first means a typo fails in thirty seconds instead of five minutes.

> [!TIP] Cancel outdated runs
> The \`concurrency\` block cancels a running workflow when you push again to the same branch. It saves minutes and keeps the checks list readable.

## Making it required

A pipeline nobody has to pass is a suggestion. In the repository settings, add a branch protection rule for \`main\`:

- require the \`check\` job to pass before merging,
- require branches to be up to date,
- optionally require one approving review.

> [!NOTE]
> Matching scripts locally matters. If \`npm test\` behaves differently on your laptop and in CI, fix that first — usually it is an environment variable or a time zone.

## Growing it later

When the project grows, the same file extends naturally:

- a matrix over Node versions,
- a separate job for slow end-to-end tests,
- a deploy job that runs only on \`main\`, for example with the approach in [Zero-Downtime Deploys Explained](/blog/zero-downtime-deploys-explained).

Start small, keep it green, and make it the thing that guards \`main\`. The [GitHub Actions documentation](https://docs.github.com/en/actions) covers every option when you need more.
`,
  },
];
