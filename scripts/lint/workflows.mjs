#!/usr/bin/env node
/**
 * Validates .github/workflows/*.yml with GitHub's own workflow parser (@actions/workflow-parser,
 * the schema the Actions service and its language server use): unknown keys, wrong types, bad
 * expressions and invalid `on:` triggers fail `npm run lint` here rather than on GitHub.
 *
 *   node scripts/lint/workflows.mjs [FILE...]   (default: every workflow)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The parser imports its schema (a .json file) without `with { type: 'json' }`, as a bundler
// allows; Node asks for the attribute, given here.
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    return result.url.endsWith('.json') ? { ...result, importAttributes: { type: 'json' } } : result;
  },
});
const { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } = await import('@actions/workflow-parser');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, '.github/workflows');

/** The parser's and the converter's errors for one workflow file (each message names the file and line). */
async function workflowErrors(file) {
  const name = path.relative(root, file);
  const trace = new NoOperationTraceWriter();
  const parsed = parseWorkflow({ name, content: readFileSync(file, 'utf8') }, trace);
  const errors = [...parsed.context.errors.getErrors()];
  if (parsed.value && errors.length === 0) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    errors.push(...(template.errors ?? []));
  }
  return errors.map((error) => error.message ?? String(error));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files =
    process.argv.length > 2
      ? process.argv.slice(2).map((f) => path.resolve(f))
      : readdirSync(dir)
          .filter((f) => /\.ya?ml$/.test(f))
          .map((f) => path.join(dir, f));
  const problems = (await Promise.all(files.map(workflowErrors))).flat();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`workflows: ${files.length} file(s) valid`);
}
