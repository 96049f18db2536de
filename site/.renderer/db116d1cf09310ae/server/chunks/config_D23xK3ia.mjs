const EN = {
  defaultError: "An unexpected error occurred",
  uploadFailed: "Upload failed",
  avatarUploadFailed: "Avatar upload failed",
  deleteFailed: "Delete failed",
  multipleUploadFailed: "Multiple upload failed",
  imagesUploaded: (n, total) => `${n}/${total} images uploaded successfully`,
  noRefreshToken: "No refresh token available",
  loginFailed: "Login failed",
  profileUpdateFailed: "Profile update failed",
  passwordChangeFailed: "Password change failed",
  refreshUserFailed: "Failed to refresh user data",
  searchFailed: "Search failed",
  fetchPostsFailed: "Failed to fetch posts",
  loadMoreFailed: "Failed to load more posts",
  fetchPostFailed: "Failed to fetch post",
  searchLoadMoreFallback: "Load more failed",
  searchError: (message) => `Error: ${message}`,
  noSlug: "No blog slug provided in the URL",
  noFeaturedPost: "No featured post available",
  featuredUnavailable: "Unable to load featured article",
  newsletter: {
    invalidEmail: "Please enter a valid email address",
    alreadySubscribed: "This email address is already subscribed.",
    genericError: "An error occurred during subscription. Please try again.",
    success: "Successfully subscribed to newsletter!",
    unsubscribed: "You have been unsubscribed. You will not receive any more e-mails from us.",
    unsubscribeRequested: "If this address is subscribed, we have sent it a link to confirm the unsubscription.",
    invalidUnsubscribeLink: "This unsubscribe link is invalid.",
    unsubscribeMail: {
      subject: "Confirm your unsubscription",
      intro: "Someone (hopefully you) asked to unsubscribe this address from our newsletter.",
      action: "Unsubscribe",
      ignore: "If you did not ask for this, ignore this e-mail: you stay subscribed."
    }
  },
  copyLinkFailed: "Failed to copy link.",
  linkCopied: "Link copied!",
  codeCopied: "✓ Copied",
  empty: {
    articles: "No articles found.",
    tags: "No tags available",
    categories: "No categories available",
    trending: "No trending posts available",
    related: "No related articles found.",
    searchNoMatch: "No articles found matching your criteria.",
    dropdownNoMatch: (text) => `No articles found for "${text}"`
  },
  headings: {
    latest: "Latest Articles",
    category: (slug) => `Category: ${slug}`,
    tag: (slug) => `Tag: ${slug}`,
    search: (text) => `Search: "${text}"`,
    searchPage: "Search Articles",
    notFound: "Page Not Found"
  },
  found: (n) => `Found ${n} article(s)`,
  searching: "Searching...",
  loadMore: "Load More",
  clearFilters: "Clear Filters",
  applyFilters: "Apply Filters",
  sortLabels: {
    publishedAt: "Published Date",
    title: "Title",
    viewCount: "View Count",
    createdAt: "Created Date"
  },
  orderLabels: { desc: "Newest First", asc: "Oldest First" },
  authorFallback: "Admin",
  file: {
    noFile: "No file selected",
    noFiles: "No files selected",
    tooLarge: (size) => `File size too large. Maximum allowed: ${size}`,
    badType: (list) => `Invalid file type. Allowed types: ${list}`,
    nth: (n, message) => `File ${n}: ${message}`
  },
  /** Labels of the public static site's layout (not in the spec; plain English). */
  site: {
    name: "The Blog",
    tagline: "Articles on web development, design and the craft of building software.",
    skipToContent: "Skip to content",
    home: "Home",
    about: "About",
    search: "Search",
    rss: "RSS feed",
    back: "Back",
    goHome: "Go Home",
    goBack: "Go Back",
    featured: "Featured",
    popularTags: "Popular Tags",
    categories: "Categories",
    newsletter: "Newsletter",
    newsletterPitch: "Get the latest articles delivered straight to your inbox. No spam, unsubscribe any time.",
    newsletterBoxTitle: "Enjoyed this article?",
    trending: "Trending Posts",
    related: "Related Articles",
    tags: "Tags",
    writtenBy: "Written by",
    minRead: (n) => `${n} min read`,
    views: (n) => `${n.toLocaleString("en-US")} ${n === 1 ? "view" : "views"}`,
    postCount: (n) => `${n} ${n === 1 ? "post" : "posts"}`,
    copyCode: "Copy",
    copyCodeLabel: "Copy code to clipboard",
    copyCodeFailed: "Copy failed",
    notFoundText: "Sorry, the page you are looking for does not exist or has been moved.",
    helpfulLinks: "Helpful links",
    browseCategory: (name) => `Browse ${name}`,
    unsubscribeTitle: "Unsubscribe",
    unsubscribeIntro: "Click the button below to stop receiving our newsletter at this address.",
    unsubscribeConfirm: "Unsubscribe",
    unsubscribing: "Unsubscribing...",
    copyright: (year, name) => `© ${year} ${name}. All rights reserved.`
  },
  /** Labels of the public site's React islands (not in the spec; plain English). */
  islands: {
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles...",
    searchResults: "Search results",
    viewAllResults: "View all results",
    filters: "Filters",
    category: "Category",
    tag: "Tag",
    sortBy: "Sort By",
    order: "Order",
    allCategories: "All Categories",
    allTags: "All Tags",
    activeFilters: "Active filters",
    removeFilter: (label) => `Remove filter ${label}`,
    backHome: "Back to Home",
    suggestions: "Search suggestions",
    suggestionTips: [
      "Check the spelling of your search terms.",
      "Try fewer or more general words.",
      "Remove a filter to widen the search."
    ],
    browseCategories: "Browse a category:",
    browseTags: "Or a popular tag:",
    loading: "Loading articles...",
    loadingMore: "Loading...",
    share: "Share",
    shareOnX: "Share on X",
    shareOnLinkedIn: "Share on LinkedIn",
    shareOnWhatsApp: "Share on WhatsApp",
    copyLink: "Copy link",
    nativeShare: "Share…",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
    subscribedTitle: "You're subscribed!",
    subscribedText: "Thanks for subscribing. New articles will arrive in your inbox.",
    dismiss: "Dismiss notification"
  }
};

const __vite_import_meta_env__ = {"ASSETS_PREFIX": undefined, "BASE_URL": "/", "DEV": false, "MODE": "production", "PROD": true, "SITE": "http://127.0.0.1:34697", "SSR": true};
const DEFAULT_ORIGIN = "http://localhost:3000";
function readEnv(name) {
  const fromProcess = typeof process !== "undefined" ? process.env[name] : void 0;
  const value = fromProcess || Object.assign(__vite_import_meta_env__, { _: process.env._, SITE_URL: process.env.SITE_URL, CMS_URL: process.env.CMS_URL })[name];
  return value ? value.trim() : void 0;
}
function origin(value) {
  return (value || DEFAULT_ORIGIN).replace(/\/+$/, "");
}
origin(readEnv("CMS_URL"));
const SITE_URL = origin(readEnv("SITE_URL"));
const SITE_NAME = EN.site.name;
const SITE_DESCRIPTION = EN.site.tagline;
const ABOUT_URL = "https://github.com";
const SOCIAL_LINKS = [
  { label: "GitHub", href: "https://github.com", icon: "github" },
  { label: "X (Twitter)", href: "https://x.com", icon: "x" },
  { label: "LinkedIn", href: "https://www.linkedin.com", icon: "linkedin" }
];
function absoluteUrl(pathOrUrl) {
  return new URL(pathOrUrl, `${SITE_URL}/`).toString();
}

export { ABOUT_URL as A, EN as E, SITE_NAME as S, absoluteUrl as a, SITE_DESCRIPTION as b, SITE_URL as c, SOCIAL_LINKS as d };
