export { a as page } from '../chunks/generic_CTrOd_7p.mjs';
export { renderers } from '../renderers.mjs';
