export { a as page } from '../chunks/generic_D-8luGR_.mjs';
export { renderers } from '../renderers.mjs';
