// Plain tsc does not resolve .astro imports (astro check does); the container tests import components.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
