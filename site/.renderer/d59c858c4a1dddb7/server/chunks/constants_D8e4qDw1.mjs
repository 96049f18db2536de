const TOAST_DURATION_MS = {
  success: 4e3,
  error: 6e3,
  warning: 5e3,
  info: 4e3
};
const PAGE_SIZE = {
  home: 10,
  trending: 3,
  relatedOnArticle: 3,
  sidebarTags: 10,
  headerSearch: 5,
  searchPage: 12};
const DEBOUNCE_MS = {
  headerSearch: 300,
  /** Public /search page (spec: "runs automatically, debounced"). */
  searchPage: 300
};
const COPIED_STATE_MS = 2e3;
const SHARE_POPUP = { width: 600, height: 400 };
const SORT_KEYS = ["publishedAt", "title", "viewCount", "createdAt"];
const SORT_ORDERS = ["desc", "asc"];
const DEFAULT_SORT = { sortBy: "publishedAt", sortOrder: "desc" };
const API_BASE_PATH = "/api/v1";

export { API_BASE_PATH as A, COPIED_STATE_MS as C, DEFAULT_SORT as D, PAGE_SIZE as P, SHARE_POPUP as S, TOAST_DURATION_MS as T, SORT_KEYS as a, SORT_ORDERS as b, DEBOUNCE_MS as c };
