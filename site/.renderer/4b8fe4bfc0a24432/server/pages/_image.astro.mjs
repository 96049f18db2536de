export { a as page } from '../chunks/generic_DeFs6ggn.mjs';
export { renderers } from '../renderers.mjs';
