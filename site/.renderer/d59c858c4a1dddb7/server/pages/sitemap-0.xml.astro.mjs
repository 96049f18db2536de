import { s as sitemapPages } from '../chunks/sitemap_Bs8vrpOc.mjs';
export { renderers } from '../renderers.mjs';

const GET = () => sitemapPages();

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	GET
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
