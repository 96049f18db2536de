import { f as createComponent, k as renderComponent, l as renderScript, r as renderTemplate, m as maybeRenderHead } from '../chunks/astro/server_CwJKRyWl.mjs';
import 'piccolore';
import { $ as $$BaseLayout, a as $$Icon } from '../chunks/BaseLayout_CivO3FVa.mjs';
import { E as EN } from '../chunks/config_D23xK3ia.mjs';
export { renderers } from '../renderers.mjs';

const $$Unsubscribe = createComponent(async ($$result, $$props, $$slots) => {
  return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": EN.site.unsubscribeTitle, "description": EN.site.unsubscribeIntro, "path": "/unsubscribe/", "noindex": true }, { "default": async ($$result2) => renderTemplate` ${maybeRenderHead()}<section class="status-page container container--narrow" data-unsubscribe> <span class="status-page__icon">${renderComponent($$result2, "Icon", $$Icon, { "name": "mail", "size": 28 })}</span> <h1>${EN.site.unsubscribeTitle}</h1> <p class="status-page__text" data-unsubscribe-message role="status">${EN.site.unsubscribeIntro}</p> <div class="status-page__actions"> <button type="button" class="button button--primary" data-unsubscribe-button>${EN.site.unsubscribeConfirm}</button> <a class="button button--ghost" href="/">${EN.site.goHome}</a> </div> </section> ` })} ${renderScript($$result, "/work/wt-incr/site/src/pages/unsubscribe.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt-incr/site/src/pages/unsubscribe.astro", void 0);

const $$file = "/work/wt-incr/site/src/pages/unsubscribe.astro";
const $$url = "/unsubscribe";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$Unsubscribe,
  file: $$file,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
