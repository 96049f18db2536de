/**
 * The image and the compose stack, without a Docker engine (none runs here): docker-compose.yml
 * parses and agrees with the Dockerfile (data volume, port, health check, production mode), the
 * Dockerfile has the shape the README promises, and the health check script really tells a
 * healthy server from a failing or absent one.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
/** The Dockerfile's instructions (continuations joined, comments dropped), split into stages. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages: string[][] = [];
for (const line of instructions) {
  if (/^FROM /i.test(line)) stages.push([]);
  stages.at(-1)?.push(line);
}
const final = stages.at(-1)!;
const envOf = (stage: string[]) =>
  Object.fromEntries(
    stage.filter((l) => l.startsWith('ENV ')).flatMap((l) => [...l.slice(4).matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])),
  );

describe('Dockerfile', () => {
  it('builds in stages on Node 24 and runs production dependencies only, as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM node:24-bookworm-slim\b/);
    const build = stages.find((s) => /\bAS build\b/i.test(s[0] ?? ''))!;
    expect(build.join('\n')).toMatch(/npm ci\b/);
    expect(build.join('\n')).toMatch(/npm run build/);
    // What the final stage copies has had its dev dependencies pruned after the build.
    expect(build.join('\n')).toMatch(/npm prune --omit=dev/);
    expect(final.join('\n')).toMatch(/COPY --from=build /);
    expect(final.join('\n')).not.toMatch(/npm (ci|install)\b/);
    const user = final.filter((l) => l.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER (root|0)\b/);
    expect(final.at(-1)).toBe('CMD ["node", "scripts/server.mjs"]');
  });

  it('keeps its data in a volume, reports its health on /api/v1/health, and runs in production mode', () => {
    const env = envOf(final);
    expect(env.PRODUCTION).toBe('true');
    expect(final).toContain(`VOLUME ["${env.DATA_DIR}"]`);
    const health = final.find((l) => l.startsWith('HEALTHCHECK '));
    expect(health).toMatch(/CMD \["node", "scripts\/healthcheck\.mjs"\]$/);
    // A first start (migrations, seed, first site build) is not counted against it.
    expect(health).toMatch(/ --start-period=\d+s /);
    expect(readFileSync(path.join(root, 'scripts/healthcheck.mjs'), 'utf8')).toContain('/api/v1/health');
    expect(final).toContain(`EXPOSE ${env.PORT}`);
  });

  it('leaves data, dependencies and the git history out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', 'data', 'node_modules', '**/node_modules', 'cms/.next']) expect(ignored).toContain(entry);
  });
});

describe('docker-compose.yml', () => {
  const cms = compose.services.cms;

  it('builds the platform from the Dockerfile and runs it in production mode with the required secrets', () => {
    expect(cms.build.context).toBe('.');
    expect(existsSync(path.join(root, cms.build.dockerfile))).toBe(true);
    expect(cms.environment.PRODUCTION).toBe('true');
    // Compose refuses to start without them (`${VAR:?message}`).
    expect(cms.environment.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?.+\}$/);
    expect(cms.environment.PAYLOAD_SECRET).toMatch(/^\$\{PAYLOAD_SECRET:\?.+\}$/);
  });

  it("mounts a named volume at the image's data folder and publishes the image's port", () => {
    const env = envOf(final);
    const [volume, target] = (cms.volumes as string[]).find((v) => v.endsWith(`:${env.DATA_DIR}`))!.split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    const port = cms.environment.PORT ?? env.PORT;
    expect(target).toBe(env.DATA_DIR);
    expect(cms.ports).toContain(`${port}:${port}`);
  });

  it('checks health with the same script as the image, and every dependency is a service that is there', () => {
    expect(cms.healthcheck.test).toEqual(['CMD', 'node', 'scripts/healthcheck.mjs']);
    expect(cms.healthcheck.start_period).toMatch(/^\d+s$/);
    for (const [name, service] of Object.entries<any>(compose.services))
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(compose.services, `${name} → ${dependency}`).toHaveProperty(dependency);
    // The database the platform is pointed at is the compose's own, and it waits for it to be healthy.
    const host = new URL(cms.environment.DATABASE_URL).hostname;
    expect(compose.services).toHaveProperty(host);
    expect(cms.depends_on[host].condition).toBe('service_healthy');
    expect(compose.services[host].healthcheck).toBeDefined();
  });
});

describe('scripts/healthcheck.mjs', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.statusCode = req.url === '/api/v1/health' ? 200 : 503;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));

  const check = async (env: Record<string, string>, args: string[] = []) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/healthcheck.mjs'), ...args], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    return new Promise<number | null>((resolve) => child.on('exit', resolve));
  };

  it('exits 0 when /api/v1/health on PORT answers 2xx, 1 on an error status or when nothing listens', async () => {
    const port = new URL(base).port;
    expect(await check({ PORT: port })).toBe(0);
    expect(await check({}, [`${base}/down`])).toBe(1);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(await check({ PORT: port })).toBe(1);
  }, 30_000);
});

describe('renovate.json', () => {
  interface Rule {
    groupName?: string;
    matchPackageNames?: string[];
    matchDepNames?: string[];
    matchManagers?: string[];
    matchUpdateTypes?: string[];
    enabled?: boolean;
  }
  const renovate = JSON.parse(readFileSync(path.join(root, 'renovate.json'), 'utf8')) as {
    minimumReleaseAge?: string;
    packageRules: Rule[];
  };
  /** What Renovate does with a dependency: later matching rules override earlier ones. */
  const settle = (depName: string, manager: string, updateType: string) =>
    renovate.packageRules
      .filter((rule) => {
        const names = [...(rule.matchPackageNames ?? []), ...(rule.matchDepNames ?? [])];
        const named = names.length === 0 || names.includes(depName);
        return (
          named &&
          !names.includes(`!${depName}`) &&
          (!rule.matchManagers || rule.matchManagers.includes(manager)) &&
          (!rule.matchUpdateTypes || rule.matchUpdateTypes.includes(updateType))
        );
      })
      .reduce<{ groupName?: string; enabled?: boolean }>((settled, rule) => ({ ...settled, ...rule }), {});

  it('moves the Node runtime as one group wherever it is named, and never offers a Node major', () => {
    // The node package and engines (npm), .nvmrc (nvm), the image's node: tag (dockerfile), setup-node (github-actions).
    const places: [string, string][] = [
      ['node', 'npm'],
      ['node', 'nvm'],
      ['node', 'dockerfile'],
      ['node', 'github-actions'],
      ['@types/node', 'npm'],
    ];
    for (const [dep, manager] of places) {
      expect(settle(dep, manager, 'minor').groupName, `${dep} (${manager})`).toBe('node runtime');
      expect(settle(dep, manager, 'minor').enabled, `${dep} (${manager})`).not.toBe(false);
      expect(settle(dep, manager, 'major').enabled, `${dep} (${manager}) major`).toBe(false);
    }
    // .nvmrc names the exact runtime the `node` dev dependency pins (the workflows set up from it).
    const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies.node;
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(pinned);
  });

  it('waits before offering a new release', () => {
    expect(renovate.minimumReleaseAge).toMatch(/^\d+ days?$/);
  });
});
