/**
 * The lockfile audit's logic: which installed packages an OSV advisory (npm ecosystem) affects.
 * Pure functions over package-lock.json (v3) and OSV records; scripts/audit.mjs feeds them.
 */
import semver from 'semver';

/**
 * Every installed copy in a package-lock.json: name, version, whether only the dev tree needs it,
 * and where it sits. Workspace links are the project itself, not dependencies.
 * @param {{ packages?: Record<string, { name?: string, version?: string, dev?: boolean, link?: boolean, [field: string]: unknown }> }} lock
 */
export function installedPackages(lock) {
  const found = [];
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where.includes('node_modules/') || entry.link || !entry.version) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    // `dev` means only the dev tree pulls it in; `devOptional` ones ship as optional production deps.
    found.push({ name, version: entry.version, dev: entry.dev === true, path: where });
  }
  return found;
}

/** Whether `version` is inside one OSV range (SEMVER or ECOSYSTEM events, in their listed order). */
function inRange(version, events) {
  let start = null;
  for (const event of events) {
    if (event.introduced !== undefined) start = event.introduced;
    const below = event.fixed ?? event.limit;
    if (below !== undefined && start !== null) {
      if (atLeast(version, start) && semver.lt(version, below, { loose: true })) return true;
      start = null;
    }
    if (event.last_affected !== undefined && start !== null) {
      if (atLeast(version, start) && semver.lte(version, event.last_affected, { loose: true })) return true;
      start = null;
    }
  }
  return start !== null && atLeast(version, start);
}

function atLeast(version, introduced) {
  return introduced === '0' || semver.gte(version, introduced, { loose: true });
}

/** Whether an OSV record affects npm package `name` at `version`. */
export function affects(advisory, name, version) {
  if (advisory.withdrawn) return false;
  if (!semver.valid(version, { loose: true })) return false;
  return (advisory.affected ?? []).some((affected) => {
    if (affected.package?.ecosystem !== 'npm' || affected.package?.name !== name) return false;
    if (affected.versions?.includes(version)) return true;
    return (affected.ranges ?? []).some(
      (range) => (range.type === 'SEMVER' || range.type === 'ECOSYSTEM') && inRange(version, range.events ?? []),
    );
  });
}

/** The first version an advisory's ranges name as fixed, for the report. */
export function fixedIn(advisory, name) {
  for (const affected of advisory.affected ?? []) {
    if (affected.package?.name !== name) continue;
    for (const range of affected.ranges ?? []) {
      const fixed = range.events?.find((event) => event.fixed)?.fixed;
      if (fixed) return fixed;
    }
  }
  return null;
}

/**
 * Matches installed packages against advisories.
 * @param {ReturnType<typeof installedPackages>} installed
 * @param {(name: string) => Promise<object[]>} advisoriesFor the OSV records naming a package
 */
export async function audit(installed, advisoriesFor) {
  const findings = [];
  const byName = new Map();
  for (const pkg of installed) byName.set(pkg.name, [...(byName.get(pkg.name) ?? []), pkg]);
  for (const [name, copies] of byName) {
    const advisories = await advisoriesFor(name);
    if (advisories.length === 0) continue;
    for (const pkg of copies) {
      for (const advisory of advisories) {
        if (affects(advisory, name, pkg.version)) findings.push({ ...pkg, advisory, fixed: fixedIn(advisory, name) });
      }
    }
  }
  return findings;
}
