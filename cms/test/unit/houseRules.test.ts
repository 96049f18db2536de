/**
 * The house rules of eslint.config.js (scripts/lint/houseRules.mjs) fire on a violation and stay
 * quiet where the code may do it: ESLint's own Node API on small snippets, each linted as if it
 * were the file named (the rules choose by path).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS_MESSAGE, ENV_MESSAGE } from '../../../scripts/lint/houseRules.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

// Loading the config and its plugins is most of the time: once, before the cases.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};\n', { filePath: path.join(repoRoot, 'cms/src/lib/warmUp.ts') });
}, 120_000);

/** The messages of the house rules (others, such as unused names, are not this test's). */
async function houseMessages(code: string, file: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  const house = ['no-restricted-properties', 'no-restricted-imports', 'house/boundaries', 'house/defaults-once'];
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === null || house.includes(m.ruleId))
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('environment access only in the config modules', () => {
  it('refuses process.env in a service, and `env` imported from process', async () => {
    const read = await houseMessages('export const x = process.env.SMTP_URL;\n', 'cms/src/services/mail/x.ts');
    expect(read).toEqual([{ rule: 'no-restricted-properties', message: expect.stringContaining(ENV_MESSAGE) }]);
    const imported = await houseMessages(
      "import { env } from 'node:process';\nexport const x = env.PORT;\n",
      'site/src/lib/x.ts',
    );
    expect(imported).toEqual([{ rule: 'no-restricted-imports', message: expect.stringContaining(ENV_MESSAGE) }]);
    const script = await houseMessages('export const x = process.env.HOST;\n', 'scripts/server.mjs');
    expect(script.map((m) => m.rule)).toEqual(['no-restricted-properties']);
  });

  it('allows it in the config modules and in tests', async () => {
    expect(await houseMessages('export const x = process.env.SMTP_URL;\n', 'cms/src/env.ts')).toEqual([]);
    expect(await houseMessages('export const x = process.env.HOST;\n', 'scripts/lib/config.mjs')).toEqual([]);
    expect(await houseMessages('export const x = process.env.SMTP_URL;\n', 'cms/test/api/x.test.ts')).toEqual([]);
  });
});

describe('import boundaries', () => {
  const boundary = (messages: { rule: string | null }[]) => messages.filter((m) => m.rule === 'house/boundaries').length;

  it('keeps services below collections, jobs and payload.config (static, dynamic and aliased imports)', async () => {
    const file = 'cms/src/services/posts/x.ts';
    expect(boundary(await houseMessages("import { Media } from '../../collections/Media';\nexport { Media };\n", file))).toBe(1);
    expect(boundary(await houseMessages("export { SITE_QUEUE } from '../../jobs/queues';\n", file))).toBe(1);
    expect(boundary(await houseMessages("export const load = () => import('../../payload.config');\n", file))).toBe(1);
    expect(boundary(await houseMessages("import config from '@payload-config';\nexport { config };\n", file))).toBe(1);
    // services/site and services/transfer/jobs are services: no boundary crossed.
    const inside =
      "import { hasLiveSite } from '../site/siteUpdate';\nimport { runImportJob } from '../transfer/jobs';\nexport { hasLiveSite, runImportJob };\n";
    expect(boundary(await houseMessages(inside, file))).toBe(0);
    // The CLIs and the app are above: they may.
    expect(boundary(await houseMessages("export const load = () => import('../payload.config');\n", 'cms/src/cli/x.ts'))).toBe(0);
  });

  it('keeps the site and the CMS apart', async () => {
    const siteToCms = await houseMessages("export { mediaUrl } from '../../../cms/src/lib/mediaUrl';\n", 'site/src/lib/x.ts');
    expect(siteToCms).toEqual([{ rule: 'house/boundaries', message: expect.stringContaining('The site never imports the CMS') }]);
    const cmsToSite = await houseMessages("export { SITE_URL } from '../../../site/src/lib/config';\n", 'cms/src/lib/x.ts');
    expect(cmsToSite).toEqual([{ rule: 'house/boundaries', message: expect.stringContaining('The CMS never imports the site') }]);
  });
});

describe('the defaults written once', () => {
  it('refuses the port, the data folder and the local URL written as fallbacks', async () => {
    const code = [
      "import { serverConfig } from './config.mjs';",
      'const env = { PORT: serverConfig.port ? String(serverConfig.port) : undefined, DATA_DIR: undefined };',
      'export const port = Number(env.PORT || 3000);',
      "export const dataDir = env.DATA_DIR ?? 'data';",
      'export const base = `http://localhost:${port}`;',
      '',
    ].join('\n');
    const messages = await houseMessages(code, 'scripts/lib/x.mjs');
    expect(messages).toEqual(Array.from({ length: 3 }, () => ({ rule: 'house/defaults-once', message: DEFAULTS_MESSAGE })));
  });

  it('allows them in shared/src/defaults.mjs, and other numbers anywhere', async () => {
    expect(
      await houseMessages('export const portFrom = (vars) => Number(vars.PORT || 3000);\n', 'shared/src/defaults.mjs'),
    ).toEqual([]);
    expect(await houseMessages('export const wait = (ms) => ms || 2000;\n', 'scripts/lib/x.mjs')).toEqual([]);
  });
});
