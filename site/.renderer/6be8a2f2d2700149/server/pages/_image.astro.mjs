export { a as page } from '../chunks/generic_u2ge8RLL.mjs';
export { renderers } from '../renderers.mjs';
