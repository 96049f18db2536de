# The platform image: the CMS (Payload on Next.js) with the admin and the API, and the static
# site it builds and serves at the same origin. Data (database, media, secret, built site) lives
# in the /app/data volume.
#
#   docker build -t blog-platform .      (or: docker compose up --build, see docker-compose.yml)

# --- build: every dependency, then the CMS's production build ---------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY cms/package.json cms/
COPY site/package.json site/
RUN npm ci --no-audit --no-fund
COPY . .
# Build, then drop the dev dependencies, Next's build cache and what only tests need.
RUN npm run build \
    && npm prune --omit=dev --no-audit --no-fund \
    && rm -rf cms/.next/cache cms/test site/test tests bench .turbo node_modules/.cache \
    && npm cache clean --force

# --- runtime: production dependencies and the build only, as an unprivileged user --------------
FROM node:24-bookworm-slim
LABEL org.opencontainers.image.title="blog-platform" \
      org.opencontainers.image.licenses="MIT"
ENV NODE_ENV=production \
    PRODUCTION=true \
    NEXT_TELEMETRY_DISABLED=1 \
    ASTRO_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# The code stays root's (read-only to the server); the server writes only its data and the caches
# the site engine and Next keep beside the code (the engine's bundle, the page renderer's bundles).
COPY --from=build /app /app
# (Measured on a production-dependencies-only run: site/.astro, site/.renderer and
# site/node_modules/{.astro,.vite} are all the server creates outside the data folder.)
RUN cd /app && mkdir -p data cms/.next/cache site/.renderer site/.astro site/node_modules/.astro site/node_modules/.vite \
    && chown -R node:node data cms/.next/cache site/.renderer site/.astro site/node_modules/.astro site/node_modules/.vite
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Unhealthy after three failed checks in a row, counted only after a first start's 120 s
# (migrations, the seed, the first site build).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
# The server itself (not scripts/start.mjs, which would try to rebuild without dev dependencies).
# It refuses to start without ADMIN_PASSWORD (not the demo's admin123) and PAYLOAD_SECRET.
CMD ["node", "scripts/server.mjs"]
