/**
 * Runs once when the server starts, before it takes requests: loading the environment here
 * makes a production start without chosen credentials exit at once (see env.ts), rather than
 * on the first request. Then the site engine starts loading the live site beside Payload's own
 * start (services/site/engineProcess.ts). NEXT_RUNTIME is Next's own marker, not configuration.
 */
export async function register(): Promise<void> {
  // Read before env.ts may load (it needs Node; the edge runtime runs this file too).
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./env');
  const { warmEngineEarly } = await import('./services/site/engineProcess');
  warmEngineEarly();
}
