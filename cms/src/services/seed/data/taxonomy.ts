import type { SeedCategory, SeedTag } from './types';

export const CATEGORIES: SeedCategory[] = [
  {
    key: 'web-development',
    name: 'Web Development',
    description: 'Building for the browser and the server: frameworks, TypeScript, APIs and the web platform itself.',
  },
  {
    key: 'design',
    name: 'Design',
    description: 'Interfaces people enjoy using: layout, typography, colour, motion and accessibility.',
  },
  {
    key: 'devops',
    name: 'DevOps',
    description: 'Shipping and running software: containers, CI/CD pipelines, deployments and observability.',
  },
  {
    key: 'career',
    name: 'Career',
    description: 'Growing as a developer: learning, job hunting, code review, mentoring and working in teams.',
  },
  {
    key: 'productivity',
    name: 'Productivity',
    description: 'Tools, habits and workflows that make everyday development calmer and faster.',
  },
];

/** GraphQL is deliberately left without posts (the site shows empty tags disabled). */
export const TAGS: SeedTag[] = [
  { key: 'react', name: 'React' },
  { key: 'typescript', name: 'TypeScript' },
  { key: 'astro', name: 'Astro' },
  { key: 'css', name: 'CSS' },
  { key: 'node', name: 'Node.js' },
  { key: 'docker', name: 'Docker' },
  { key: 'testing', name: 'Testing' },
  { key: 'performance', name: 'Performance' },
  { key: 'accessibility', name: 'Accessibility' },
  { key: 'career', name: 'Career' },
  { key: 'soft-skills', name: 'Soft Skills' },
  { key: 'git', name: 'Git' },
  { key: 'tooling', name: 'Tooling' },
  { key: 'graphql', name: 'GraphQL' },
];
