/**
 * A fire-and-forget POST that outlives the page (a view, a search log): `navigator.sendBeacon`,
 * or a keepalive fetch where there is none. A beacon's end is reported to DevTools; a keepalive
 * fetch's is not, so tools that wait for a quiet network (Lighthouse among them) waited for it
 * until they timed out. Never throws: analytics must not break a page.
 */
export interface BeaconTransport {
  sendBeacon?: ((url: string, data?: BodyInit) => boolean) | undefined;
  fetch?: typeof fetch | undefined;
}

/** The page's own sendBeacon and fetch, looked up at call time. */
export function pageTransport(): BeaconTransport {
  return {
    sendBeacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? navigator.sendBeacon.bind(navigator)
        : undefined,
    fetch: typeof fetch === 'function' ? fetch : undefined,
  };
}

export function postBeacon(url: string, json?: unknown, transport: BeaconTransport = pageTransport()): void {
  const body = json === undefined ? undefined : JSON.stringify(json);
  try {
    const blob = body === undefined ? undefined : new Blob([body], { type: 'application/json' });
    if (transport.sendBeacon?.(url, blob)) return;
    transport
      .fetch?.(url, {
        method: 'POST',
        keepalive: true,
        ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body }),
      })
      .catch(() => undefined);
  } catch {
    // Best effort.
  }
}
