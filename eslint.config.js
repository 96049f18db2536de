// One lint gate for every workspace (run by `npm test` through `npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import nextPlugin from '@next/eslint-plugin-next';
import { DEFAULTS_ALLOWED, ENV_ALLOWED, envRules, housePlugin } from './scripts/lint/houseRules.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.astro/**',
      '**/.builds/**',
      '**/.worker/**',
      '**/.cli/**',
      'site/.renderer/**',
      'bench/.work/**',
      '**/.turbo/**',
      'data/**',
      'site/.builds/**',
      'cms/next-env.d.ts',
      'cms/src/payload-types.ts',
      'cms/src/migrations/**',
      'cms/src/migrations-postgres/**',
      'cms/src/app/(payload)/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // Unused names are errors, but `_`-prefixed ones are there on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['cms/**/*.ts', 'cms/**/*.tsx'],
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Tests and scripts may use the looser shapes test doubles need.
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'tests/**', 'bench/**', '**/scripts/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The house rules (scripts/lint/houseRules.mjs, proved by cms/test/unit/houseRules.test.ts).
  { plugins: { house: housePlugin } },
  { ignores: ENV_ALLOWED, rules: envRules },
  { files: ['cms/**', 'site/**'], rules: { 'house/boundaries': 'error' } },
  { ignores: DEFAULTS_ALLOWED, rules: { 'house/defaults-once': 'error' } },
);
