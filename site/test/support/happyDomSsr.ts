/**
 * happy-dom's globals for a test that renders .astro components: Vitest 5 transforms files for
 * the client in a DOM environment, where Astro refuses its components, so this one keeps the
 * server (SSR) transform and only adds the DOM. Node's own fetch classes stay: the renderer's
 * Shiki loads its WebAssembly with `Response#bytes()`, which happy-dom's Response lacks.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const base = builtinEnvironments['happy-dom'];
const NODE_FETCH = ['fetch', 'Request', 'Response', 'Headers', 'Blob'] as const;

const happyDomSsr: Environment = {
  ...base,
  name: 'happy-dom-ssr',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const native = Object.fromEntries(NODE_FETCH.map((name) => [name, globalThis[name]]));
    const env = await base.setup(global, options);
    Object.assign(global, native);
    return env;
  },
};
export default happyDomSsr;
