# syntax=docker/dockerfile:1
# UAE Property Markets: one container serving the pages and the API (docs/operations.md).
#   docker build -t uae-property-markets .
#   docker run -p 5000:5000 -v upm-data:/data uae-property-markets            # embedded database
#   docker run -p 5000:5000 -e DATABASE_URL=postgres://… uae-property-markets  # PostgreSQL

# Node 24 LTS, the version .nvmrc and .ci/node.sh pin, by the tag's multi-platform index digest (as
# published for node:24.21.0-bookworm-slim on 2026-09-30), so a rebuild gets the same base. No image
# registry is reachable from the machines this project is built on, so the digest could not be re-read
# here: before a release, `docker buildx imagetools inspect node:24.21.0-bookworm-slim` shows the current
# one (the tag moves with Debian's security updates); move to it deliberately (docs/operations.md).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6

# 1. Every dependency, for the build (sharp and argon2 ship prebuilt binaries: no compiler needed).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: client bundle, server-render bundle and server bundle into dist/.
FROM deps AS build
COPY . .
RUN npm run build

# 3. Production dependencies only.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 4. The image: the build, production dependencies and migrations; runs as the unprivileged "node" user.
#    The operator's commands run compiled, from dist/server (docs/operations.md, "Commands"):
#    `docker compose exec app npm run admin -- grant <username> admin`, `npm run jobs`, `npm run db:migrate`,
#    `npm run db:seed`, `npm run photos:to-s3`. tests/contract/runtime-image.test.ts checks this stage's
#    files against the commands the docs name.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data/db/pglite \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --chown=root:root package.json ./
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root migrations ./migrations
# Page texts: the server reads their metadata for the sitemap (the bodies are in the client build too).
COPY --chown=root:root content ./content
# Picks dist/server/<command>.js for `npm run admin` and the others (no sources or tsx in the image).
COPY --chown=root:root scripts/run-tool.mjs ./scripts/run-tool.mjs
# The app's files stay root-owned (read-only to the app); only the data folders are writable.
RUN mkdir -p /data/db /data/uploads && chown -R node:node /data
USER node
# The embedded database (with its lock file beside it) and uploaded photos. With DATABASE_URL the
# database volume stays empty; photos still need shared storage when several containers run.
VOLUME ["/data/db", "/data/uploads"]
EXPOSE 5000
# Liveness only: /healthz answers while the process runs. Load balancers should route on /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start-up (server/db/prepare.ts), under a lock on PostgreSQL, so any number of
# containers may start at once. SIGTERM drains in-flight requests (SHUTDOWN_GRACE_SECONDS, default 8):
# give `docker stop` at least 10 s (its default).
CMD ["node", "dist/server/index.js"]
