/**
 * The server entry of the site bundle (see ./index.mjs): it only hands Astro's app factory to
 * the site engine, which renders pages with it on demand (Astro 6+ "auto" entrypoint: the
 * module re-exports `createApp` from astro/app/entrypoint instead of a `createExports()`).
 */
export { createApp } from 'astro/app/entrypoint';
