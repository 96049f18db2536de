import type { FigureSpec } from '../images/figures';

/** Inline article illustrations, referenced from post markdown as `media:<key>`. */
export const FIGURES: FigureSpec[] = [
  {
    key: 'css-grid-areas',
    alt: 'A page layout with header, sidebar, main and footer grid areas',
    kind: 'layout',
    heading: 'Named grid areas',
    items: [{ label: 'header' }, { label: 'sidebar' }, { label: 'main' }, { label: 'footer' }],
  },
  {
    key: 'docker-layers',
    alt: 'Docker image layers stacked from the base image up to the build output',
    kind: 'layers',
    heading: 'Image layers are cached bottom-up',
    items: [{ label: 'node:22-alpine' }, { label: 'package*.json + npm ci' }, { label: 'Source code' }, { label: 'npm run build' }],
  },
  {
    key: 'ci-pipeline',
    alt: 'A CI pipeline: install, lint, type-check, test and build',
    kind: 'pipeline',
    heading: 'A minimal CI pipeline',
    items: [{ label: 'Install' }, { label: 'Lint' }, { label: 'Types' }, { label: 'Test' }, { label: 'Build' }],
  },
  {
    key: 'js-per-page',
    alt: 'Bar chart of kilobytes of JavaScript per page for three rendering approaches',
    kind: 'bars',
    heading: 'JavaScript shipped per page (KB, gzipped)',
    items: [{ label: 'SPA', value: 94 }, { label: 'SSR + hydration', value: 61 }, { label: 'Astro islands', value: 9 }],
  },
  {
    key: 'review-loop',
    alt: 'A code review loop: small change, self-review, review, follow-up, merge',
    kind: 'pipeline',
    heading: 'A healthy review loop',
    items: [{ label: 'Small PR' }, { label: 'Self-check' }, { label: 'Review' }, { label: 'Follow-up' }, { label: 'Merge' }],
  },
  {
    key: 'rolling-deploy',
    alt: 'The steps of a rolling deployment from starting the new version to stopping the old one',
    kind: 'pipeline',
    heading: 'A rolling deploy, step by step',
    items: [{ label: 'Start v2' }, { label: 'Health' }, { label: 'Shift' }, { label: 'Drain v1' }, { label: 'Stop v1' }],
  },
];
