import { t as toCard } from './cards_n1DSnFf9.mjs';
import { s as siteData } from './posts_CxBcI_12.mjs';
import { jsxs, jsx } from 'react/jsx-runtime';
import { f as formatPublicDate } from './BaseLayout_CivO3FVa.mjs';
import { E as EN } from './config_D23xK3ia.mjs';

async function cardImage(src) {
  return siteData().thumbs.get(src) ?? src;
}
async function toCardWithThumb(post) {
  const card = toCard(post);
  return card.image ? { ...card, image: await cardImage(card.image) } : card;
}
const toCardsWithThumbs = (posts) => Promise.all(posts.map(toCardWithThumb));

function Card({ card, priority = false }) {
  return /* @__PURE__ */ jsxs("article", { className: "card", children: [
    card.image && /* @__PURE__ */ jsx("a", { className: "card__image", href: card.url, tabIndex: -1, "aria-hidden": "true", children: /* @__PURE__ */ jsx(
      "img",
      {
        src: card.image,
        alt: "",
        width: 640,
        height: 360,
        loading: priority ? "eager" : "lazy",
        fetchPriority: priority ? "high" : void 0,
        decoding: "async"
      }
    ) }),
    /* @__PURE__ */ jsxs("div", { className: "card__body", children: [
      card.category && (card.categorySlug ? /* @__PURE__ */ jsx("a", { className: "card__category", href: `/?category=${encodeURIComponent(card.categorySlug)}`, children: card.category }) : /* @__PURE__ */ jsx("span", { className: "card__category", children: card.category })),
      /* @__PURE__ */ jsx("h3", { className: "card__title", children: /* @__PURE__ */ jsx("a", { href: card.url, children: card.title }) }),
      card.excerpt && /* @__PURE__ */ jsx("p", { className: "card__excerpt", children: card.excerpt }),
      /* @__PURE__ */ jsxs("p", { className: "card__meta", children: [
        /* @__PURE__ */ jsx("span", { children: card.author }),
        card.date && /* @__PURE__ */ jsx("time", { dateTime: card.date, children: formatPublicDate(card.date) }),
        card.readingTime > 0 && /* @__PURE__ */ jsx("span", { children: EN.site.minRead(card.readingTime) })
      ] })
    ] })
  ] });
}

function CardGrid({ items, busy = false, priorityFirst = false }) {
  return /* @__PURE__ */ jsx("ul", { className: "card-grid", "aria-busy": busy || void 0, children: items.map((card, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Card, { card, priority: priorityFirst && index === 0 }) }, card.url)) });
}

export { CardGrid as C, cardImage as c, toCardsWithThumbs as t };
