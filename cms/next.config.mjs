import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@blog/shared'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  typescript: { ignoreBuildErrors: false },
  // Large JSON bodies are read by our own /api/v1 handlers with their own limits.
  experimental: {},
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
