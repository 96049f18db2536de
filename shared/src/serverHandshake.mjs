/**
 * The handshake between the platform server (scripts/server.mjs) and the CMS that Next loads into
 * the same process: the CMS puts its fast paths on globalThis under these names, the server looks
 * there before handing a request to Next. Written once here for both sides (types: the .d.mts).
 */

/** The public /api/v1 read cache (cms/src/services/cache/publicCache.ts): `lookup` answers a hit. */
export const PUBLIC_CACHE_KEY = '__blogPublicCache';
/** The /api/v1 dispatch without Next (cms/src/app/(v1)/api/v1/[...path]/route.ts). */
export const DIRECT_API_KEY = '__blogDirectApi';

/** The public cache the CMS offers, once it is loaded (else undefined). */
export function publicCache() {
  return globalThis[PUBLIC_CACHE_KEY];
}

/** The direct dispatch the CMS offers, once its /api/v1 route is loaded (else undefined). */
export function directApi() {
  return globalThis[DIRECT_API_KEY];
}

/** Called by the CMS's /api/v1 route: the server may answer `direct` routes through `api`. */
export function offerDirectApi(api) {
  globalThis[DIRECT_API_KEY] = api;
}
