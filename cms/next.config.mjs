import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@blog/shared'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // The types are checked once, by `npm run typecheck` (npm test, CI); next build's own pass repeated
  // it (32 s of the build here, and of a fresh machine's first `npm start`).
  typescript: { ignoreBuildErrors: true },
  // Large JSON bodies are read by our own /api/v1 handlers with their own limits.
  experimental: {},
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
