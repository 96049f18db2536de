import { renderers } from './renderers.mjs';
import { s as serverEntrypointModule, c as createExports } from './chunks/_@astrojs-ssr-adapter_BH9cjbHX.mjs';
import { manifest as manifest$1 } from './manifest_DM6tb33v.mjs';

const serverIslandMap = new Map();;

const _page0 = () => import('./pages/_image.astro.mjs');
const _page1 = () => import('./pages/404.astro.mjs');
const _page2 = () => import('./pages/blog/_slug_.astro.mjs');
const _page3 = () => import('./pages/blog-ids.json.astro.mjs');
const _page4 = () => import('./pages/robots.txt.astro.mjs');
const _page5 = () => import('./pages/rss.xml.astro.mjs');
const _page6 = () => import('./pages/search.astro.mjs');
const _page7 = () => import('./pages/sitemap-0.xml.astro.mjs');
const _page8 = () => import('./pages/sitemap-index.xml.astro.mjs');
const _page9 = () => import('./pages/unsubscribe.astro.mjs');
const _page10 = () => import('./pages/index.astro.mjs');
const pageMap = new Map([
    ["../node_modules/astro/dist/assets/endpoint/generic.js", _page0],
    ["src/pages/404.astro", _page1],
    ["src/pages/blog/[slug].astro", _page2],
    ["src/pages/blog-ids.json.ts", _page3],
    ["src/pages/robots.txt.ts", _page4],
    ["src/pages/rss.xml.ts", _page5],
    ["src/pages/search.astro", _page6],
    ["src/pages/sitemap-0.xml.ts", _page7],
    ["src/pages/sitemap-index.xml.ts", _page8],
    ["src/pages/unsubscribe.astro", _page9],
    ["src/pages/index.astro", _page10]
]);

const _manifest = Object.assign(manifest$1, {
    pageMap,
    serverIslandMap,
    renderers,
    actions: () => import('./noop-entrypoint.mjs'),
    middleware: () => import('./_noop-middleware.mjs')
});
const _args = undefined;
const _exports = createExports(_manifest);
const manifest = _exports['manifest'];
const _start = 'start';
if (Object.prototype.hasOwnProperty.call(serverEntrypointModule, _start)) {
	serverEntrypointModule[_start](_manifest, _args);
}

export { manifest, pageMap };
