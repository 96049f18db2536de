/**
 * The house rules as lint (eslint.config.js uses them; cms/test/unit/houseRules.test.ts proves each
 * fires):
 *   - the environment is read only in the config modules (create-t3-turbo's restrictEnvAccess);
 *   - import boundaries: services below collections, jobs and the Payload config; the site and the
 *     CMS apart;
 *   - the defaults (port, data folder, local site URL) written once, in shared/src/defaults.mjs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Tests and tooling: they start processes with environments of their own, and pick their own ports. */
const TESTS_AND_TOOLING = [
  '**/test/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  'tests/**',
  'bench/**',
  'shared/scripts/**',
  'scripts/lint/**',
];

/** Where process.env may be read: the config modules, and tests and tooling (they set up processes). */
export const ENV_ALLOWED = [
  // The config modules, one per program.
  'cms/src/env.ts',
  'site/src/lib/config.ts',
  'site/engine/config.ts',
  'site/astro.config.mjs',
  'scripts/lib/config.mjs',
  'scripts/lib/dataPaths.mjs',
  'scripts/deploy/config.mjs',
  // The engine's launcher: sets the environment the bundled engine then reads (config.ts).
  'site/engine/run.mjs',
  // The production check takes the environment it is given (process.env by its callers).
  'shared/src/productionConfig.mjs',
  ...TESTS_AND_TOOLING,
  'scripts/e2e.mjs',
  'scripts/test.mjs',
  'scripts/lib/warmEngine.mjs',
  'cms/scripts/**',
  '**/vitest*.config.ts',
  'scripts/check-start.mjs',
  'scripts/audit.mjs',
  'scripts/lib/mongoDump.mjs',
  'scripts/lib/postgresDump.mjs',
  'eslint.config.js',
];

export const ENV_MESSAGE =
  'Read the environment in a config module (cms/src/env.ts, site/src/lib/config.ts, site/engine/config.ts, scripts/lib/config.mjs, scripts/deploy/config.mjs) and import the value from there.';

/** restrictEnvAccess: `process.env` and `import { env } from 'process'`. */
export const envRules = {
  'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV_MESSAGE }],
  'no-restricted-imports': [
    'error',
    { paths: ['process', 'node:process'].map((name) => ({ name, importNames: ['env'], message: ENV_MESSAGE })) },
  ],
};

/** Folders (repository-relative, ending in /) or files, and what their files may not import. */
const BOUNDARIES = [
  {
    from: 'cms/src/services/',
    forbid: ['cms/src/collections/', 'cms/src/jobs/', 'cms/src/payload.config'],
    message:
      'cms/src/services is below collections, jobs and payload.config: move what it needs down to cms/src/lib, or the caller up to cms/src/cli or the app.',
  },
  { from: 'site/', forbid: ['cms/', '@blog/cms'], message: 'The site never imports the CMS: share it through shared/.' },
  { from: 'cms/', forbid: ['site/', '@blog/site'], message: 'The CMS never imports the site: share it through shared/.' },
];

/** The CMS's path aliases (cms/tsconfig.json). */
const ALIASES = [
  ['@payload-config', 'cms/src/payload.config.ts'],
  ['@/', 'cms/src/'],
];

/** The repository-relative target of an import, or the bare package name when it is one. */
function targetOf(source, file) {
  for (const [alias, target] of ALIASES) {
    if (source === alias || (alias.endsWith('/') && source.startsWith(alias))) return target + source.slice(alias.length);
  }
  if (!source.startsWith('.')) return source;
  return path
    .relative(repoRoot, path.resolve(path.dirname(file), source))
    .split(path.sep)
    .join('/');
}

const boundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries between the layers and the workspaces.' } },
  create(context) {
    const file = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    const rules = BOUNDARIES.filter((rule) => file.startsWith(rule.from));
    if (!rules.length) return {};
    const check = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, context.filename);
      for (const rule of rules) {
        if (rule.forbid.some((forbidden) => target.startsWith(forbidden)))
          context.report({ node: source, message: `${rule.message} (imports ${source.value})` });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Where the defaults' values may be written: their module, and tests and tooling (they pick their own). */
export const DEFAULTS_ALLOWED = [
  'shared/src/defaults.mjs',
  ...TESTS_AND_TOOLING,
  // Sample posts: their code blocks are text.
  'cms/src/services/seed/data/**',
];

export const DEFAULTS_MESSAGE =
  'A default (port 3000, the data folder, http://localhost:PORT) is written once, in shared/src/defaults.mjs: import it from @blog/shared/defaults.';

/** The defaults' values where they are used as fallbacks: `x || 3000`, `.default('data')`, `http://localhost:${…}`. */
const defaultsOnce = {
  meta: { type: 'problem', schema: [], docs: { description: 'The platform defaults come from @blog/shared/defaults.' } },
  create(context) {
    const isDefault = (value) => value === 3000 || value === '3000' || value === 'data' || value === 'data/site';
    const asFallback = (node) => {
      const parent = node.parent;
      if (parent?.type === 'LogicalExpression' && parent.right === node) return true;
      if (parent?.type === 'AssignmentPattern' && parent.right === node) return true;
      return (
        parent?.type === 'CallExpression' &&
        parent.callee.type === 'MemberExpression' &&
        parent.callee.property.name === 'default'
      );
    };
    return {
      Literal(node) {
        if (isDefault(node.value) && asFallback(node)) context.report({ node, message: DEFAULTS_MESSAGE });
      },
      TemplateElement(node) {
        if (/localhost:$/.test(node.value.raw) && !node.tail) context.report({ node, message: DEFAULTS_MESSAGE });
      },
    };
  },
};

export const housePlugin = { meta: { name: 'house' }, rules: { boundaries, 'defaults-once': defaultsOnce } };
