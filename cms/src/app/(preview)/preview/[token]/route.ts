import config from '@payload-config';
import { getPayload } from 'payload';
import { previewPage } from '../../../../services/preview/previewPage';

/**
 * GET /preview/{token}: a draft rendered by the site's own article page (services/preview). The
 * platform server hands /preview/* to Next; the link comes from POST /api/v1/blogs/admin/preview.
 */
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { token } = await params;
  return previewPage(await getPayload({ config }), request, token);
}
export const HEAD = GET;
