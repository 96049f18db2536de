export { a as page } from '../chunks/generic_DsDFaVx2.mjs';
export { renderers } from '../renderers.mjs';
