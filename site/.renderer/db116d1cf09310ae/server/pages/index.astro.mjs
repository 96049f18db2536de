import { e as createAstro, f as createComponent, m as maybeRenderHead, h as addAttribute, k as renderComponent, r as renderTemplate } from '../chunks/astro/server_CwJKRyWl.mjs';
import 'piccolore';
import { f as formatPublicDate, a as $$Icon, s as searchPosts, $ as $$BaseLayout } from '../chunks/BaseLayout_CivO3FVa.mjs';
import { p as postUrl, a as getPosts, c as popularTags, d as sidebarCategories, f as featuredPost, t as trendingPosts } from '../chunks/posts_CxBcI_12.mjs';
import { a as authorName } from '../chunks/cards_n1DSnFf9.mjs';
import { c as $$CoverImage, a as $$CategoryBadge, $ as $$Avatar, b as $$PostMeta, N as NewsletterForm } from '../chunks/NewsletterForm_BESmPyIp.mjs';
import { c as cardImage, C as CardGrid, t as toCardsWithThumbs } from '../chunks/CardGrid_DRE3TVRa.mjs';
import { E as EN, S as SITE_NAME, b as SITE_DESCRIPTION } from '../chunks/config_D23xK3ia.mjs';
import 'clsx';
import { jsxs, jsx } from 'react/jsx-runtime';
import { useState, useId, useEffect } from 'react';
import { P as PAGE_SIZE } from '../chunks/constants_D8e4qDw1.mjs';
export { renderers } from '../renderers.mjs';

const $$Astro$3 = createAstro("http://127.0.0.1:34697");
const $$FeaturedArticle = createComponent(async ($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$3, $$props, $$slots);
  Astro2.self = $$FeaturedArticle;
  const { post } = Astro2.props;
  const url = post ? postUrl(post) : "/";
  const author = post ? authorName(post) : "";
  const narrow = post?.featuredImage ? await cardImage(post.featuredImage) : null;
  return renderTemplate`${post ? renderTemplate`${maybeRenderHead()}<section id="featured" class="featured" aria-labelledby="featured-title"><a class="featured__media"${addAttribute(url, "href")} tabindex="-1" aria-hidden="true">${renderComponent($$result, "CoverImage", $$CoverImage, { "src": post.featuredImage, "narrow": narrow, "alt": "", "title": post.title, "eager": true })}</a><div class="featured__body"><div class="featured__labels"><span class="featured__label">${EN.site.featured}</span>${renderComponent($$result, "CategoryBadge", $$CategoryBadge, { "name": post.category?.name, "slug": post.category?.slug })}</div><h2 id="featured-title" class="featured__title"><a${addAttribute(url, "href")}>${post.title}</a></h2><p class="featured__excerpt">${post.summary}</p><div class="byline">${renderComponent($$result, "Avatar", $$Avatar, { "name": author, "src": post.author?.avatar, "size": 40 })}<div class="byline__text"><span class="byline__name">${author}</span>${renderComponent($$result, "PostMeta", $$PostMeta, { "date": post.publishedAt ?? post.createdAt, "readingTime": post.readingTime })}</div></div></div></section>` : renderTemplate`<section id="featured" class="featured featured--empty"><p class="empty-state">${EN.featuredUnavailable}</p></section>`}`;
}, "/work/wt-incr/site/src/components/FeaturedArticle.astro", void 0);

const $$Astro$2 = createAstro("http://127.0.0.1:34697");
const $$TermList = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$2, $$props, $$slots);
  Astro2.self = $$TermList;
  const { terms, param, empty, variant } = Astro2.props;
  const href = (term) => `/?${param}=${encodeURIComponent(term.slug)}`;
  return renderTemplate`${terms.length === 0 ? renderTemplate`${maybeRenderHead()}<p class="widget__empty">${empty}</p>` : renderTemplate`<ul${addAttribute(["terms", `terms--${variant}`], "class:list")}>${terms.map((term) => renderTemplate`<li>${term.blogCount > 0 ? renderTemplate`<a class="term"${addAttribute(href(term), "href")}${addAttribute(EN.site.postCount(term.blogCount), "title")}><span class="term__name">${variant === "chips" ? `#${term.name}` : term.name}</span><span class="term__count">${term.blogCount}</span></a>` : renderTemplate`<span class="term term--disabled" aria-disabled="true"${addAttribute(EN.site.postCount(0), "title")}><span class="term__name">${variant === "chips" ? `#${term.name}` : term.name}</span><span class="term__count">0</span></span>`}</li>`)}</ul>`}`;
}, "/work/wt-incr/site/src/components/TermList.astro", void 0);

const $$Astro$1 = createAstro("http://127.0.0.1:34697");
const $$TrendingPosts = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$TrendingPosts;
  const { posts } = Astro2.props;
  return renderTemplate`${posts.length === 0 ? renderTemplate`${maybeRenderHead()}<p class="widget__empty">${EN.empty.trending}</p>` : renderTemplate`<ol class="trending">${posts.map((post, index) => renderTemplate`<li><a class="trending__link"${addAttribute(postUrl(post), "href")}><span class="trending__rank" aria-hidden="true">${String(index + 1).padStart(2, "0")}</span><span class="trending__text"><span class="trending__title">${post.title}</span><span class="trending__meta">${formatPublicDate(post.publishedAt ?? post.createdAt)} · ${EN.site.views(post.viewCount)}</span></span></a></li>`)}</ol>`}`;
}, "/work/wt-incr/site/src/components/TrendingPosts.astro", void 0);

const $$Astro = createAstro("http://127.0.0.1:34697");
const $$Sidebar = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Sidebar;
  const { tags, categories, trending } = Astro2.props;
  return renderTemplate`${maybeRenderHead()}<aside class="sidebar" aria-label="Sidebar" data-pagefind-ignore> <section class="widget" aria-labelledby="widget-tags"> <h2 id="widget-tags" class="widget__title">${renderComponent($$result, "Icon", $$Icon, { "name": "tag", "size": 16 })}${EN.site.popularTags}</h2> ${renderComponent($$result, "TermList", $$TermList, { "terms": tags, "param": "tag", "empty": EN.empty.tags, "variant": "chips" })} </section> <section class="widget" aria-labelledby="widget-categories"> <h2 id="widget-categories" class="widget__title">${renderComponent($$result, "Icon", $$Icon, { "name": "folder", "size": 16 })}${EN.site.categories}</h2> ${renderComponent($$result, "TermList", $$TermList, { "terms": categories, "param": "category", "empty": EN.empty.categories, "variant": "rows" })} </section> <section class="widget widget--newsletter" aria-labelledby="widget-newsletter"> <h2 id="widget-newsletter" class="widget__title">${renderComponent($$result, "Icon", $$Icon, { "name": "mail", "size": 16 })}${EN.site.newsletter}</h2> <p class="widget__text">${EN.site.newsletterPitch}</p> ${renderComponent($$result, "NewsletterForm", NewsletterForm, { "source": "newsletter_form", "client:visible": true, "client:component-hydration": "visible", "client:component-path": "/work/wt-incr/site/src/islands/NewsletterForm", "client:component-export": "NewsletterForm" })} </section> <section class="widget" aria-labelledby="widget-trending"> <h2 id="widget-trending" class="widget__title">${renderComponent($$result, "Icon", $$Icon, { "name": "trending", "size": 16 })}${EN.site.trending}</h2> ${renderComponent($$result, "TrendingPosts", $$TrendingPosts, { "posts": trending })} </section> </aside>`;
}, "/work/wt-incr/site/src/components/Sidebar.astro", void 0);

function readHomeFilter(query) {
  const params = new URLSearchParams(query);
  const read = (name) => params.get(name)?.trim() ?? "";
  const filter = { category: read("category"), tag: read("tag"), search: read("search") || read("q") };
  return filter.category || filter.tag || filter.search ? filter : null;
}
function homeHeading(filter) {
  if (filter?.category) return EN.headings.category(filter.category);
  if (filter?.tag) return EN.headings.tag(filter.tag);
  if (filter?.search) return EN.headings.search(filter.search);
  return EN.headings.latest;
}
function homeSearchParams(filter, page, limit) {
  return {
    query: filter?.search || null,
    category: filter?.category || null,
    tag: filter?.tag || null,
    sortBy: "publishedAt",
    sortOrder: "desc",
    page,
    limit
  };
}

const LIMIT = PAGE_SIZE.home;
function HomeFeed({ initialItems, total, search = searchPosts }) {
  const [hydrated, setHydrated] = useState(false);
  const [filter, setFilter] = useState(null);
  const [status, setStatus] = useState("ready");
  const [items, setItems] = useState(initialItems);
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState(Math.ceil(total / LIMIT));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const headingId = useId();
  useEffect(() => {
    setHydrated(true);
    const fromUrl = readHomeFilter(window.location.search);
    if (!fromUrl) {
      document.documentElement.classList.remove("has-filter");
      return;
    }
    let current = true;
    setFilter(fromUrl);
    document.getElementById("featured")?.setAttribute("hidden", "");
    setStatus("loading");
    setItems([]);
    search(homeSearchParams(fromUrl, 1, LIMIT)).then(
      (result) => {
        if (!current) return;
        setItems(result.items);
        setTotalPages(result.totalPages);
        setStatus("ready");
      },
      () => {
        if (current) setStatus("error");
      }
    );
    return () => {
      current = false;
    };
  }, [search]);
  const loadMore = () => {
    if (loadingMore) return;
    const next = page + 1;
    setLoadingMore(true);
    setMoreFailed(false);
    search(homeSearchParams(filter, next, LIMIT)).then(
      (result) => {
        setItems((list) => [...list, ...result.items]);
        setPage(next);
        setTotalPages(result.totalPages);
        setLoadingMore(false);
      },
      () => {
        setMoreFailed(true);
        setLoadingMore(false);
      }
    );
  };
  const ready = status === "ready";
  return (
    // data-unfiltered: the server-rendered list, which a filter in the URL hides (layout.css)
    // until the filter has been read, here, and the list replaced.
    /* @__PURE__ */ jsxs("section", { className: "home-feed", "aria-labelledby": headingId, "data-unfiltered": filter === null || void 0, children: [
      /* @__PURE__ */ jsx("h2", { id: headingId, className: "home-feed__title", children: homeHeading(filter) }),
      /* @__PURE__ */ jsx("div", { className: ready ? "home-feed__status empty-state" : "home-feed__status", role: "status", children: status === "loading" ? EN.islands.loading : ready && items.length === 0 ? EN.empty.articles : "" }),
      status === "error" && /* @__PURE__ */ jsx("p", { className: "form-error", role: "alert", children: EN.fetchPostsFailed }),
      items.length > 0 && /* @__PURE__ */ jsx(CardGrid, { items, busy: loadingMore }),
      moreFailed && /* @__PURE__ */ jsx("p", { className: "form-error", role: "alert", children: EN.loadMoreFailed }),
      hydrated && ready && page < totalPages && /* @__PURE__ */ jsx("button", { type: "button", className: "button load-more", "aria-disabled": loadingMore || void 0, onClick: loadMore, children: loadingMore ? EN.islands.loadingMore : EN.loadMore })
    ] })
  );
}

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Index = createComponent(async ($$result, $$props, $$slots) => {
  const posts = await getPosts();
  const cards = await toCardsWithThumbs(posts.slice(0, PAGE_SIZE.home));
  const [tags, categories] = await Promise.all([popularTags(), sidebarCategories()]);
  const featured = featuredPost(posts);
  return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": SITE_NAME, "description": SITE_DESCRIPTION, "path": "/" }, { "default": async ($$result2) => renderTemplate` ${maybeRenderHead()}<section class="hero" data-pagefind-ignore> <div class="container"> <h1 class="hero__title">${SITE_NAME}</h1> <p class="hero__tagline">${EN.site.tagline}</p> </div> </section> <div class="container"> ${renderComponent($$result2, "FeaturedArticle", $$FeaturedArticle, { "post": featured })} <div class="home-layout"> <div class="home-layout__main"> ${renderComponent($$result2, "HomeFeed", HomeFeed, { "client:idle": true, "initialItems": cards, "total": posts.length, "client:component-hydration": "idle", "client:component-path": "/work/wt-incr/site/src/islands/HomeFeed", "client:component-export": "HomeFeed" })} </div> ${renderComponent($$result2, "Sidebar", $$Sidebar, { "tags": tags, "categories": categories, "trending": trendingPosts(posts) })} </div> </div> `, "head": async ($$result2) => renderTemplate(_a || (_a = __template(["<script>\n    if (/[?&](category|tag|search|q)=[^&]/.test(window.location.search)) document.documentElement.classList.add('has-filter');\n  <\/script>"]))) })}`;
}, "/work/wt-incr/site/src/pages/index.astro", void 0);

const $$file = "/work/wt-incr/site/src/pages/index.astro";
const $$url = "";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$Index,
  file: $$file,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
