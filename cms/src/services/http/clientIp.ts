/**
 * The caller's address. The platform's own server (scripts/server.mjs) overwrites
 * `x-blog-client-ip` with the socket address, so a client cannot choose it.
 */
export function clientIp(request: { headers: Headers }): string {
  return request.headers.get('x-blog-client-ip') ?? 'unknown';
}
