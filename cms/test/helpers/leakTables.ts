/**
 * The tables of leaks.test.ts. Paths are under /api/ (Payload REST; `v1/...` is our API);
 * `:sub`, `:draft`, `:scheduled`, `:archived`, `:cat`, `:tag`, `:media`, `:draftSlug`, `:now`
 * stand for what the test creates first.
 */

/** Reads of private collections: refused outright. */
export const PRIVATE_READS = [
  'subscriptions', 'subscriptions/:sub', 'subscriptions/count', 'subscriptions?where[email][like]=leak',
  'users/1', 'users/count', 'users?where[email][equals]=admin@example.com',
  'refresh-tokens', 'refresh-tokens?where[user][equals]=1', 'post-views', 'search-logs', 'search-logs?where[query][like]=leaksearch',
  'payload-preferences', 'newsletter-deliveries', 'site-builds', 'payload-jobs',
];

/** Reads of public collections, or with tricks: they answer, without private data. */
export const OPEN_READS = [
  'posts', 'posts?limit=1000&depth=3', 'posts?where[status][equals]=DRAFT', 'posts?where[status][not_equals]=PUBLISHED&depth=0',
  'posts?where[status][in]=DRAFT,ARCHIVED', 'posts?draft=true&limit=1000', 'posts?where[publishedAt][greater_than]=:now',
  'posts?where[title][like]=Leaky', 'posts?where[slug][equals]=:draftSlug', 'posts/count?where[status][equals]=DRAFT',
  'posts?where[author.email][like]=admin', 'posts?sort=author.email', 'posts?select[author]=true&depth=2',
  'posts/:draft', 'posts/:draft?draft=true', 'posts/:scheduled', 'posts/:archived', 'posts/versions',
  'media', 'categories?depth=3&limit=1000', 'tags?limit=1000', 'users/me', 'access', 'payload-locked-documents?depth=3',
  'v1/blogs?limit=100', 'v1/blogs?search=Leaky', 'v1/blogs/:draftSlug', 'v1/blogs/:draft', 'v1/blogs/:scheduled',
  'v1/blogs/categories', 'v1/blogs/tags', 'v1/health', 'v1/blogs/:draftSlug/related', 'v1/blogs?status=DRAFT&limit=100',
  'v1/blogs?sortBy=createdAt&limit=100', 'v1/blogs?sortBy=publishedAt&sortOrder=asc&limit=100',
];

/** Anonymous GraphQL queries: [name, query]. */
export const ANON_GRAPHQL: [string, string][] = [
  ['Posts with status DRAFT', '{ Posts(where: { status: { equals: DRAFT } }, limit: 1000) { docs { id title status } totalDocs } }'],
  ['Posts not PUBLISHED', '{ Posts(where: { status: { not_equals: PUBLISHED } }) { docs { title } } }'],
  ['every Post with its author', '{ Posts(limit: 1000) { docs { title publishedAt author { email role } } } }'],
  ['the draft by id', '{ Post(id: :draft) { title status } }'],
  ['the scheduled post by id', '{ Post(id: :scheduled) { title } }'],
  ['Subscriptions', '{ Subscriptions(limit: 1000) { docs { email isActive } totalDocs } }'],
  ['one Subscription', '{ Subscription(id: :sub) { email } }'],
  ['Users with hash and salt', '{ Users { docs { email role hash salt resetPasswordToken sessions { id } } } }'],
  ['the admin User', '{ User(id: 1) { email hash salt } }'],
  ['RefreshTokens', '{ RefreshTokens { docs { tokenHash family user { email } } } }'],
  ['SearchLogs', '{ SearchLogs { docs { query resultCount } } }'],
  ['PostViews', '{ PostViews { docs { day count } } }'],
  ['meUser', '{ meUser { user { email } token } }'],
  ['countSubscriptions and countUsers', '{ countSubscriptions { totalDocs } countUsers { totalDocs } }'],
];

/** Writes through Payload REST: [method, path, body]. */
export const WRITES: [string, string, unknown][] = [
  ['POST', 'posts', { title: 'pwned', content: 'x', status: 'PUBLISHED' }],
  ['PATCH', 'posts/:draft', { title: 'pwned', status: 'PUBLISHED' }],
  ['DELETE', 'posts/:draft', undefined],
  ['PATCH', 'posts?where[id][exists]=true', { title: 'pwned' }],
  ['DELETE', 'posts?where[id][exists]=true', undefined],
  ['POST', 'categories', { name: 'pwned' }],
  ['PATCH', 'categories/:cat', { name: 'pwned' }],
  ['DELETE', 'categories/:cat', undefined],
  ['POST', 'tags', { name: 'pwned' }],
  ['DELETE', 'tags/:tag', undefined],
  ['POST', 'subscriptions', { email: 'pwned@example.com' }],
  ['PATCH', 'subscriptions/:sub', { isActive: false }],
  ['DELETE', 'subscriptions/:sub', undefined],
  ['PATCH', 'subscriptions?where[id][exists]=true', { isActive: false }],
  ['POST', 'media', 'png'],
  ['PATCH', 'media/:media', { alt: 'pwned' }],
  ['DELETE', 'media/:media', undefined],
  ['POST', 'users', { email: 'pwned@example.com', password: 'pwned-pass-1', role: 'ADMIN' }],
  ['POST', 'users/first-register', { email: 'pwned@example.com', password: 'pwned-pass-1' }],
  ['PATCH', 'users/1', { email: 'pwned@example.com' }],
  ['DELETE', 'refresh-tokens?where[id][exists]=true', undefined],
  ['POST', 'search-logs', { query: 'pwned', resultCount: 1 }],
  ['DELETE', 'post-views?where[id][exists]=true', undefined],
  ['GET', 'payload-jobs/run', undefined],
  ['GET', 'payload-jobs/handle-schedules', undefined],
];
