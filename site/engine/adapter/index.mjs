/**
 * An Astro adapter for the site engine: `astro build` makes a server bundle (the templates,
 * built once per template change) whose entry exports Astro's app factory. The engine renders the
 * pages from it with Astro's App, in its own process, with the data handed over at render time
 * (src/lib/siteData.ts) — never inlined into the bundle.
 * @returns {import('astro').AstroIntegration}
 */
export default function siteEngineAdapter() {
  return {
    name: 'blog:site-engine',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'blog:site-engine',
          serverEntrypoint: new URL('./entry.mjs', import.meta.url).pathname,
          entrypointResolution: 'auto',
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: {
            serverOutput: 'stable',
            staticOutput: 'stable',
            hybridOutput: 'stable',
            sharpImageService: 'stable',
            envGetSecret: 'unsupported',
          },
        });
      },
    },
  };
}
