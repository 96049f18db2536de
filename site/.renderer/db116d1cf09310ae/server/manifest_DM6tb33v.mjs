import '@astrojs/internal-helpers/path';
import '@astrojs/internal-helpers/remote';
import 'piccolore';
import { q as NOOP_MIDDLEWARE_HEADER, v as decodeKey } from './chunks/astro/server_CwJKRyWl.mjs';
import 'clsx';
import 'es-module-lexer';
import 'html-escaper';

const NOOP_MIDDLEWARE_FN = async (_ctx, next) => {
  const response = await next();
  response.headers.set(NOOP_MIDDLEWARE_HEADER, "true");
  return response;
};

const codeToStatusMap = {
  // Implemented from IANA HTTP Status Code Registry
  // https://www.iana.org/assignments/http-status-codes/http-status-codes.xhtml
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  PROXY_AUTHENTICATION_REQUIRED: 407,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  GONE: 410,
  LENGTH_REQUIRED: 411,
  PRECONDITION_FAILED: 412,
  CONTENT_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  EXPECTATION_FAILED: 417,
  MISDIRECTED_REQUEST: 421,
  UNPROCESSABLE_CONTENT: 422,
  LOCKED: 423,
  FAILED_DEPENDENCY: 424,
  TOO_EARLY: 425,
  UPGRADE_REQUIRED: 426,
  PRECONDITION_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  UNAVAILABLE_FOR_LEGAL_REASONS: 451,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  HTTP_VERSION_NOT_SUPPORTED: 505,
  VARIANT_ALSO_NEGOTIATES: 506,
  INSUFFICIENT_STORAGE: 507,
  LOOP_DETECTED: 508,
  NETWORK_AUTHENTICATION_REQUIRED: 511
};
Object.entries(codeToStatusMap).reduce(
  // reverse the key-value pairs
  (acc, [key, value]) => ({ ...acc, [value]: key }),
  {}
);

function sanitizeParams(params) {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if (typeof value === "string") {
        return [key, value.normalize().replace(/#/g, "%23").replace(/\?/g, "%3F")];
      }
      return [key, value];
    })
  );
}
function getParameter(part, params) {
  if (part.spread) {
    return params[part.content.slice(3)] || "";
  }
  if (part.dynamic) {
    if (!params[part.content]) {
      throw new TypeError(`Missing parameter: ${part.content}`);
    }
    return params[part.content];
  }
  return part.content.normalize().replace(/\?/g, "%3F").replace(/#/g, "%23").replace(/%5B/g, "[").replace(/%5D/g, "]");
}
function getSegment(segment, params) {
  const segmentPath = segment.map((part) => getParameter(part, params)).join("");
  return segmentPath ? "/" + segmentPath : "";
}
function getRouteGenerator(segments, addTrailingSlash) {
  return (params) => {
    const sanitizedParams = sanitizeParams(params);
    let trailing = "";
    if (addTrailingSlash === "always" && segments.length) {
      trailing = "/";
    }
    const path = segments.map((segment) => getSegment(segment, sanitizedParams)).join("") + trailing;
    return path || "/";
  };
}

function deserializeRouteData(rawRouteData) {
  return {
    route: rawRouteData.route,
    type: rawRouteData.type,
    pattern: new RegExp(rawRouteData.pattern),
    params: rawRouteData.params,
    component: rawRouteData.component,
    generate: getRouteGenerator(rawRouteData.segments, rawRouteData._meta.trailingSlash),
    pathname: rawRouteData.pathname || void 0,
    segments: rawRouteData.segments,
    prerender: rawRouteData.prerender,
    redirect: rawRouteData.redirect,
    redirectRoute: rawRouteData.redirectRoute ? deserializeRouteData(rawRouteData.redirectRoute) : void 0,
    fallbackRoutes: rawRouteData.fallbackRoutes.map((fallback) => {
      return deserializeRouteData(fallback);
    }),
    isIndex: rawRouteData.isIndex,
    origin: rawRouteData.origin
  };
}

function deserializeManifest(serializedManifest) {
  const routes = [];
  for (const serializedRoute of serializedManifest.routes) {
    routes.push({
      ...serializedRoute,
      routeData: deserializeRouteData(serializedRoute.routeData)
    });
    const route = serializedRoute;
    route.routeData = deserializeRouteData(serializedRoute.routeData);
  }
  const assets = new Set(serializedManifest.assets);
  const componentMetadata = new Map(serializedManifest.componentMetadata);
  const inlinedScripts = new Map(serializedManifest.inlinedScripts);
  const clientDirectives = new Map(serializedManifest.clientDirectives);
  const serverIslandNameMap = new Map(serializedManifest.serverIslandNameMap);
  const key = decodeKey(serializedManifest.key);
  return {
    // in case user middleware exists, this no-op middleware will be reassigned (see plugin-ssr.ts)
    middleware() {
      return { onRequest: NOOP_MIDDLEWARE_FN };
    },
    ...serializedManifest,
    assets,
    componentMetadata,
    inlinedScripts,
    clientDirectives,
    routes,
    serverIslandNameMap,
    key
  };
}

const manifest = deserializeManifest({"hrefRoot":"file:///work/wt-incr/site/","cacheDir":"file:///work/wt-incr/site/node_modules/.astro/","outDir":"file:///work/wt-incr/site/.renderer/db116d1cf09310ae/","srcDir":"file:///work/wt-incr/site/src/","publicDir":"file:///work/wt-incr/site/public/","buildClientDir":"file:///work/wt-incr/site/.renderer/db116d1cf09310ae/client/","buildServerDir":"file:///work/wt-incr/site/.renderer/db116d1cf09310ae/server/","adapterName":"blog:site-engine","routes":[{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"type":"page","component":"_server-islands.astro","params":["name"],"segments":[[{"content":"_server-islands","dynamic":false,"spread":false}],[{"content":"name","dynamic":true,"spread":false}]],"pattern":"^\\/_server-islands\\/([^/]+?)\\/?$","prerender":false,"isIndex":false,"fallbackRoutes":[],"route":"/_server-islands/[name]","origin":"internal","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"type":"endpoint","isIndex":false,"route":"/_image","pattern":"^\\/_image\\/?$","segments":[[{"content":"_image","dynamic":false,"spread":false}]],"params":[],"component":"../node_modules/astro/dist/assets/endpoint/generic.js","pathname":"/_image","prerender":false,"fallbackRoutes":[],"origin":"internal","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"/_astro/_slug_.2d8kBOof.css"}],"routeData":{"route":"/404","isIndex":false,"type":"page","pattern":"^\\/404\\/?$","segments":[[{"content":"404","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/404.astro","pathname":"/404","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"/_astro/_slug_.2d8kBOof.css"}],"routeData":{"route":"/blog/[slug]","isIndex":false,"type":"page","pattern":"^\\/blog\\/([^/]+?)\\/?$","segments":[[{"content":"blog","dynamic":false,"spread":false}],[{"content":"slug","dynamic":true,"spread":false}]],"params":["slug"],"component":"src/pages/blog/[slug].astro","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/blog-ids.json","isIndex":false,"type":"endpoint","pattern":"^\\/blog-ids\\.json\\/?$","segments":[[{"content":"blog-ids.json","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/blog-ids.json.ts","pathname":"/blog-ids.json","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/robots.txt","isIndex":false,"type":"endpoint","pattern":"^\\/robots\\.txt\\/?$","segments":[[{"content":"robots.txt","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/robots.txt.ts","pathname":"/robots.txt","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/rss.xml","isIndex":false,"type":"endpoint","pattern":"^\\/rss\\.xml\\/?$","segments":[[{"content":"rss.xml","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/rss.xml.ts","pathname":"/rss.xml","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"/_astro/_slug_.2d8kBOof.css"}],"routeData":{"route":"/search","isIndex":false,"type":"page","pattern":"^\\/search\\/?$","segments":[[{"content":"search","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/search.astro","pathname":"/search","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/sitemap-0.xml","isIndex":false,"type":"endpoint","pattern":"^\\/sitemap-0\\.xml\\/?$","segments":[[{"content":"sitemap-0.xml","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/sitemap-0.xml.ts","pathname":"/sitemap-0.xml","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/sitemap-index.xml","isIndex":false,"type":"endpoint","pattern":"^\\/sitemap-index\\.xml\\/?$","segments":[[{"content":"sitemap-index.xml","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/sitemap-index.xml.ts","pathname":"/sitemap-index.xml","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"/_astro/_slug_.2d8kBOof.css"}],"routeData":{"route":"/unsubscribe","isIndex":false,"type":"page","pattern":"^\\/unsubscribe\\/?$","segments":[[{"content":"unsubscribe","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/unsubscribe.astro","pathname":"/unsubscribe","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"external","src":"/_astro/_slug_.2d8kBOof.css"}],"routeData":{"route":"/","isIndex":true,"type":"page","pattern":"^\\/$","segments":[],"params":[],"component":"src/pages/index.astro","pathname":"/","prerender":false,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"ignore"}}}],"site":"http://127.0.0.1:34697","base":"/","trailingSlash":"ignore","compressHTML":true,"componentMetadata":[["/work/wt-incr/site/src/pages/404.astro",{"propagation":"none","containsHead":true}],["/work/wt-incr/site/src/pages/blog/[slug].astro",{"propagation":"none","containsHead":true}],["/work/wt-incr/site/src/pages/index.astro",{"propagation":"none","containsHead":true}],["/work/wt-incr/site/src/pages/search.astro",{"propagation":"none","containsHead":true}],["/work/wt-incr/site/src/pages/unsubscribe.astro",{"propagation":"none","containsHead":true}]],"renderers":[],"clientDirectives":[["idle","(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()},e=typeof t.value==\"object\"?t.value:void 0,s={timeout:e==null?void 0:e.timeout};\"requestIdleCallback\"in window?window.requestIdleCallback(i,s):setTimeout(i,s.timeout||200)};(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event(\"astro:idle\"));})();"],["load","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event(\"astro:load\"));})();"],["media","(()=>{var n=(a,t)=>{let i=async()=>{await(await a())()};if(t.value){let e=matchMedia(t.value);e.matches?i():e.addEventListener(\"change\",i,{once:!0})}};(self.Astro||(self.Astro={})).media=n;window.dispatchEvent(new Event(\"astro:media\"));})();"],["only","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event(\"astro:only\"));})();"],["visible","(()=>{var a=(s,i,o)=>{let r=async()=>{await(await s())()},t=typeof i.value==\"object\"?i.value:void 0,c={rootMargin:t==null?void 0:t.rootMargin},n=new IntersectionObserver(e=>{for(let l of e)if(l.isIntersecting){n.disconnect(),r();break}},c);for(let e of o.children)n.observe(e)};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event(\"astro:visible\"));})();"],["interaction","(()=>{var u=[\"pointerdown\",\"focusin\",\"keydown\"],d='a, button, input, select, textarea, label, summary, [role=\"button\"], [tabindex]';function m(e){if(!(e instanceof Element))return null;let o=e.closest(d);return o instanceof HTMLElement?o:e instanceof HTMLElement?e:null}var E=(e,o,r)=>{let a=!1,s=!1,i=null,l=t=>{let n=m(t.target);s||!n||(i=n,t.preventDefault(),t.stopPropagation())},c=async()=>{if(a)return;a=!0;for(let n of u)r.removeEventListener(n,c,!0);r.addEventListener(\"click\",l,!0);try{await(await e())()}finally{s=!0,r.removeEventListener(\"click\",l,!0)}let t=i;i=null,t?.isConnected&&requestAnimationFrame(()=>t.click())};for(let t of u)r.addEventListener(t,c,{capture:!0,passive:!0})},f=E;(self.Astro||(self.Astro={})).interaction=f;window.dispatchEvent(new Event(\"astro:interaction\"));})();\n"]],"entryModules":{"\u0000@astro-page:src/pages/404@_@astro":"pages/404.astro.mjs","\u0000@astro-page:src/pages/blog-ids.json@_@ts":"pages/blog-ids.json.astro.mjs","\u0000@astro-page:src/pages/blog/[slug]@_@astro":"pages/blog/_slug_.astro.mjs","\u0000@astro-page:src/pages/index@_@astro":"pages/index.astro.mjs","\u0000@astro-page:src/pages/robots.txt@_@ts":"pages/robots.txt.astro.mjs","\u0000@astro-page:src/pages/rss.xml@_@ts":"pages/rss.xml.astro.mjs","\u0000@astro-page:src/pages/search@_@astro":"pages/search.astro.mjs","\u0000@astro-page:src/pages/sitemap-0.xml@_@ts":"pages/sitemap-0.xml.astro.mjs","\u0000@astro-page:src/pages/sitemap-index.xml@_@ts":"pages/sitemap-index.xml.astro.mjs","\u0000@astro-page:src/pages/unsubscribe@_@astro":"pages/unsubscribe.astro.mjs","\u0000@astrojs-ssr-virtual-entry":"entry.mjs","\u0000@astro-renderers":"renderers.mjs","\u0000noop-middleware":"_noop-middleware.mjs","\u0000virtual:astro:actions/noop-entrypoint":"noop-entrypoint.mjs","\u0000@astro-page:../node_modules/astro/dist/assets/endpoint/generic@_@js":"pages/_image.astro.mjs","\u0000@astrojs-ssr-adapter":"_@astrojs-ssr-adapter.mjs","\u0000@astrojs-manifest":"manifest_DM6tb33v.mjs","/work/wt-incr/node_modules/astro/dist/assets/services/sharp.js":"chunks/sharp_BKwjulim.mjs","/work/wt-incr/site/src/islands/HeaderSearch":"_astro/HeaderSearch.DfR5gw_N.js","/work/wt-incr/site/src/islands/HomeFeed":"_astro/HomeFeed.CPQQU755.js","/work/wt-incr/site/src/islands/NewsletterForm":"_astro/NewsletterForm.BjFLZKfT.js","/work/wt-incr/site/src/islands/SearchPage":"_astro/SearchPage.BCxpsEGv.js","/work/wt-incr/site/src/islands/ShareMenu":"_astro/ShareMenu.CLd5YxFy.js","@astrojs/react/client.js":"_astro/client.C5RI7xnT.js","/work/wt-incr/site/src/components/BackButton.astro?astro&type=script&index=0&lang.ts":"_astro/BackButton.astro_astro_type_script_index_0_lang.CFIJVKqt.js","/work/wt-incr/site/src/components/CodeBlock.astro?astro&type=script&index=0&lang.ts":"_astro/CodeBlock.astro_astro_type_script_index_0_lang.ZsM_LgjY.js","/work/wt-incr/site/src/components/ViewPing.astro?astro&type=script&index=0&lang.ts":"_astro/ViewPing.astro_astro_type_script_index_0_lang.Cwf12Scm.js","/work/wt-incr/site/src/pages/404.astro?astro&type=script&index=0&lang.ts":"_astro/404.astro_astro_type_script_index_0_lang.DG7GCqNd.js","/work/wt-incr/site/src/pages/unsubscribe.astro?astro&type=script&index=0&lang.ts":"_astro/unsubscribe.astro_astro_type_script_index_0_lang.8ZkaWVE6.js","astro:scripts/before-hydration.js":""},"inlinedScripts":[["/work/wt-incr/site/src/components/BackButton.astro?astro&type=script&index=0&lang.ts","for(const t of document.querySelectorAll(\"[data-back-button]\"))t.addEventListener(\"click\",r=>{let e=!1;try{e=document.referrer!==\"\"&&new URL(document.referrer).origin===window.location.origin}catch{e=!1}e&&window.history.length>1&&(r.preventDefault(),window.history.back())});"],["/work/wt-incr/site/src/pages/404.astro?astro&type=script&index=0&lang.ts","for(const o of document.querySelectorAll(\"[data-go-back]\"))o.addEventListener(\"click\",()=>{window.history.length>1?window.history.back():window.location.assign(\"/\")});"]],"assets":["/_astro/_slug_.2d8kBOof.css","/favicon.svg","/_astro/CardGrid.CEZl4RdM.js","/_astro/CodeBlock.astro_astro_type_script_index_0_lang.ZsM_LgjY.js","/_astro/HeaderSearch.DfR5gw_N.js","/_astro/HomeFeed.CPQQU755.js","/_astro/NewsletterForm.BjFLZKfT.js","/_astro/SearchPage.BCxpsEGv.js","/_astro/ShareMenu.CLd5YxFy.js","/_astro/ViewPing.astro_astro_type_script_index_0_lang.Cwf12Scm.js","/_astro/beacon.B4dnucRv.js","/_astro/client.C5RI7xnT.js","/_astro/constants.D49QSvYz.js","/_astro/en.Cx1d1_We.js","/_astro/errorCodes.B0G9NcfZ.js","/_astro/errorMessage.DyNguH23.js","/_astro/index.DLkBFFtG.js","/_astro/jsx-runtime.D_zvdyIk.js","/_astro/pagefind.BacP8mdo.js","/_astro/unsubscribe.astro_astro_type_script_index_0_lang.8ZkaWVE6.js","/_astro/useOutsideClick.D9jJN98T.js"],"buildFormat":"directory","checkOrigin":true,"allowedDomains":[],"actionBodySizeLimit":1048576,"serverIslandNameMap":[],"key":"Y7bXhOIEKel3Ux/ikCKZcNM3nZ8lcD/+XRu1HTWw2Pw="});
if (manifest.sessionConfig) manifest.sessionConfig.driverModule = null;

export { manifest };
