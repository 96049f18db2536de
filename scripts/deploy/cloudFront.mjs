/**
 * The CloudFront calls of a deploy, each made only when its id is set: the invalidation of the
 * changed paths (CLOUDFRONT_DISTRIBUTION_ID) and the response-headers policy generated from
 * `_headers` (CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID, attached to the distribution's behaviours once).
 */
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  GetResponseHeadersPolicyConfigCommand,
  UpdateResponseHeadersPolicyCommand,
} from '@aws-sdk/client-cloudfront';
import { cloudFrontConfig } from './config.mjs';

const client = () => new CloudFrontClient({ region: 'us-east-1' });

export async function invalidateCloudFront(paths, reference, log) {
  const DistributionId = cloudFrontConfig().distributionId;
  if (!DistributionId) return log(`no CLOUDFRONT_DISTRIBUTION_ID: ${paths.length} path(s) not invalidated`);
  const { Invalidation } = await client().send(
    new CreateInvalidationCommand({
      DistributionId,
      InvalidationBatch: { CallerReference: `${reference}-${Date.now()}`, Paths: { Quantity: paths.length, Items: paths } },
    }),
  );
  log(`invalidation ${Invalidation?.Id} of ${paths.length} path(s)`);
}

export async function updateHeadersPolicy(config, log) {
  const Id = cloudFrontConfig().headersPolicyId;
  if (!Id)
    return log('no CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID: the policy is written to deploy/response-headers-policy.json only');
  const cf = client();
  const current = await cf.send(new GetResponseHeadersPolicyConfigCommand({ Id }));
  await cf.send(new UpdateResponseHeadersPolicyCommand({ Id, IfMatch: current.ETag, ResponseHeadersPolicyConfig: config }));
  log('response-headers policy updated');
}
