/**
 * The CDN deploy's configuration: every environment variable it reads, read here (the lint allows
 * process.env only in config modules). Read when asked, not at import: the tests set them per case.
 *
 * Env: SITE_BUCKET (required), SITE_DATA_DIR (DATA_DIR's site/), AWS_REGION (us-east-1),
 * AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL (another S3-compatible store; path-style), the AWS
 * credentials (read by the SDK), CLOUDFRONT_DISTRIBUTION_ID, CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID.
 */
import path from 'node:path';
import { DEFAULT_DATA_DIR } from '@blog/shared/defaults';

const env = process.env;

export function deployConfig() {
  return {
    bucket: env.SITE_BUCKET,
    region: env.AWS_REGION || 'us-east-1',
    endpoint: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL,
    // Relative to where the deploy runs, as before: the repository's root from `npm run deploy:cdn`.
    siteRoot: path.resolve(env.SITE_DATA_DIR || path.join(DEFAULT_DATA_DIR, 'site')),
  };
}

/** CloudFront's ids: each call it makes only when its id is set. */
export function cloudFrontConfig() {
  return {
    distributionId: env.CLOUDFRONT_DISTRIBUTION_ID,
    headersPolicyId: env.CLOUDFRONT_RESPONSE_HEADERS_POLICY_ID,
  };
}
