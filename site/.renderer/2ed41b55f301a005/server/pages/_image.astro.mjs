export { a as page } from '../chunks/generic_DXeMI6mk.mjs';
export { renderers } from '../renderers.mjs';
