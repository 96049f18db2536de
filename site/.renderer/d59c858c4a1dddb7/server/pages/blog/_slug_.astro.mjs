import { e as createAstro, f as createComponent, m as maybeRenderHead, h as addAttribute, k as renderComponent, r as renderTemplate, l as renderScript, u as unescapeHTML, n as Fragment } from '../../chunks/astro/server_CwJKRyWl.mjs';
import 'piccolore';
import { u as useOutsideClick, a as $$Icon, $ as $$BaseLayout } from '../../chunks/BaseLayout_CivO3FVa.mjs';
import { a as authorName } from '../../chunks/cards_n1DSnFf9.mjs';
import { E as EN, a as absoluteUrl, S as SITE_NAME } from '../../chunks/config_D23xK3ia.mjs';
import { p as postUrl, b as getPost, r as relatedPosts, a as getPosts, s as siteData } from '../../chunks/posts_CxBcI_12.mjs';
import { jsxs, jsx } from 'react/jsx-runtime';
import { useState, useRef, useEffect, useCallback, useId } from 'react';
import { S as SHARE_POPUP, C as COPIED_STATE_MS } from '../../chunks/constants_D8e4qDw1.mjs';
import { $ as $$Avatar, a as $$CategoryBadge, b as $$PostMeta, c as $$CoverImage, N as NewsletterForm } from '../../chunks/NewsletterForm_BESmPyIp.mjs';
import 'clsx';
import { createHighlighter, bundledLanguages } from 'shiki';
import { c as cardImage, t as toCardsWithThumbs, C as CardGrid } from '../../chunks/CardGrid_DRE3TVRa.mjs';
export { renderers } from '../../renderers.mjs';

function shareUrl(target, url, title) {
  const u = encodeURIComponent(url);
  switch (target) {
    case "x":
      return `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}
function popupFeatures(screenSize = window.screen) {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round((screenSize.width - width) / 2));
  const top = Math.max(0, Math.round((screenSize.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

function useCopyLink(url) {
  const [state, setState] = useState("idle");
  const timer = useRef(void 0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setState("idle");
  }, []);
  const copy = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(url);
      setState("copied");
      timer.current = setTimeout(() => setState("idle"), COPIED_STATE_MS);
    } catch {
      setState("failed");
    }
  }, [url]);
  return { state, copy, reset };
}

const TARGETS = [
  { target: "x", label: EN.islands.shareOnX },
  { target: "linkedin", label: EN.islands.shareOnLinkedIn },
  { target: "whatsapp", label: EN.islands.shareOnWhatsApp }
];
function ShareMenu({ url, title }) {
  const [open, setOpen] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const rootRef = useRef(null);
  const toggleRef = useRef(null);
  const menuRef = useRef(null);
  const menuId = useId();
  const { state: copyState, copy, reset } = useCopyLink(url);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  useOutsideClick(rootRef, open, () => setOpen(false));
  useEffect(() => {
    if (open) menuRef.current?.querySelector("button")?.focus();
    else reset();
  }, [open, reset]);
  const items = () => Array.from(menuRef.current?.querySelectorAll("button") ?? []);
  const onKeyDown = (event) => {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const list = items();
    const current = list.findIndex((item) => item === document.activeElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    list[(current + step + list.length) % list.length]?.focus();
  };
  const openPopup = (target) => {
    window.open(shareUrl(target, url, title), "_blank", popupFeatures());
    setOpen(false);
  };
  const nativeShare = () => {
    setOpen(false);
    navigator.share({ title, url }).catch(() => void 0);
  };
  return /* @__PURE__ */ jsxs("div", { className: "share", ref: rootRef, onKeyDown, children: [
    /* @__PURE__ */ jsxs(
      "button",
      {
        type: "button",
        className: "button share__toggle",
        ref: toggleRef,
        "aria-expanded": open,
        "aria-controls": menuId,
        onClick: () => setOpen((value) => !value),
        children: [
          /* @__PURE__ */ jsxs("svg", { "aria-hidden": "true", width: "16", height: "16", viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: "2", children: [
            /* @__PURE__ */ jsx("circle", { cx: "18", cy: "5", r: "3" }),
            /* @__PURE__ */ jsx("circle", { cx: "6", cy: "12", r: "3" }),
            /* @__PURE__ */ jsx("circle", { cx: "18", cy: "19", r: "3" }),
            /* @__PURE__ */ jsx("path", { d: "m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" })
          ] }),
          EN.islands.share
        ]
      }
    ),
    /* @__PURE__ */ jsxs("div", { className: "share__panel", id: menuId, hidden: !open, children: [
      /* @__PURE__ */ jsxs("ul", { className: "share__list", ref: menuRef, children: [
        TARGETS.map(({ target, label }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", { type: "button", className: "share__item", onClick: () => openPopup(target), children: label }) }, target)),
        /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", { type: "button", className: "share__item", onClick: () => void copy(), children: copyState === "copied" ? EN.linkCopied : EN.islands.copyLink }) }),
        canShare && /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", { type: "button", className: "share__item", onClick: nativeShare, children: EN.islands.nativeShare }) })
      ] }),
      /* @__PURE__ */ jsx("p", { className: copyState === "failed" ? "share__error" : "visually-hidden", role: "status", children: copyState === "failed" ? EN.copyLinkFailed : copyState === "copied" ? EN.linkCopied : "" })
    ] })
  ] });
}

const $$Astro$f = createAstro("http://127.0.0.1:34697");
const $$AuthorBio = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$f, $$props, $$slots);
  Astro2.self = $$AuthorBio;
  const { post } = Astro2.props;
  const name = authorName(post);
  const bio = post.author?.bio?.trim();
  return renderTemplate`${maybeRenderHead()}<section class="author-card"${addAttribute(`${EN.site.writtenBy} ${name}`, "aria-label")}> ${renderComponent($$result, "Avatar", $$Avatar, { "name": name, "src": post.author?.avatar, "size": 64 })} <div class="author-card__text"> <p class="author-card__label">${EN.site.writtenBy}</p> <p class="author-card__name">${name}</p> ${bio && renderTemplate`<p class="author-card__bio">${bio}</p>`} </div> </section>`;
}, "/work/wt-incr/site/src/components/AuthorBio.astro", void 0);

const $$BackButton = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${maybeRenderHead()}<a href="/" class="back-button" data-back-button> ${renderComponent($$result, "Icon", $$Icon, { "name": "arrow-left", "size": 16 })} <span>${EN.site.back}</span> </a> ${renderScript($$result, "/work/wt-incr/site/src/components/BackButton.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt-incr/site/src/components/BackButton.astro", void 0);

const $$Astro$e = createAstro("http://127.0.0.1:34697");
const $$Paragraph = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$e, $$props, $$slots);
  Astro2.self = $$Paragraph;
  const { block } = Astro2.props;
  return renderTemplate`${maybeRenderHead()}<p>${unescapeHTML(block.html)}</p>`;
}, "/work/wt-incr/site/src/components/blocks/Paragraph.astro", void 0);

const $$Astro$d = createAstro("http://127.0.0.1:34697");
const $$Heading = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$d, $$props, $$slots);
  Astro2.self = $$Heading;
  const { block } = Astro2.props;
  const level = Math.min(Math.max(block.level, 2), 6);
  const Tag = `h${level}`;
  return renderTemplate`${renderComponent($$result, "Tag", Tag, { "id": block.id || void 0, "class": "heading-anchor" }, { "default": ($$result2) => renderTemplate`${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(block.html)}` })}` })}`;
}, "/work/wt-incr/site/src/components/blocks/Heading.astro", void 0);

const $$Astro$c = createAstro("http://127.0.0.1:34697");
const $$Image = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$c, $$props, $$slots);
  Astro2.self = $$Image;
  const { block } = Astro2.props;
  return renderTemplate`${maybeRenderHead()}<figure class="post-figure"> <img${addAttribute(block.src, "src")}${addAttribute(block.alt, "alt")} loading="lazy" decoding="async" width="1200" height="675"> ${block.caption && renderTemplate`<figcaption>${block.caption}</figcaption>`} </figure>`;
}, "/work/wt-incr/site/src/components/blocks/Image.astro", void 0);

const THEME = "github-dark-default";
let highlighter;
const loading = /* @__PURE__ */ new Map();
function isBundled(lang) {
  return Object.hasOwn(bundledLanguages, lang);
}
async function ready(lang) {
  highlighter ??= createHighlighter({ themes: [THEME], langs: [] });
  const shiki = await highlighter;
  if (!isBundled(lang)) return { shiki, lang: "text" };
  if (!loading.has(lang)) loading.set(lang, shiki.loadLanguage(lang));
  await loading.get(lang);
  return { shiki, lang };
}
async function highlight(code, language) {
  const { shiki, lang } = await ready(language);
  return shiki.codeToHtml(code.replace(/\n+$/, ""), {
    lang,
    theme: THEME,
    transformers: [
      {
        pre(node) {
          node.properties.class = `astro-code ${THEME}`;
          node.properties.style = `${String(node.properties.style ?? "")}; overflow-x: auto;`;
          node.properties["data-language"] = lang;
        }
      }
    ]
  });
}

const $$Astro$b = createAstro("http://127.0.0.1:34697");
const $$CodeBlock = createComponent(async ($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$b, $$props, $$slots);
  Astro2.self = $$CodeBlock;
  const { code, lang, html: preHighlighted } = Astro2.props;
  const label = lang === "text" || lang === "" ? "text" : lang;
  const html = preHighlighted ?? await highlight(code, lang || "text");
  return renderTemplate`${maybeRenderHead()}<div class="code-block" data-code-block> <div class="code-block__bar"> <span class="code-block__lang">${label}</span> <button type="button" class="code-block__copy" data-copy-code${addAttribute(EN.site.copyCodeLabel, "aria-label")} hidden> ${EN.site.copyCode} </button> </div> ${renderComponent($$result, "Fragment", Fragment, {}, { "default": async ($$result2) => renderTemplate`${unescapeHTML(html)}` })} </div> ${renderScript($$result, "/work/wt-incr/site/src/components/CodeBlock.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt-incr/site/src/components/CodeBlock.astro", void 0);

const $$Astro$a = createAstro("http://127.0.0.1:34697");
const $$Quote = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$a, $$props, $$slots);
  Astro2.self = $$Quote;
  const { block } = Astro2.props;
  return renderTemplate`${maybeRenderHead()}<blockquote>${unescapeHTML(block.html)}</blockquote>`;
}, "/work/wt-incr/site/src/components/blocks/Quote.astro", void 0);

const $$Astro$9 = createAstro("http://127.0.0.1:34697");
const $$List = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$9, $$props, $$slots);
  Astro2.self = $$List;
  const { block } = Astro2.props;
  const Tag = block.ordered ? "ol" : "ul";
  const start = block.ordered && block.start !== void 0 && block.start !== 1 ? block.start : void 0;
  const isTaskList = block.items.some((item) => item.checked !== void 0);
  return renderTemplate`${renderComponent($$result, "Tag", Tag, { "start": start, "class:list": [{ "task-list": isTaskList }] }, { "default": ($$result2) => renderTemplate`${block.items.map((item) => renderTemplate`${maybeRenderHead()}<li${addAttribute([{ "task-list__item": item.checked !== void 0 }], "class:list")}> ${item.checked !== void 0 && renderTemplate`<input type="checkbox"${addAttribute(item.checked, "checked")} disabled${addAttribute(item.checked ? "Done" : "To do", "aria-label")}>`} ${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`${unescapeHTML(item.html)}` })} ${item.children.map((child) => renderTemplate`${renderComponent($$result2, "Astro.self", Astro2.self, { "block": child })}`)} </li>`)}` })}`;
}, "/work/wt-incr/site/src/components/blocks/List.astro", void 0);

const $$Divider = createComponent(($$result, $$props, $$slots) => {
  return renderTemplate`${maybeRenderHead()}<hr>`;
}, "/work/wt-incr/site/src/components/blocks/Divider.astro", void 0);

const $$Astro$8 = createAstro("http://127.0.0.1:34697");
const $$Callout = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$8, $$props, $$slots);
  Astro2.self = $$Callout;
  const { block } = Astro2.props;
  const icons = { info: "info", warning: "warning", success: "check-circle", error: "alert-octagon" };
  return renderTemplate`${maybeRenderHead()}<aside${addAttribute(`callout callout--${block.variant}`, "class")} role="note"${addAttribute(block.title || void 0, "aria-label")}> <div class="callout__title"> ${renderComponent($$result, "Icon", $$Icon, { "name": icons[block.variant], "size": 18 })} <span>${block.title}</span> </div> <div class="callout__body">${unescapeHTML(block.html)}</div> </aside>`;
}, "/work/wt-incr/site/src/components/blocks/Callout.astro", void 0);

const $$Astro$7 = createAstro("http://127.0.0.1:34697");
const $$Html = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$7, $$props, $$slots);
  Astro2.self = $$Html;
  const { block } = Astro2.props;
  const isTable = /^\s*<table[\s>]/i.test(block.html);
  return renderTemplate`${maybeRenderHead()}<div${addAttribute(["html-block", { "table-wrap": isTable }], "class:list")}>${unescapeHTML(block.html)}</div>`;
}, "/work/wt-incr/site/src/components/blocks/Html.astro", void 0);

const $$Astro$6 = createAstro("http://127.0.0.1:34697");
const $$Blocks = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$6, $$props, $$slots);
  Astro2.self = $$Blocks;
  const { blocks, highlighted = [] } = Astro2.props;
  return renderTemplate`${blocks.map((block, index) => {
    switch (block.type) {
      case "paragraph":
        return renderTemplate`${renderComponent($$result, "Paragraph", $$Paragraph, { "block": block })}`;
      case "heading":
        return renderTemplate`${renderComponent($$result, "Heading", $$Heading, { "block": block })}`;
      case "image":
        return renderTemplate`${renderComponent($$result, "Image", $$Image, { "block": block })}`;
      case "code":
        return renderTemplate`${renderComponent($$result, "Code", $$CodeBlock, { "code": block.content, "lang": block.language, "html": highlighted[index] ?? void 0 })}`;
      case "quote":
        return renderTemplate`${renderComponent($$result, "Quote", $$Quote, { "block": block })}`;
      case "list":
        return renderTemplate`${renderComponent($$result, "List", $$List, { "block": block })}`;
      case "divider":
        return renderTemplate`${renderComponent($$result, "Divider", $$Divider, {})}`;
      case "callout":
        return renderTemplate`${renderComponent($$result, "Callout", $$Callout, { "block": block })}`;
      case "html":
        return renderTemplate`${renderComponent($$result, "Html", $$Html, { "block": block })}`;
    }
  })}`;
}, "/work/wt-incr/site/src/components/blocks/Blocks.astro", void 0);

function searchFields(post, thumb) {
  const date = post.publishedAt ?? post.createdAt;
  const meta = {};
  const entries = [
    ["title", post.title],
    ["excerpt", post.summary],
    // The search cards show the 640×360 thumbnail.
    ["image", thumb],
    ["date", date],
    ["author", authorName(post)],
    ["category", post.category?.name ?? ""],
    ["categorySlug", post.category?.slug ?? ""],
    ["readingTime", String(post.readingTime)],
    ["viewCount", String(post.viewCount)]
  ];
  for (const [key, value] of entries) if (value !== "") meta[key] = value;
  const tagSlugs = [...new Set(post.tags.map((tag) => tag.slug).filter((slug) => Boolean(slug)))];
  const filters = {};
  if (post.category) filters.category = [post.category.slug];
  if (tagSlugs.length) filters.tag = tagSlugs;
  return {
    meta,
    filters,
    sort: { publishedAt: date, title: post.title.toLowerCase(), viewCount: String(post.viewCount), createdAt: post.createdAt }
  };
}

const $$Astro$5 = createAstro("http://127.0.0.1:34697");
const $$PagefindMeta = createComponent(async ($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$5, $$props, $$slots);
  Astro2.self = $$PagefindMeta;
  const { post } = Astro2.props;
  const { meta, filters, sort } = searchFields(post, post.featuredImage ? await cardImage(post.featuredImage) : "");
  return renderTemplate`${maybeRenderHead()}<div hidden data-pagefind-ignore> ${Object.entries(meta).map(([key, value]) => renderTemplate`<span${addAttribute(`${key}:${value}`, "data-pagefind-meta")}></span>`)} ${Object.entries(filters).flatMap(([key, values]) => values.map((value) => renderTemplate`<span${addAttribute(`${key}:${value}`, "data-pagefind-filter")}></span>`))} ${Object.entries(sort).map(([key, value]) => renderTemplate`<span${addAttribute(`${key}:${value}`, "data-pagefind-sort")}></span>`)} </div>`;
}, "/work/wt-incr/site/src/components/PagefindMeta.astro", void 0);

const $$Astro$4 = createAstro("http://127.0.0.1:34697");
const $$PostTags = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$4, $$props, $$slots);
  Astro2.self = $$PostTags;
  const { tags } = Astro2.props;
  return renderTemplate`${tags.length > 0 && renderTemplate`${maybeRenderHead()}<div class="post-tags"><span class="visually-hidden">${EN.site.tags}:</span><ul class="terms terms--chips">${tags.map((tag) => renderTemplate`<li>${tag.slug ? renderTemplate`<a class="term"${addAttribute(`/?tag=${encodeURIComponent(tag.slug)}`, "href")}><span class="term__name">#${tag.name}</span></a>` : renderTemplate`<span class="term"><span class="term__name">#${tag.name}</span></span>`}</li>`)}</ul></div>`}`;
}, "/work/wt-incr/site/src/components/PostTags.astro", void 0);

const $$Astro$3 = createAstro("http://127.0.0.1:34697");
const $$ViewPing = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$3, $$props, $$slots);
  Astro2.self = $$ViewPing;
  const { slug } = Astro2.props;
  return renderTemplate`${maybeRenderHead()}<span hidden${addAttribute(slug, "data-view-ping")}></span> ${renderScript($$result, "/work/wt-incr/site/src/components/ViewPing.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt-incr/site/src/components/ViewPing.astro", void 0);

const $$Astro$2 = createAstro("http://127.0.0.1:34697");
const $$ArticleView = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$2, $$props, $$slots);
  Astro2.self = $$ArticleView;
  const { post, body } = Astro2.props;
  const author = authorName(post);
  const date = post.publishedAt ?? post.createdAt;
  return renderTemplate`${maybeRenderHead()}<article class="article"> <header class="article__header container container--narrow" data-pagefind-ignore> <div class="article__topbar"> ${renderComponent($$result, "BackButton", $$BackButton, {})} ${renderComponent($$result, "CategoryBadge", $$CategoryBadge, { "name": post.category?.name, "slug": post.category?.slug })} </div> <h1 class="article__title">${post.title}</h1> ${post.excerpt && renderTemplate`<p class="article__excerpt">${post.excerpt}</p>`} <div class="article__byline"> <div class="byline"> ${renderComponent($$result, "Avatar", $$Avatar, { "name": author, "src": post.author?.avatar, "size": 44 })} <div class="byline__text"> <span class="byline__name">${author}</span> ${renderComponent($$result, "PostMeta", $$PostMeta, { "date": date, "readingTime": post.readingTime, "viewCount": post.viewCount })} </div> </div> ${renderComponent($$result, "ShareMenu", ShareMenu, { "url": absoluteUrl(postUrl(post)), "title": post.title, "client:interaction": true, "client:component-hydration": "interaction", "client:component-path": "/work/wt-incr/site/src/islands/ShareMenu", "client:component-export": "ShareMenu" })} </div> </header> ${post.featuredImage && renderTemplate`<figure class="article__hero container container--wide"> ${renderComponent($$result, "CoverImage", $$CoverImage, { "src": post.featuredImage, "alt": post.title, "title": post.title, "eager": true })} </figure>`} <div class="article__body prose container container--narrow" data-pagefind-body> ${renderComponent($$result, "Blocks", $$Blocks, { "blocks": body.blocks, "highlighted": body.highlighted })} </div> <footer class="article__footer container container--narrow" data-pagefind-ignore> ${renderComponent($$result, "PostTags", $$PostTags, { "tags": post.tags })} ${renderComponent($$result, "AuthorBio", $$AuthorBio, { "post": post })} </footer> ${renderComponent($$result, "PagefindMeta", $$PagefindMeta, { "post": post })} ${renderComponent($$result, "ViewPing", $$ViewPing, { "slug": post.slug })} </article>`;
}, "/work/wt-incr/site/src/components/ArticleView.astro", void 0);

const $$Astro$1 = createAstro("http://127.0.0.1:34697");
const $$RelatedArticles = createComponent(async ($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$RelatedArticles;
  const { posts } = Astro2.props;
  const cards = await toCardsWithThumbs(posts);
  return renderTemplate`${maybeRenderHead()}<section class="related" aria-labelledby="related-title" data-pagefind-ignore> <div class="container"> <h2 id="related-title" class="section-title">${EN.site.related}</h2> ${posts.length === 0 ? renderTemplate`<p class="empty-state">${EN.empty.related}</p>` : renderTemplate`<div class="related__grid">  ${renderComponent($$result, "CardGrid", CardGrid, { "items": cards })} </div>`} <div class="newsletter-box"> <div class="newsletter-box__text"> <h2 class="newsletter-box__title">${EN.site.newsletterBoxTitle}</h2> <p>${EN.site.newsletterPitch}</p> </div> ${renderComponent($$result, "NewsletterForm", NewsletterForm, { "source": "related_posts", "variant": "box", "client:visible": true, "client:component-hydration": "visible", "client:component-path": "/work/wt-incr/site/src/islands/NewsletterForm", "client:component-export": "NewsletterForm" })} </div> </div> </section>`;
}, "/work/wt-incr/site/src/components/RelatedArticles.astro", void 0);

function blogPostingJsonLd(post) {
  const url = absoluteUrl(postUrl(post));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...post.featuredImage ? { image: [absoluteUrl(post.featuredImage)] } : {},
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt ?? post.publishedAt ?? post.createdAt,
    author: { "@type": "Person", name: authorName(post) },
    publisher: { "@type": "Organization", name: SITE_NAME, logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") } },
    ...post.category ? { articleSection: post.category.name } : {},
    ...post.tags.length ? { keywords: post.tags.map((tag) => tag.name).join(", ") } : {},
    inLanguage: "en"
  };
}

const $$Astro = createAstro("http://127.0.0.1:34697");
const $$slug = createComponent(async ($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$slug;
  const post = await getPost(Astro2.params.slug ?? "");
  if (!post) return new Response(null, { status: 404 });
  const related = relatedPosts(post, await getPosts());
  const body = siteData().body(post.slug);
  return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": post.title, "description": post.summary, "path": postUrl(post), "image": post.featuredImage, "type": "article", "publishedTime": post.publishedAt, "modifiedTime": post.updatedAt, "jsonLd": blogPostingJsonLd(post), "mainClass": "site-main--article" }, { "default": async ($$result2) => renderTemplate` ${renderComponent($$result2, "ArticleView", $$ArticleView, { "post": post, "body": body })} ${renderComponent($$result2, "RelatedArticles", $$RelatedArticles, { "posts": related })} ` })}`;
}, "/work/wt-incr/site/src/pages/blog/[slug].astro", void 0);

const $$file = "/work/wt-incr/site/src/pages/blog/[slug].astro";
const $$url = "/blog/[slug]";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$slug,
  file: $$file,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
