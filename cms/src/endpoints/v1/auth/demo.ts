import type { Context } from '../context';
import { respond } from '../respond';
import { demoCredentials } from '../../../services/auth/demoCredentials';

/** GET auth/demo-credentials: the seeded login, or null once its password has changed. */
export async function demo(ctx: Context): Promise<Response> {
  return respond(await demoCredentials(ctx.payload));
}
