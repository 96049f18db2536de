/** rate-limiter-flexible's base class for stores: in the package, but not among its index's exports. */
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}
