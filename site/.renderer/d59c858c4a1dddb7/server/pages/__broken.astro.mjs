import { f as createComponent } from '../chunks/astro/server_CwJKRyWl.mjs';
import 'piccolore';
import 'clsx';
export { renderers } from '../renderers.mjs';

const $$BrokenTemplate = createComponent(($$result, $$props, $$slots) => {
  throw new Error("SITE_INJECT_BROKEN: this template is broken on purpose");
}, "/work/wt-incr/site/src/lib/testHooks/BrokenTemplate.astro", void 0);

const $$file = "/work/wt-incr/site/src/lib/testHooks/BrokenTemplate.astro";
const $$url = undefined;

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
	__proto__: null,
	default: $$BrokenTemplate,
	file: $$file,
	url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
