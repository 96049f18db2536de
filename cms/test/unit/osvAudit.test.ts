/** The lockfile audit (scripts/audit.mjs, scripts/lib/osvAudit.mjs) over OSV records. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { affects, installedPackages } from '../../../scripts/lib/osvAudit.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const advisory = (id: string, name: string, events: object[], extra: object = {}) => ({
  id,
  summary: `${id} summary`,
  affected: [{ package: { ecosystem: 'npm', name, purl: `pkg:npm/${name}` }, ranges: [{ type: 'SEMVER', events }] }],
  database_specific: { severity: 'HIGH' },
  ...extra,
});

describe('which versions an OSV advisory affects', () => {
  it('reads introduced / fixed / last_affected events, in order, and explicit version lists', () => {
    const twoRanges = advisory('A', 'pkg', [
      { introduced: '1.0.0' },
      { fixed: '1.4.2' },
      { introduced: '2.0.0' },
      { last_affected: '2.3.0' },
    ]);
    expect(affects(twoRanges, 'pkg', '0.9.0')).toBe(false);
    expect(affects(twoRanges, 'pkg', '1.0.0')).toBe(true);
    expect(affects(twoRanges, 'pkg', '1.4.1')).toBe(true);
    expect(affects(twoRanges, 'pkg', '1.4.2')).toBe(false);
    expect(affects(twoRanges, 'pkg', '2.3.0')).toBe(true);
    expect(affects(twoRanges, 'pkg', '2.3.1')).toBe(false);
    expect(affects(twoRanges, 'other', '1.1.0')).toBe(false);
    const open = advisory('B', 'pkg', [{ introduced: '0' }]);
    expect(affects(open, 'pkg', '99.0.0')).toBe(true);
    expect(affects({ ...open, withdrawn: '2026-01-01T00:00:00Z' }, 'pkg', '1.0.0')).toBe(false);
    const listed = { id: 'C', affected: [{ package: { ecosystem: 'npm', name: 'pkg' }, versions: ['3.1.0'] }] };
    expect(affects(listed, 'pkg', '3.1.0')).toBe(true);
    expect(affects(listed, 'pkg', '3.1.1')).toBe(false);
    // A prerelease of the fixed version is still before the fix.
    expect(affects(advisory('D', 'pkg', [{ introduced: '0' }, { fixed: '7.0.0' }]), 'pkg', '7.0.0-beta.1')).toBe(true);
  });

  it('tells production copies from dev-only ones and skips the workspaces', () => {
    const found = installedPackages({
      packages: {
        '': { name: 'root' },
        'node_modules/@blog/site': { link: true },
        site: { name: '@blog/site', version: '0.1.0' },
        'node_modules/astro': { version: '5.18.2' },
        'node_modules/astro/node_modules/sharp': { version: '0.34.5', optional: true },
        'node_modules/vitest': { version: '5.1.2', dev: true },
        'node_modules/alias': { name: 'real-name', version: '1.0.0', devOptional: true },
      },
    });
    expect(found).toEqual([
      { name: 'astro', version: '5.18.2', dev: false, path: 'node_modules/astro' },
      { name: 'sharp', version: '0.34.5', dev: false, path: 'node_modules/astro/node_modules/sharp' },
      { name: 'vitest', version: '5.1.2', dev: true, path: 'node_modules/vitest' },
      { name: 'real-name', version: '1.0.0', dev: false, path: 'node_modules/alias' },
    ]);
  });
});

describe('npm run audit', () => {
  const run = (lock: object, records: object[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blog-audit-'));
    writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
    writeFileSync(path.join(dir, 'npm.nedb'), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    return spawnSync(
      process.execPath,
      [path.join(root, 'scripts/audit.mjs'), '--lockfile', path.join(dir, 'package-lock.json')],
      {
        env: { ...process.env, OSV_OFFLINE_ROOT_DIR: dir },
        encoding: 'utf8',
      },
    );
  };
  const lock = {
    packages: {
      'node_modules/shipped': { version: '1.2.0' },
      'node_modules/tooling': { version: '4.0.0', dev: true },
    },
  };

  it('fails on an advisory against a production dependency, naming it and its fix', () => {
    const result = run(lock, [advisory('GHSA-prod', 'shipped', [{ introduced: '0' }, { fixed: '1.3.0' }])]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('shipped@1.2.0 GHSA-prod HIGH GHSA-prod summary (fixed in 1.3.0)');
  });

  it('reports dev-only advisories and passes', () => {
    const result = run(lock, [
      advisory('GHSA-dev', 'tooling', [{ introduced: '0' }, { fixed: '4.1.0' }]),
      advisory('GHSA-old', 'shipped', [{ introduced: '0' }, { fixed: '1.1.0' }]),
    ]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('tooling@4.0.0 GHSA-dev');
    expect(result.stdout).not.toContain('GHSA-old');
    expect(result.stdout).toContain('2 installed packages checked against 2 OSV advisories');
  });

  it.each([
    ['an empty advisory file', (dir: string) => writeFileSync(path.join(dir, 'npm.nedb'), '')],
    ['no advisory file', (dir: string) => rmSync(path.join(dir, 'npm.nedb'))],
    [
      'a file of blank lines and index entries only',
      (dir: string) => writeFileSync(path.join(dir, 'npm.nedb'), '\n{"$$indexCreated":{"fieldName":"id"}}\n\n'),
    ],
  ])('fails with %s: nothing was checked', (_case, prepare) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blog-audit-'));
    writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
    writeFileSync(path.join(dir, 'npm.nedb'), '');
    prepare(dir);
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/audit.mjs'), '--lockfile', path.join(dir, 'package-lock.json')],
      { env: { ...process.env, OSV_OFFLINE_ROOT_DIR: dir }, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `[audit] no advisory records in ${path.join(dir, 'npm.nedb')}: nothing was checked (see scripts/audit/README.md for the data).`,
    );
  });

  it("passes the project's own lockfile against the records kept in scripts/audit", () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/audit.mjs')], {
      env: { ...process.env, OSV_OFFLINE_ROOT_DIR: '' },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
