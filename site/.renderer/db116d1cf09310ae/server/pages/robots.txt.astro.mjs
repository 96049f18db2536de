import { a as absoluteUrl } from '../chunks/config_D23xK3ia.mjs';
export { renderers } from '../renderers.mjs';

const GET = () => new Response(
  ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "Disallow: /cms", "", `Sitemap: ${absoluteUrl("/sitemap-index.xml")}`, ""].join("\n"),
  { headers: { "content-type": "text/plain; charset=utf-8" } }
);

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
