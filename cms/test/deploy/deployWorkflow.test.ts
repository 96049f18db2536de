/**
 * .github/workflows/deploy-site.yml as the runner runs it: each `run:` step of its job, in order, in
 * a plain shell at the repository's root (no NODE_ENV, the machine's own Node first on PATH), with
 * the job's and the step's `env:`, their expressions given local values: the platform (a real
 * seeded server) for `vars.CMS_URL`, a local S3 server (s3rver) for the bucket. `npm ci` is the one
 * step left out (the dependencies are installed; it would replace them under the test). Then the
 * bucket holds the built site. The workflow's run steps take no expressions (they come in as
 * variables) and run project code through npm only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../helpers/plainShell';
import { freePort, spawnServer, type RunningServer } from '../helpers/spawnServer';

vi.setConfig({ testTimeout: 15 * 60_000 });

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
const workflow = parse(readFileSync(path.join(repoRoot, '.github/workflows/deploy-site.yml'), 'utf8')) as {
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
};
const job = workflow.jobs.update!;
const work = mkdtempSync(path.join(tmpdir(), 'blog-deploy-workflow-'));
const bucket = 'site';
let platform: RunningServer;
let s3server: S3rver;
let endpoint = '';

beforeAll(async () => {
  platform = await spawnServer({ SITE_BUILD: 'off' });
  const port = await freePort();
  s3server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: path.join(work, 's3'),
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3server?.close();
  await platform?.stop();
  platform?.cleanup();
  rmSync(path.join(repoRoot, 'deploy-report.json'), { force: true });
  rmSync(work, { recursive: true, force: true });
});

/** Local values of the expressions the workflow uses; an expression without one fails the test. */
function localValue(expression: string): string {
  const values: Record<string, string> = {
    'vars.CMS_URL': platform.url,
    'vars.SITE_URL': platform.url,
    'github.workspace': work,
    "inputs.full && 'full' || 'update'": 'update',
    "github.event.client_payload.reason || 'deploy'": 'publish: "quotes" & $(not run)',
    'vars.SITE_BUCKET': bucket,
    "vars.AWS_REGION || 'us-east-1'": 'us-east-1',
    'secrets.SITE_BUCKET_KEY_ID': 'S3RVER',
    'secrets.SITE_BUCKET_SECRET': 'S3RVER',
    'vars.SITE_BUCKET_ENDPOINT': endpoint,
    'vars.CLOUDFRONT_DISTRIBUTION_ID': '',
    'vars.CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID': '',
    "inputs.full && '--full' || ''": '',
  };
  const value = values[expression.trim()];
  if (value === undefined) throw new Error(`no local value for the expression \${{ ${expression} }}`);
  return value;
}
const substitute = (text: string) => text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => localValue(expression));

/** One run step as the runner runs it: `bash -e {0}` at the workspace, the plain PATH, the env given. */
function runStep(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd: repoRoot,
      env: {
        PATH: '/usr/local/bin:/usr/bin:/bin',
        HOME: process.env.HOME ?? '/root',
        LANG: 'C.UTF-8',
        ...env,
      } as unknown as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the deploy workflow, step by step in a plain shell', () => {
  it('its run steps take expressions as variables and run project code through npm', () => {
    const runs = job.steps.filter((step) => step.run).map((step) => step.run!.trim());
    expect(runs.length).toBeGreaterThanOrEqual(3);
    for (const run of runs) {
      expect(run).not.toContain('${{');
      expect(run).toMatch(/^npm (ci|run|exec) /);
    }
    const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node'));
    expect(setup).toMatchObject({ with: { 'node-version-file': '.nvmrc' } });
    // CI too; and .nvmrc is the pinned `node` dev dependency's version.
    const ci = parse(readFileSync(path.join(repoRoot, '.github/workflows/ci.yml'), 'utf8')) as typeof workflow;
    for (const ciJob of Object.values(ci.jobs)) {
      const ciSetup = ciJob.steps.find((step) => step.uses?.startsWith('actions/setup-node'));
      expect(ciSetup).toMatchObject({ with: { 'node-version-file': '.nvmrc' } });
      for (const step of ciJob.steps.filter((s) => s.run && /\bnode\b/.test(s.run)))
        expect(step.run).toMatch(/npm exec -- node /);
    }
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe(pkg.devDependencies.node);
  });

  it('updates the site from the platform and deploys it to the bucket', async () => {
    const jobEnv = Object.fromEntries(Object.entries(job.env ?? {}).map(([k, v]) => [k, substitute(String(v))]));
    for (const step of job.steps) {
      if (!step.run || /^npm ci\b/.test(step.run.trim())) continue;
      const env = {
        ...jobEnv,
        ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(String(v))])),
      };
      const { code, output } = await runStep(step.run, env);
      expect(code, `${step.name ?? step.run}\n${output.slice(-4000)}`).toBe(0);
    }
    const report = JSON.parse(readFileSync(path.join(repoRoot, 'deploy-report.json'), 'utf8'));
    expect(report.full).toBe(true);
    expect(report.upload).toContain('index.html');
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const home = await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'index.html' }))).Body!.transformToString();
    expect(home).toContain('Latest Articles');
  });
});
