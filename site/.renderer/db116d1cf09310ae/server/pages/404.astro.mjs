import { f as createComponent, k as renderComponent, l as renderScript, r as renderTemplate, m as maybeRenderHead, h as addAttribute } from '../chunks/astro/server_CwJKRyWl.mjs';
import 'piccolore';
import { $ as $$BaseLayout, a as $$Icon } from '../chunks/BaseLayout_CivO3FVa.mjs';
import { g as getCategories } from '../chunks/posts_CxBcI_12.mjs';
import { E as EN } from '../chunks/config_D23xK3ia.mjs';
export { renderers } from '../renderers.mjs';

const $$404 = createComponent(async ($$result, $$props, $$slots) => {
  const categories = (await getCategories()).filter((category) => category.blogCount > 0).slice(0, 4);
  return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": EN.headings.notFound, "description": EN.site.notFoundText, "path": "/404/", "noindex": true }, { "default": async ($$result2) => renderTemplate` ${maybeRenderHead()}<section class="not-found container container--narrow"> <p class="not-found__code" aria-hidden="true">404</p> <h1 class="not-found__title">${EN.headings.notFound}</h1> <p class="not-found__text">${EN.site.notFoundText}</p> <div class="not-found__actions"> <a class="button button--primary" href="/">${renderComponent($$result2, "Icon", $$Icon, { "name": "home", "size": 16 })}${EN.site.goHome}</a> <button type="button" class="button button--ghost" data-go-back> ${renderComponent($$result2, "Icon", $$Icon, { "name": "arrow-left", "size": 16 })}${EN.site.goBack} </button> </div> <nav class="not-found__links" aria-labelledby="helpful-links"> <h2 id="helpful-links">${EN.site.helpfulLinks}</h2> <ul> <li><a href="/">${EN.site.home}</a></li> <li><a href="/search/">${EN.site.search}</a></li> ${categories.map((category) => renderTemplate`<li> <a${addAttribute(`/?category=${encodeURIComponent(category.slug)}`, "href")}>${category.name}</a> </li>`)} </ul> </nav> </section> ` })} ${renderScript($$result, "/work/wt-incr/site/src/pages/404.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt-incr/site/src/pages/404.astro", void 0);

const $$file = "/work/wt-incr/site/src/pages/404.astro";
const $$url = "/404";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$404,
  file: $$file,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
