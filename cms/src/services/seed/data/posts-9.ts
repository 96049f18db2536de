import type { SeedPost } from './types';

export const POSTS_9: SeedPost[] = [
  {
    title: 'Migrating from Webpack to Vite',
    cover: 'From Webpack to Vite',
    excerpt:
      'Notes from moving a mid-sized React app from a hand-tuned Webpack config to Vite, including the parts that did not go smoothly.',
    category: 'web-development',
    tags: ['tooling', 'performance', 'react'],
    status: 'DRAFT',
    daysAgo: null,
    viewCount: 0,
    content: `Our Webpack configuration had grown to 400 lines over five years. Cold starts took ninety seconds and nobody dared touch the loaders. This is a draft of what we learned moving to [Vite](https://vite.dev).

## Why we moved

- Dev server start: **90 s → 1.5 s**, because Vite serves native ES modules and pre-bundles only dependencies.
- Hot updates that reflect a change before you can switch windows.
- A config short enough to read in one sitting.

## The new config

\`\`\`ts
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { sourcemap: true },
});
\`\`\`

## What broke

1. \`process.env.X\` references — Vite exposes \`import.meta.env.VITE_X\` instead.
2. A CommonJS-only charting library that needed \`optimizeDeps.include\`.
3. SVG imports, which now need a plugin to become React components.

The charting library was the worst of it. Vite pre-bundles dependencies with esbuild, and a package that mixes \`require\` calls with ES module syntax confuses that step. Listing it explicitly fixed the dev server; the production build, which uses Rollup, needed no change at all.

## Production builds

Dev and production use different bundlers, which sounds alarming but caused us only one real difference: CSS ordering between two global stylesheets. Importing them from a single entry file made the order explicit and identical in both modes.

\`\`\`bash
npm run build
npx vite preview --port 4173
\`\`\`

Always test the preview build before deploying — it is the closest thing to production you can run locally.

> [!NOTE]
> TODO before publishing: add bundle size numbers and the test runner migration to Vitest.

## Still to write

- [ ] Environment variables section
- [ ] CI changes
- [x] Config comparison
`,
  },
  {
    title: 'Kubernetes for the Rest of Us',
    cover: 'Kubernetes for the Rest of Us',
    excerpt:
      'Pods, deployments and services explained for developers who just want their container to run, scale and restart when it crashes.',
    category: 'devops',
    tags: ['docker', 'node'],
    status: 'DRAFT',
    daysAgo: null,
    viewCount: 0,
    content: `Kubernetes has a reputation for complexity, and much of it is deserved. But for a developer shipping one web service, you need only a handful of concepts. This draft covers the minimum.

## Four objects you need

- **Pod** — one or more containers that run together. You rarely create them directly.
- **Deployment** — keeps a number of identical pods running and rolls out new versions.
- **Service** — a stable address in front of changing pods.
- **Ingress** — routes outside HTTP traffic to services.

## A minimal deployment

\`\`\`yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
spec:
  replicas: 2
  selector:
    matchLabels: { app: api }
  template:
    metadata:
      labels: { app: api }
    spec:
      containers:
        - name: api
          image: ghcr.io/example/api:1.4.0
          ports:
            - containerPort: 3000
          readinessProbe:
            httpGet: { path: /health, port: 3000 }
\`\`\`

\`\`\`bash
kubectl apply -f deployment.yaml
kubectl rollout status deployment/api
\`\`\`

> [!WARNING]
> Without a readiness probe, Kubernetes sends traffic to pods that are still starting — exactly the problem rolling updates are meant to solve.

## Why two replicas

With \`replicas: 2\`, a crashed pod is replaced while the other keeps serving, and a rolling update can replace pods one at a time. One replica means every deploy and every crash is an outage, however short.

## Resource requests

Tell the scheduler what your container needs, or it will pack pods onto nodes until they starve each other:

\`\`\`yaml
resources:
  requests: { cpu: 100m, memory: 128Mi }
  limits: { memory: 256Mi }
\`\`\`

A memory limit protects the node; a container that exceeds it is restarted, which is usually what you want for a leaking process.

## To do

- Services and ingress examples
- ConfigMaps and Secrets
- When you do *not* need Kubernetes at all
`,
  },
];
