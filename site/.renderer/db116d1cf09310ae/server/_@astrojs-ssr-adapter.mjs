export { c as createExports } from './chunks/_@astrojs-ssr-adapter_BH9cjbHX.mjs';
