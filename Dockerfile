# The platform image: the CMS (Payload on Next.js) with the admin and the API, and the static
# site it builds and serves at the same origin. Data (media, built site, outbox) lives in /app/data.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY cms/package.json cms/
COPY site/package.json site/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# A real deployment: the server refuses to start without ADMIN_PASSWORD (not the demo's
# admin123) and PAYLOAD_SECRET. Set after the build, which needs neither.
ENV PRODUCTION=true
EXPOSE 3000
CMD ["node", "scripts/start.mjs"]
