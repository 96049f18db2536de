/** Business constants and limits of spec section 9. */

export const REQUEST_TIMEOUT_MS = 10_000;

export const TOAST_DURATION_MS = {
  success: 4000,
  error: 6000,
  warning: 5000,
  info: 4000,
} as const;
export const TOAST_POSITION = 'top-right' as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** A post's cover alternative text: at most this many characters (like an image's alt in Media). */
export const COVER_ALT_MAX = 300;
export const UPLOAD_ALLOWED_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp', 'gif'] as const;
export const UPLOAD_ALLOWED_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_COMPRESSION = { maxWidth: 1920, maxHeight: 1080, quality: 0.8 } as const;

export const PAGE_SIZE = {
  popular: 5,
  latest: 5,
  related: 4,
  home: 10,
  featured: 1,
  trending: 3,
  relatedOnArticle: 3,
  sidebarTags: 10,
  headerSearch: 5,
  searchPage: 12,
  adminList: 20,
  dashboardRecent: 3,
  subscriptions: 20,
  /** The RSS feeds (/rss.xml and each /category/{slug}/rss.xml): the latest this many posts. */
  feed: 50,
  /** Default `limit` of list calls (spec section 3, search filters). */
  default: 10,
  /** Upper bound the API accepts for `limit`. */
  max: 100,
} as const;

export const DEBOUNCE_MS = {
  headerSearch: 300,
  adminSearch: 500,
  /** Public /search page (spec: "runs automatically, debounced"). */
  searchPage: 300,
} as const;

export const ADMIN_PAGINATION_MAX_BUTTONS = 7;
export const EDIT_LOAD_FAILURE_REDIRECT_MS = 3000;
export const COPIED_STATE_MS = 2000;
export const SHARE_POPUP = { width: 600, height: 400 } as const;

export const SORT_KEYS = ['publishedAt', 'title', 'viewCount', 'createdAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT = { sortBy: 'publishedAt', sortOrder: 'desc' } as const;

export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_DESCRIPTION_MAX = 200;

export const POST_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED', 'INACTIVE'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const SUBSCRIPTION_SOURCES = ['newsletter_form', 'related_posts'] as const;

/** Local browser storage keys (spec section 3). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;

/** Access tokens live 15 minutes (design, API). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export const API_BASE_PATH = '/api/v1';

/**
 * The header with which the site engine reads /api/v1 past its public cache (the answer of a run
 * started after the request came in). Its value is a secret the CMS hands the engine in
 * REVALIDATE_TOKEN_ENV; anonymous `cache-control: no-cache` is ignored.
 */
export const REVALIDATE_HEADER = 'x-blog-revalidate';
export const REVALIDATE_TOKEN_ENV = 'BLOG_REVALIDATE_TOKEN';

/**
 * Autosave (issue #26): the editor saves a draft version this long after the last keystroke;
 * Payload's own panel autosaves at the same interval. A post keeps at most MAX_REVISIONS versions
 * (the oldest go first).
 */
export const AUTOSAVE_INTERVAL_MS = 2000;
export const MAX_REVISIONS = 50;

/**
 * An import archive (zip), checked against its central directory before anything is inflated
 * (issue #33): a small zip must not unpack to gigabytes. Real exports stay far inside: images are
 * stored, and WXR/JSON text deflates about 5-20 to 1.
 */
export interface ArchiveLimits {
  /** Files and folders in the archive. */
  maxEntries: number;
  /** All files unpacked, in bytes. */
  maxTotalBytes: number;
  /** Unpacked / packed of one file larger than ratioFloorBytes: beyond it, a bomb. */
  maxRatio: number;
  ratioFloorBytes: number;
}

/** An upload to the admin's import (the upload itself may be 200 MB). */
export const IMPORT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 20_000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/**
 * `npm run import`'s archive: a file on the server's own disk that its operator chose, read by a
 * process of its own. Room for this platform's export of a large blog (100,000 posts: 100,035
 * files, 539 MB unpacked), with the same rule against bombs.
 */
export const IMPORT_FILE_ARCHIVE_LIMITS: ArchiveLimits = {
  ...IMPORT_ARCHIVE_LIMITS,
  maxEntries: 500_000,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
};
