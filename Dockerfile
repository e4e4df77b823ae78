# syntax=docker/dockerfile:1
# Soundship in one image: the API and the web app it serves. Build: `docker build -t soundship .`
# Runs as an unprivileged user with production dependencies only; see docs/operations.md.

# --- build: every dependency, then the web app and the server bundle (plus the admin and backup tools)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/sdk/package.json packages/sdk/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages packages
COPY apps apps
RUN npm run build

# --- dependencies: what the built server imports at run time, and nothing else
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/sdk/package.json packages/sdk/
# Production dependencies only, from the lock file. npm installs those of every workspace (the web
# app's are unused at run time: it is served as built files) and the peers packages declare.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- run
FROM node:20-bookworm-slim AS run
# pg_dump and pg_restore for `backup` and `restore` on PostgreSQL (version 15, as compose.yaml runs).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The image's files belong to root and are read-only to the server; only DATA_DIR is its own.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The options of SERVER_NODE_OPTIONS (scripts/build-server.mjs), which say why.
CMD ["node", "--enable-source-maps", "--initial-old-space-size=128", "apps/server/dist/server.js"]
