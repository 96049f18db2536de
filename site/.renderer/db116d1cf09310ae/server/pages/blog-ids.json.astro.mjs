import { a as getPosts } from '../chunks/posts_CxBcI_12.mjs';
export { renderers } from '../renderers.mjs';

const GET = async () => {
  const posts = await getPosts();
  const slugs = new Set(posts.map((post) => post.slug));
  const ids = Object.fromEntries(posts.filter((post) => !slugs.has(String(post.id))).map((post) => [String(post.id), post.slug]));
  return new Response(JSON.stringify(ids), { headers: { "content-type": "application/json" } });
};

const _page = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
  __proto__: null,
  GET
}, Symbol.toStringTag, { value: 'Module' }));

const page = () => _page;

export { page };
