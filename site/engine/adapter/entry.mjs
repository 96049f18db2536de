/**
 * The server entry of the site bundle (see ./index.mjs): it only hands the built manifest to
 * the site engine, which renders pages with Astro's App (astro/app) on demand.
 */
export function createExports(manifest) {
  return { manifest };
}
