import { e as createAstro, f as createComponent, h as addAttribute, r as renderTemplate, u as unescapeHTML, m as maybeRenderHead, k as renderComponent, o as renderSlot, p as renderHead } from './astro/server_CwJKRyWl.mjs';
import 'piccolore';
/* empty css                          */
import 'clsx';
import { a as absoluteUrl, S as SITE_NAME, E as EN, A as ABOUT_URL, b as SITE_DESCRIPTION, d as SOCIAL_LINKS } from './config_D23xK3ia.mjs';
import { jsx, jsxs, Fragment } from 'react/jsx-runtime';
import { useRef, useEffect, useState, useId } from 'react';
import { D as DEFAULT_SORT, P as PAGE_SIZE, c as DEBOUNCE_MS } from './constants_D8e4qDw1.mjs';

function toDate(value) {
  if (value === null || value === void 0 || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
const publicDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
function formatPublicDate(value) {
  const date = toDate(value);
  return date ? publicDate.format(date) : "";
}

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro$3 = createAstro("http://127.0.0.1:34697");
const $$SeoHead = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$3, $$props, $$slots);
  Astro2.self = $$SeoHead;
  const { title, description, path, image, type = "website", publishedTime, modifiedTime, noindex, jsonLd } = Astro2.props;
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const canonical = absoluteUrl(path ?? Astro2.url.pathname);
  const imageUrl = image ? absoluteUrl(image) : void 0;
  return renderTemplate`<title>${fullTitle}</title><meta name="description"${addAttribute(description, "content")}><link rel="canonical"${addAttribute(canonical, "href")}>${noindex && renderTemplate`<meta name="robots" content="noindex">`}<link rel="alternate" type="application/rss+xml"${addAttribute(SITE_NAME, "title")} href="/rss.xml"><link rel="sitemap" href="/sitemap-index.xml"><meta property="og:site_name"${addAttribute(SITE_NAME, "content")}><meta property="og:type"${addAttribute(type, "content")}><meta property="og:title"${addAttribute(title, "content")}><meta property="og:description"${addAttribute(description, "content")}><meta property="og:url"${addAttribute(canonical, "content")}><meta property="og:locale" content="en_US">${imageUrl && renderTemplate`<meta property="og:image"${addAttribute(imageUrl, "content")}>`}${publishedTime && renderTemplate`<meta property="article:published_time"${addAttribute(publishedTime, "content")}>`}${modifiedTime && renderTemplate`<meta property="article:modified_time"${addAttribute(modifiedTime, "content")}>`}<meta name="twitter:card"${addAttribute(imageUrl ? "summary_large_image" : "summary", "content")}><meta name="twitter:title"${addAttribute(title, "content")}><meta name="twitter:description"${addAttribute(description, "content")}>${imageUrl && renderTemplate`<meta name="twitter:image"${addAttribute(imageUrl, "content")}>`}${jsonLd && renderTemplate(_a || (_a = __template(['<script type="application/ld+json">', "<\/script>"])), unescapeHTML(JSON.stringify(jsonLd).replace(/</g, "\\u003c")))}`;
}, "/work/wt-incr/site/src/components/SeoHead.astro", void 0);

const BUNDLE_URL = "/pagefind/pagefind.js";
let loading = null;
function loadPagefind() {
  loading ??= (async () => {
    const pagefind = await import(
      /* @vite-ignore */
      BUNDLE_URL
    );
    await pagefind.init?.();
    return pagefind;
  })().catch((error) => {
    loading = null;
    throw new Error(EN.searchFailed, { cause: error });
  });
  return loading;
}
function warmPagefind() {
  loadPagefind().catch(() => void 0);
}
const toInt = (value) => {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};
const stripTags = (html) => html.replace(/<[^>]*>/g, "");
function toCard(data) {
  const meta = data.meta;
  return {
    url: data.url,
    title: meta.title ?? "",
    excerpt: meta.excerpt ?? stripTags(data.excerpt),
    image: meta.image || null,
    date: meta.date ?? "",
    author: meta.author || EN.authorFallback,
    category: meta.category ?? "",
    categorySlug: meta.categorySlug ?? "",
    readingTime: toInt(meta.readingTime),
    viewCount: toInt(meta.viewCount)
  };
}
function createSearch(load) {
  return async ({ query, category, tag, sortBy, sortOrder, page = 1, limit }) => {
    const pagefind = await load();
    const term = query?.trim() || null;
    const filters = {};
    if (category) filters.category = category;
    if (tag) filters.tag = tag;
    const key = sortBy ?? (term === null ? DEFAULT_SORT.sortBy : void 0);
    const sort = key ? { [key]: sortOrder ?? DEFAULT_SORT.sortOrder } : void 0;
    const response = await pagefind.search(term, sort ? { filters, sort } : { filters });
    const results = response?.results ?? [];
    const start = (Math.max(1, page) - 1) * limit;
    const items = await Promise.all(
      results.slice(start, start + limit).map(async (result) => toCard(await result.data()))
    );
    return { items, total: results.length, totalPages: Math.ceil(results.length / limit) };
  };
}
const searchPosts = createSearch(loadPagefind);

function useOutsideClick(ref, active, onOutside) {
  const callback = useRef(onOutside);
  callback.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event) => {
      const root = ref.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) callback.current();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [ref, active]);
}

function ResultList({ label, items, input, onOpen }) {
  const onKeyDown = (event) => {
    const links = Array.from(event.currentTarget.querySelectorAll("a"));
    const index = links.findIndex((link) => link === document.activeElement);
    if (index < 0) return;
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      links[(index + 1) % links.length]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      (index === 0 ? input.current : links[index - 1])?.focus();
    } else if (event.key === "Enter" && plain) {
      event.preventDefault();
      onOpen(links[index]?.getAttribute("href") ?? "");
    }
  };
  return /* @__PURE__ */ jsx("ul", { className: "hsearch__results", "aria-label": label, onKeyDown, children: items.map((item) => /* @__PURE__ */ jsx("li", { className: "hsearch__option", children: /* @__PURE__ */ jsxs("a", { className: "hsearch__link", href: item.url, children: [
    item.category && /* @__PURE__ */ jsx("span", { className: "hsearch__category", children: item.category }),
    /* @__PURE__ */ jsx("span", { className: "hsearch__title", children: item.title }),
    item.excerpt && /* @__PURE__ */ jsx("span", { className: "hsearch__excerpt", children: item.excerpt }),
    /* @__PURE__ */ jsxs("span", { className: "hsearch__meta", children: [
      /* @__PURE__ */ jsx("span", { children: item.author }),
      item.date && /* @__PURE__ */ jsx("time", { dateTime: item.date, children: formatPublicDate(item.date) })
    ] })
  ] }) }, item.url)) });
}

function errorMessage(error, fallback) {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === "string" && error.trim()) return error;
  return fallback;
}

function useDropdownSearch(query, search, delayMs, limit) {
  const [state, setState] = useState({ status: "idle" });
  useEffect(() => {
    if (!query) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: "loading", query });
      search({ query, page: 1, limit }).then(
        (page) => {
          if (current) setState({ status: "done", query, items: page.items.slice(0, limit), total: page.total });
        },
        (error) => {
          if (current) setState({ status: "error", query, message: errorMessage(error, EN.searchFailed) });
        }
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search, delayMs, limit]);
  return state;
}

const goTo = (url) => window.location.assign(url);
const searchPageUrl = (query) => `/search?q=${encodeURIComponent(query)}`;
function statusText(state) {
  switch (state.status) {
    case "idle":
      return "";
    case "loading":
      return EN.searching;
    case "error":
      return EN.searchError(state.message);
    case "done":
      return state.items.length ? EN.found(state.total) : EN.empty.dropdownNoMatch(state.query);
  }
}
function HeaderSearch({ search = searchPosts, navigate = goTo }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const rootRef = useRef(null);
  const toggleRef = useRef(null);
  const inputRef = useRef(null);
  const id = useId();
  const panelId = `${id}panel`;
  const query = text.trim();
  const state = useDropdownSearch(open ? query : "", search, DEBOUNCE_MS.headerSearch, PAGE_SIZE.headerSearch);
  const items = state.status === "done" ? state.items : [];
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useOutsideClick(rootRef, open, () => setOpen(false));
  const onRootKeyDown = (event) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onInputKeyDown = (event) => {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && items.length) {
      event.preventDefault();
      const links = rootRef.current?.querySelectorAll(".hsearch__results a");
      links?.[event.key === "ArrowDown" ? 0 : links.length - 1]?.focus();
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (query) navigate(searchPageUrl(query));
    }
  };
  const status = statusText(state);
  return /* @__PURE__ */ jsxs("div", { className: "hsearch", ref: rootRef, onKeyDown: onRootKeyDown, children: [
    /* @__PURE__ */ jsxs(
      "button",
      {
        type: "button",
        className: "hsearch__toggle",
        ref: toggleRef,
        "aria-expanded": open,
        "aria-controls": panelId,
        onClick: () => setOpen((value) => !value),
        children: [
          /* @__PURE__ */ jsxs("svg", { "aria-hidden": "true", width: "20", height: "20", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", children: [
            /* @__PURE__ */ jsx("circle", { cx: "11", cy: "11", r: "7" }),
            /* @__PURE__ */ jsx("path", { d: "m20 20-3.5-3.5" })
          ] }),
          /* @__PURE__ */ jsx("span", { className: "visually-hidden", children: EN.site.search })
        ]
      }
    ),
    /* @__PURE__ */ jsxs("div", { className: "hsearch__panel", id: panelId, role: "search", "aria-label": EN.site.search, hidden: !open, children: [
      /* @__PURE__ */ jsx(
        "input",
        {
          ref: inputRef,
          className: "hsearch__input",
          type: "search",
          "aria-label": EN.islands.searchLabel,
          autoComplete: "off",
          placeholder: EN.islands.searchPlaceholder,
          value: text,
          onChange: (event) => setText(event.target.value),
          onKeyDown: onInputKeyDown
        }
      ),
      /* @__PURE__ */ jsx("p", { className: items.length ? "visually-hidden" : "hsearch__status", role: "status", children: status }),
      state.status === "done" && items.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx(ResultList, { label: EN.islands.searchResults, items, input: inputRef, onOpen: navigate }),
        /* @__PURE__ */ jsx("a", { className: "hsearch__all", href: searchPageUrl(state.query), children: EN.islands.viewAllResults })
      ] })
    ] })
  ] });
}

const $$Astro$2 = createAstro("http://127.0.0.1:34697");
const $$Icon = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$2, $$props, $$slots);
  Astro2.self = $$Icon;
  const PATHS = {
    "arrow-left": '<path d="M19 12H5"/><path d="m12 19-7-7 7-7"/>',
    "arrow-right": '<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/>',
    clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
    eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
    calendar: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
    search: '<circle cx="11" cy="11" r="7"/><path d="m21 21-4.3-4.3"/>',
    home: '<path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"/>',
    external: '<path d="M15 3h6v6"/><path d="M10 14 21 3"/><path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/>',
    copy: '<rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/>',
    check: '<path d="M20 6 9 17l-5-5"/>',
    info: '<circle cx="12" cy="12" r="10"/><path d="M12 16v-4M12 8h.01"/>',
    warning: '<path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/><path d="M12 9v4M12 17h.01"/>',
    "check-circle": '<circle cx="12" cy="12" r="10"/><path d="m8.5 12.5 2.5 2.5 5-5.5"/>',
    "alert-octagon": '<path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z"/><path d="M12 8v4M12 16h.01"/>',
    rss: '<path d="M4 11a9 9 0 0 1 9 9"/><path d="M4 4a16 16 0 0 1 16 16"/><circle cx="5" cy="19" r="1"/>',
    tag: '<path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
    folder: '<path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>',
    mail: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/>',
    trending: '<path d="m22 7-8.5 8.5-5-5L2 17"/><path d="M16 7h6v6"/>',
    github: '<path d="M9 19c-5 1.5-5-2.5-7-3m14 6v-3.9a3.4 3.4 0 0 0-.9-2.6c3.1-.3 6.4-1.5 6.4-7A5.4 5.4 0 0 0 20 4.8 5 5 0 0 0 19.9 1S18.7.7 16 2.5a13.4 13.4 0 0 0-7 0C6.3.7 5.1 1 5.1 1A5 5 0 0 0 5 4.8a5.4 5.4 0 0 0-1.5 3.7c0 5.5 3.3 6.7 6.4 7a3.4 3.4 0 0 0-.9 2.6V22"/>',
    x: '<path d="M4 4l16 16M20 4 4 20"/>',
    "x-logo": '<path d="M4 4l6.7 8.9L4.3 20h1.5l5.6-6.2L16 20h4l-7-9.4L19 4h-1.5l-5.2 5.7L8 4z"/>',
    linkedin: '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/>',
    logo: '<path d="M4 19.5V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14"/><path d="M4 19.5A1.5 1.5 0 0 0 5.5 21H20"/><path d="M8 7h8M8 11h6"/>'
  };
  const { name, size = 16, label, class: className } = Astro2.props;
  return renderTemplate`${maybeRenderHead()}<svg${addAttribute(["icon", className], "class:list")}${addAttribute(size, "width")}${addAttribute(size, "height")} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"${addAttribute(label ? "img" : void 0, "role")}${addAttribute(label, "aria-label")}${addAttribute(label ? void 0 : "true", "aria-hidden")} focusable="false">${unescapeHTML(PATHS[name])}</svg>`;
}, "/work/wt-incr/site/src/components/Icon.astro", void 0);

const $$Astro$1 = createAstro("http://127.0.0.1:34697");
const $$Header = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$Header;
  const isHome = Astro2.url.pathname === "/";
  return renderTemplate`${maybeRenderHead()}<header class="site-header" data-pagefind-ignore> <div class="container site-header__inner"> <a class="site-logo" href="/"${addAttribute(`${SITE_NAME}, ${EN.site.home}`, "aria-label")}> <span class="site-logo__mark">${renderComponent($$result, "Icon", $$Icon, { "name": "logo", "size": 18 })}</span> <span class="site-logo__text">${SITE_NAME}</span> </a> <nav class="site-nav" aria-label="Main"> <a href="/"${addAttribute(isHome ? "page" : void 0, "aria-current")}>${EN.site.home}</a> <a${addAttribute(ABOUT_URL, "href")} target="_blank" rel="noopener noreferrer"> ${EN.site.about}${renderComponent($$result, "Icon", $$Icon, { "name": "external", "size": 12, "class": "site-nav__external" })} </a> </nav> <div class="site-header__search"> ${renderComponent($$result, "HeaderSearch", HeaderSearch, { "client:interaction": true, "client:component-hydration": "interaction", "client:component-path": "/work/wt-incr/site/src/islands/HeaderSearch", "client:component-export": "HeaderSearch" })} </div> </div> </header>`;
}, "/work/wt-incr/site/src/components/Header.astro", void 0);

const $$Footer = createComponent(($$result, $$props, $$slots) => {
  const year = (/* @__PURE__ */ new Date()).getFullYear();
  const socialIcon = { github: "github", x: "x-logo", linkedin: "linkedin" };
  return renderTemplate`${maybeRenderHead()}<footer class="site-footer" data-pagefind-ignore> <div class="container site-footer__inner"> <div class="site-footer__brand"> <a class="site-logo" href="/"> <span class="site-logo__mark">${renderComponent($$result, "Icon", $$Icon, { "name": "logo", "size": 18 })}</span> <span class="site-logo__text">${SITE_NAME}</span> </a> <p>${SITE_DESCRIPTION}</p> </div> <nav class="site-footer__nav" aria-label="Footer"> <a href="/">${EN.site.home}</a> <a href="/search/">${EN.site.search}</a> <a href="/rss.xml">${EN.site.rss}</a> </nav> <ul class="social" aria-label="Social links"> ${SOCIAL_LINKS.map((link) => renderTemplate`<li> <a${addAttribute(link.href, "href")} target="_blank" rel="noopener noreferrer"${addAttribute(link.label, "aria-label")}${addAttribute(link.label, "title")}> ${renderComponent($$result, "Icon", $$Icon, { "name": socialIcon[link.icon], "size": 18 })} </a> </li>`)} </ul> </div> <div class="container site-footer__bottom"> <p>${EN.site.copyright(year, SITE_NAME)}</p> </div> </footer>`;
}, "/work/wt-incr/site/src/components/Footer.astro", void 0);

const $$Astro = createAstro("http://127.0.0.1:34697");
const $$BaseLayout = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$BaseLayout;
  const { mainClass, ...seo } = Astro2.props;
  return renderTemplate`<html lang="en"> <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="theme-color" content="#ffffff"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="generator"${addAttribute(Astro2.generator, "content")}>${renderComponent($$result, "SeoHead", $$SeoHead, { ...seo })}${renderSlot($$result, $$slots["head"])}${renderHead()}</head> <body> <a class="skip-link" href="#main">${EN.site.skipToContent}</a> ${renderComponent($$result, "Header", $$Header, {})} <main id="main"${addAttribute(["site-main", mainClass], "class:list")} tabindex="-1"> ${renderSlot($$result, $$slots["default"])} </main> ${renderComponent($$result, "Footer", $$Footer, {})} </body></html>`;
}, "/work/wt-incr/site/src/layouts/BaseLayout.astro", void 0);

export { $$BaseLayout as $, $$Icon as a, errorMessage as e, formatPublicDate as f, searchPosts as s, useOutsideClick as u, warmPagefind as w };
