/** Word banks for the benchmark's synthetic posts: plain technical English, like the demo posts. */
export const SUBJECTS = [
  'static sites', 'edge caching', 'type-safe APIs', 'database indexes', 'React islands', 'build pipelines',
  'image formats', 'web fonts', 'search indexes', 'error budgets', 'feature flags', 'code review',
  'SQLite in production', 'incremental builds', 'accessibility audits', 'HTTP caching', 'monorepos',
  'background jobs', 'rate limiting', 'content modelling', 'design tokens', 'observability', 'e-mail delivery',
  'refresh tokens', 'service workers', 'CSS layers', 'schema migrations', 'load testing', 'on-call rotations',
];
export const ANGLES = [
  'A practical guide to', 'What we learned from', 'Ten notes on', 'The quiet cost of', 'Getting started with',
  'A second look at', 'Lessons from a year of', 'Why we changed our mind about', 'Measuring', 'Debugging',
];
export const NOUNS = [
  'request', 'page', 'build', 'cache', 'server', 'index', 'query', 'team', 'reader', 'release', 'browser',
  'bundle', 'deploy', 'metric', 'route', 'template', 'worker', 'queue', 'schema', 'component', 'budget',
];
export const VERBS = [
  'reduces', 'changes', 'measures', 'hides', 'explains', 'speeds up', 'slows down', 'protects', 'breaks',
  'simplifies', 'shapes', 'reveals', 'replaces', 'limits', 'improves', 'costs',
];
export const ADJECTIVES = [
  'small', 'careful', 'predictable', 'cold', 'warm', 'stale', 'fresh', 'expensive', 'cheap', 'boring',
  'reliable', 'noisy', 'quiet', 'typed', 'static', 'dynamic', 'slow', 'fast', 'shared', 'single',
];
export const EXTRA = [
  'in practice', 'on a slow phone', 'for every visitor', 'under load', 'after the first week', 'at scale',
  'without a framework', 'in the long run', 'for the whole team', 'when nobody is looking', 'on a Monday',
];
