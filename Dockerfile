# syntax=docker/dockerfile:1
# 商铺汇 production image: the built API and web bundle with production dependencies only, run as
# the unprivileged `node` user. docs/deploy.md says how to run it (deploy/compose.yaml) and what to set.

ARG NODE_IMAGE=node:20.19-bookworm-slim

# ---- build: every dependency, then `npm run build` ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/api apps/api
COPY apps/web apps/web
RUN npm run build

# ---- deps: production dependencies of the workspaces, nothing for building or testing ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
# `dependencies` also hold what `npm start` builds with (decision 073); the image is built already,
# so those tools and what only they pull in are taken out again.
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm uninstall --no-save --no-audit --no-fund vite esbuild tsx \
 && npm uninstall --no-save --no-audit --no-fund -w @shp/web @react-router/dev \
 && npm cache clean --force

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules node_modules
COPY --from=deps /app/package.json ./
COPY --from=deps /app/apps/api/package.json apps/api/
COPY --from=deps /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/contracts packages/contracts
# The server bundle, its migrations (applied at start) and the web build it serves.
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/build apps/web/build
# The only writable place: the data folder (embedded database, local uploads when not on S3).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
