import { f as createComponent, k as renderComponent, r as renderTemplate, m as maybeRenderHead } from '../chunks/astro/server_CwJKRyWl.mjs';
import 'piccolore';
import { e as errorMessage, w as warmPagefind, s as searchPosts, $ as $$BaseLayout } from '../chunks/BaseLayout_CivO3FVa.mjs';
import { jsx, jsxs, Fragment } from 'react/jsx-runtime';
import { useState, useEffect, useId, useRef, useCallback } from 'react';
import { A as API_BASE_PATH, D as DEFAULT_SORT, a as SORT_KEYS, b as SORT_ORDERS, P as PAGE_SIZE, c as DEBOUNCE_MS } from '../chunks/constants_D8e4qDw1.mjs';
import { C as CardGrid, t as toCardsWithThumbs } from '../chunks/CardGrid_DRE3TVRa.mjs';
import { E as EN } from '../chunks/config_D23xK3ia.mjs';
import { g as getCategories, e as getTags, a as getPosts } from '../chunks/posts_CxBcI_12.mjs';
export { renderers } from '../renderers.mjs';

function pageTransport() {
  return {
    sendBeacon: typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" ? navigator.sendBeacon.bind(navigator) : void 0,
    fetch: typeof fetch === "function" ? fetch : void 0
  };
}
function postBeacon(url, json, transport = pageTransport()) {
  const body = json === void 0 ? void 0 : JSON.stringify(json);
  try {
    const blob = body === void 0 ? void 0 : new Blob([body], { type: "application/json" });
    if (transport.sendBeacon?.(url, blob)) return;
    transport.fetch?.(url, { method: "POST", keepalive: true, ...body === void 0 ? {} : { headers: { "Content-Type": "application/json" }, body } }).catch(() => void 0);
  } catch {
  }
}

function createSearchLog(transport) {
  return (query, resultCount) => {
    const text = query.trim();
    if (text) postBeacon(`${API_BASE_PATH}/analytics/search`, { query: text, resultCount }, transport());
  };
}
const logSearch = createSearchLog(pageTransport);

function useDebounced(value, delayMs) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const EMPTY_FILTERS = {
  category: "",
  tag: "",
  sortBy: DEFAULT_SORT.sortBy,
  sortOrder: DEFAULT_SORT.sortOrder
};
const EMPTY_CRITERIA = { q: "", ...EMPTY_FILTERS };
function readSearchUrl(search) {
  const params = new URLSearchParams(search);
  const read = (name) => params.get(name)?.trim() ?? "";
  return { q: read("q") || read("search"), category: read("category"), tag: read("tag") };
}
function searchHref(pathname, criteria) {
  const params = new URLSearchParams();
  if (criteria.q) params.set("q", criteria.q);
  if (criteria.category) params.set("category", criteria.category);
  if (criteria.tag) params.set("tag", criteria.tag);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
function sameCriteria(a, b) {
  return a.q === b.q && a.category === b.category && a.tag === b.tag && a.sortBy === b.sortBy && a.sortOrder === b.sortOrder;
}
function topByCount(options, n) {
  return options.filter((option) => option.blogCount > 0).sort((a, b) => b.blogCount - a.blogCount).slice(0, n);
}

const nameOf = (options, slug) => options.find((option) => option.slug === slug)?.name ?? slug;
function FilterChips({ criteria, categories, tags, onRemove }) {
  const chips = [];
  if (criteria.q) chips.push({ kind: "q", label: EN.headings.search(criteria.q) });
  if (criteria.category) chips.push({ kind: "category", label: EN.headings.category(nameOf(categories, criteria.category)) });
  if (criteria.tag) chips.push({ kind: "tag", label: EN.headings.tag(nameOf(tags, criteria.tag)) });
  if (!chips.length) return null;
  return /* @__PURE__ */ jsx("ul", { className: "chips", "aria-label": EN.islands.activeFilters, children: chips.map((chip) => /* @__PURE__ */ jsxs("li", { className: "chip", children: [
    /* @__PURE__ */ jsx("span", { className: "chip__label", children: chip.label }),
    /* @__PURE__ */ jsx(
      "button",
      {
        type: "button",
        className: "chip__remove",
        "aria-label": EN.islands.removeFilter(chip.label),
        onClick: () => onRemove(chip.kind),
        children: /* @__PURE__ */ jsx("span", { "aria-hidden": "true", children: "×" })
      }
    )
  ] }, chip.kind)) });
}

function TaxonomySelect(props) {
  return /* @__PURE__ */ jsxs("div", { className: "filter-panel__field", children: [
    /* @__PURE__ */ jsx("label", { htmlFor: props.id, children: props.label }),
    /* @__PURE__ */ jsxs("select", { id: props.id, value: props.value, onChange: (event) => props.onChange(event.target.value), children: [
      /* @__PURE__ */ jsx("option", { value: "", children: props.allLabel }),
      props.options.map((option) => /* @__PURE__ */ jsx("option", { value: option.slug, disabled: option.blogCount === 0 && option.slug !== props.value, children: `${option.name} (${option.blogCount})` }, option.slug))
    ] })
  ] });
}
function FilterPanel({ id, hidden, categories, tags, value, onChange, onApply, onClear }) {
  const uid = useId();
  return /* @__PURE__ */ jsxs("div", { className: "filter-panel", id, hidden, role: "group", "aria-label": EN.islands.filters, children: [
    /* @__PURE__ */ jsxs("div", { className: "filter-panel__fields", children: [
      /* @__PURE__ */ jsx(
        TaxonomySelect,
        {
          id: `${uid}category`,
          label: EN.islands.category,
          allLabel: EN.islands.allCategories,
          options: categories,
          value: value.category,
          onChange: (category) => onChange({ ...value, category })
        }
      ),
      /* @__PURE__ */ jsx(
        TaxonomySelect,
        {
          id: `${uid}tag`,
          label: EN.islands.tag,
          allLabel: EN.islands.allTags,
          options: tags,
          value: value.tag,
          onChange: (tag) => onChange({ ...value, tag })
        }
      ),
      /* @__PURE__ */ jsxs("div", { className: "filter-panel__field", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: `${uid}sort`, children: EN.islands.sortBy }),
        /* @__PURE__ */ jsx(
          "select",
          {
            id: `${uid}sort`,
            value: value.sortBy,
            onChange: (event) => onChange({ ...value, sortBy: event.target.value }),
            children: SORT_KEYS.map((key) => /* @__PURE__ */ jsx("option", { value: key, children: EN.sortLabels[key] }, key))
          }
        )
      ] }),
      /* @__PURE__ */ jsxs("div", { className: "filter-panel__field", children: [
        /* @__PURE__ */ jsx("label", { htmlFor: `${uid}order`, children: EN.islands.order }),
        /* @__PURE__ */ jsx(
          "select",
          {
            id: `${uid}order`,
            value: value.sortOrder,
            onChange: (event) => onChange({ ...value, sortOrder: event.target.value }),
            children: SORT_ORDERS.map((order) => /* @__PURE__ */ jsx("option", { value: order, children: EN.orderLabels[order] }, order))
          }
        )
      ] })
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "filter-panel__actions", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "button", onClick: onClear, children: EN.clearFilters }),
      /* @__PURE__ */ jsx("button", { type: "button", className: "button button--primary", onClick: onApply, children: EN.applyFilters })
    ] })
  ] });
}

function Links({ label, options, href }) {
  if (!options.length) return null;
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("p", { className: "no-results__label", children: label }),
    /* @__PURE__ */ jsx("ul", { className: "no-results__links", children: options.map((option) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", { className: "chip chip--link", href: href(option.slug), children: option.name }) }, option.slug)) })
  ] });
}
function NoResults({ categories, tags }) {
  const headingId = useId();
  const empty = { q: "", category: "", tag: "" };
  return /* @__PURE__ */ jsxs("div", { className: "no-results", children: [
    /* @__PURE__ */ jsx("p", { className: "no-results__title", children: EN.empty.searchNoMatch }),
    /* @__PURE__ */ jsx("a", { className: "button", href: "/", children: EN.islands.backHome }),
    /* @__PURE__ */ jsxs("section", { className: "no-results__suggestions", "aria-labelledby": headingId, children: [
      /* @__PURE__ */ jsx("h2", { id: headingId, children: EN.islands.suggestions }),
      /* @__PURE__ */ jsx("ul", { className: "no-results__tips", children: EN.islands.suggestionTips.map((tip) => /* @__PURE__ */ jsx("li", { children: tip }, tip)) }),
      /* @__PURE__ */ jsx(
        Links,
        {
          label: EN.islands.browseCategories,
          options: topByCount(categories, 5),
          href: (category) => searchHref("/search", { ...empty, category })
        }
      ),
      /* @__PURE__ */ jsx(
        Links,
        {
          label: EN.islands.browseTags,
          options: topByCount(tags, 8),
          href: (tag) => searchHref("/search", { ...empty, tag })
        }
      )
    ] })
  ] });
}

const INITIAL = {
  status: "idle",
  items: [],
  total: 0,
  totalPages: 0,
  page: 0,
  error: "",
  loadingMore: false,
  moreError: "",
  fromServer: false
};
const initialState = (initial) => ({
  ...INITIAL,
  status: "ready",
  items: initial.items,
  total: initial.total,
  totalPages: Math.ceil(initial.total / PAGE_SIZE.searchPage),
  page: 1,
  fromServer: true
});
const toParams = (criteria, page) => ({
  query: criteria.q || null,
  category: criteria.category || null,
  tag: criteria.tag || null,
  sortBy: criteria.sortBy,
  sortOrder: criteria.sortOrder,
  page,
  limit: PAGE_SIZE.searchPage
});
function useSearchResults(criteria, search, onComplete, initial) {
  const [state, setState] = useState(() => initial ? initialState(initial) : INITIAL);
  const initialRef = useRef(initial);
  const generation = useRef(0);
  const completed = useRef(onComplete);
  completed.current = onComplete;
  useEffect(() => {
    if (!criteria) return;
    const id = ++generation.current;
    if (initialRef.current && sameCriteria(criteria, EMPTY_CRITERIA)) {
      setState(initialState(initialRef.current));
      return;
    }
    setState({ ...INITIAL, status: "loading" });
    search(toParams(criteria, 1)).then(
      (result) => {
        if (id !== generation.current) return;
        setState({ ...INITIAL, status: "ready", ...result, page: 1 });
        completed.current(criteria, result.total);
      },
      (error) => {
        if (id === generation.current) setState({ ...INITIAL, status: "error", error: errorMessage(error, EN.searchFailed) });
      }
    );
  }, [criteria, search]);
  const { page, loadingMore } = state;
  const loadMore = useCallback(() => {
    if (!criteria || loadingMore) return;
    const id = generation.current;
    const next = page + 1;
    setState((current) => ({ ...current, loadingMore: true, moreError: "" }));
    search(toParams(criteria, next)).then(
      (result) => {
        if (id !== generation.current) return;
        setState((current) => ({
          ...current,
          items: [...current.items, ...result.items],
          total: result.total,
          totalPages: result.totalPages,
          page: next,
          loadingMore: false
        }));
      },
      (error) => {
        if (id !== generation.current) return;
        const moreError = errorMessage(error, EN.searchLoadMoreFallback);
        setState((current) => ({ ...current, loadingMore: false, moreError }));
      }
    );
  }, [criteria, search, page, loadingMore]);
  return { ...state, loadMore };
}

function SearchPage({
  categories,
  tags,
  initialItems,
  total = initialItems?.length ?? 0,
  search = searchPosts,
  warm = warmPagefind,
  logSearch: logSearch$1 = logSearch
}) {
  const [text, setText] = useState("");
  const [criteria, setCriteria] = useState(null);
  const [pending, setPending] = useState(EMPTY_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const debounced = useDebounced(text, DEBOUNCE_MS.searchPage);
  const skipFirstDebounce = useRef(true);
  const inputRef = useRef(null);
  const id = useId();
  const update = (change) => setCriteria((current) => {
    if (!current) return current;
    const next = change(current);
    return sameCriteria(current, next) ? current : next;
  });
  useEffect(() => {
    const fromUrl = readSearchUrl(window.location.search);
    const q2 = fromUrl.q || inputRef.current?.value.trim() || "";
    setText(q2);
    setCriteria({ ...EMPTY_CRITERIA, ...fromUrl, q: q2 });
    setPending({ ...EMPTY_FILTERS, category: fromUrl.category, tag: fromUrl.tag });
  }, []);
  useEffect(() => {
    if (skipFirstDebounce.current) {
      skipFirstDebounce.current = false;
      return;
    }
    update((current) => ({ ...current, q: debounced.trim() }));
  }, [debounced]);
  const { q, category, tag } = criteria ?? EMPTY_CRITERIA;
  useEffect(() => {
    if (!criteria) return;
    const { pathname, search: current, hash } = window.location;
    const next = searchHref(pathname, { q, category, tag });
    if (next !== pathname + current) window.history.replaceState(window.history.state, "", next + hash);
  }, [criteria === null, q, category, tag]);
  const initial = initialItems ? { items: initialItems, total } : void 0;
  const results = useSearchResults(
    criteria,
    search,
    (done, found) => {
      if (done.q) logSearch$1(done.q, found);
    },
    initial
  );
  const staleInitial = results.fromServer && criteria !== null && !sameCriteria(criteria, EMPTY_CRITERIA);
  useEffect(() => {
    if (criteria && !staleInitial) document.documentElement.classList.remove("has-filter");
  }, [criteria === null, staleInitial]);
  const onSubmit = (event) => {
    event.preventDefault();
    const query = text.trim();
    if (query) update((current) => ({ ...current, q: query }));
  };
  const applyFilters = () => update((current) => ({ ...current, ...pending, q: text.trim() }));
  const clearFilters = () => {
    setText("");
    setPending(EMPTY_FILTERS);
    update(() => EMPTY_CRITERIA);
  };
  const removeChip = (kind) => {
    if (kind === "q") setText("");
    else setPending((current) => ({ ...current, [kind]: "" }));
    update((current) => ({ ...current, [kind]: "" }));
  };
  const ready = results.status === "ready";
  const statusLine = results.status === "loading" ? EN.searching : ready ? EN.found(results.total) : "";
  return /* @__PURE__ */ jsxs("div", { className: "search-page", children: [
    /* @__PURE__ */ jsx("h1", { className: "search-page__title", children: EN.headings.searchPage }),
    /* @__PURE__ */ jsxs("form", { className: "search-page__form", role: "search", action: "/search", onSubmit, children: [
      /* @__PURE__ */ jsx("label", { className: "visually-hidden", htmlFor: `${id}q`, children: EN.islands.searchLabel }),
      /* @__PURE__ */ jsx(
        "input",
        {
          id: `${id}q`,
          ref: inputRef,
          className: "search-page__input",
          type: "search",
          name: "q",
          autoComplete: "off",
          placeholder: EN.islands.searchPlaceholder,
          value: text,
          onChange: (event) => setText(event.target.value),
          onFocus: warm
        }
      ),
      /* @__PURE__ */ jsx("button", { type: "submit", className: "button button--primary", children: EN.site.search }),
      /* @__PURE__ */ jsx(
        "button",
        {
          type: "button",
          className: "button search-page__filters-toggle",
          "aria-expanded": panelOpen,
          "aria-controls": `${id}filters`,
          onClick: () => setPanelOpen((open) => !open),
          children: EN.islands.filters
        }
      )
    ] }),
    /* @__PURE__ */ jsx(
      FilterPanel,
      {
        id: `${id}filters`,
        hidden: !panelOpen,
        categories,
        tags,
        value: pending,
        onChange: setPending,
        onApply: applyFilters,
        onClear: clearFilters
      }
    ),
    criteria && /* @__PURE__ */ jsx(FilterChips, { criteria, categories, tags, onRemove: removeChip }),
    /* @__PURE__ */ jsxs("div", { className: "search-page__results", "data-initial": results.fromServer || void 0, children: [
      /* @__PURE__ */ jsx("p", { className: "search-page__status", role: "status", children: statusLine }),
      results.status === "error" && /* @__PURE__ */ jsx("p", { className: "form-error", role: "alert", children: EN.searchError(results.error) }),
      results.items.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [
        /* @__PURE__ */ jsx("h2", { className: "visually-hidden", children: EN.islands.searchResults }),
        /* @__PURE__ */ jsx(CardGrid, { items: results.items, busy: results.loadingMore, priorityFirst: true })
      ] }),
      ready && results.total === 0 && /* @__PURE__ */ jsx(NoResults, { categories, tags }),
      results.moreError && /* @__PURE__ */ jsx("p", { className: "form-error", role: "alert", children: EN.searchError(results.moreError) }),
      ready && results.page < results.totalPages && /* @__PURE__ */ jsx(
        "button",
        {
          type: "button",
          className: "button load-more",
          "aria-disabled": results.loadingMore || void 0,
          onClick: results.loadMore,
          children: results.loadingMore ? EN.islands.loadingMore : EN.loadMore
        }
      )
    ] })
  ] });
}

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Search = createComponent(async ($$result, $$props, $$slots) => {
  const [categories, tags, posts] = await Promise.all([getCategories(), getTags(), getPosts()]);
  const initialItems = await toCardsWithThumbs(posts.slice(0, PAGE_SIZE.searchPage));
  const categoryOptions = categories.map(({ name, slug, blogCount }) => ({ name, slug, blogCount }));
  const tagOptions = tags.map(({ name, slug, blogCount }) => ({ name, slug, blogCount }));
  return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, { "title": EN.headings.searchPage, "description": "Search every article by keyword, category and tag.", "path": "/search/", "mainClass": "site-main--search" }, { "default": async ($$result2) => renderTemplate` ${maybeRenderHead()}<div class="container search-layout">  ${renderComponent($$result2, "SearchPage", SearchPage, { "client:idle": true, "categories": categoryOptions, "tags": tagOptions, "initialItems": initialItems, "total": posts.length, "client:component-hydration": "idle", "client:component-path": "/work/wt-incr/site/src/islands/SearchPage", "client:component-export": "SearchPage" })} </div> `, "head": async ($$result2) => renderTemplate(_a || (_a = __template(["<script>\n    if (/[?&](category|tag|search|q)=[^&]/.test(window.location.search)) document.documentElement.classList.add('has-filter');\n  <\/script>"]))) })}`;
}, "/work/wt-incr/site/src/pages/search.astro", void 0);

const $$file = "/work/wt-incr/site/src/pages/search.astro";
const $$url = "/search";

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  default: $$Search,
  file: $$file,
  url: $$url
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
