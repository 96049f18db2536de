/**
 * The server entry of the site bundle (see ./index.mjs): it only hands the built manifest to
 * the site engine, which renders pages with Astro's App (astro/app) on demand.
 */
function createExports(manifest) {
  return { manifest };
}

const serverEntrypointModule = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  createExports
}, Symbol.toStringTag, { value: 'Module' }));

export { createExports as c, serverEntrypointModule as s };
