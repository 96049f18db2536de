/**
 * happy-dom's globals for a test that renders .astro components: Vitest 5 transforms files for
 * the client in a DOM environment, where Astro refuses its components, so this one keeps the
 * server (SSR) transform and only adds the DOM.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const happyDomSsr: Environment = { ...builtinEnvironments['happy-dom'], name: 'happy-dom-ssr', viteEnvironment: 'ssr' };
export default happyDomSsr;
