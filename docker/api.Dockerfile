# The api image (issue 11): built from the repository root (`context: ..` in compose.yaml).
# Stage 1 compiles the api; stage 2 installs production dependencies only and runs as `node`
# (`node scripts/image-size.mjs api` measures what it carries).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server-kit/package.json packages/server-kit/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --workspace api --workspace @serena/domain --workspace @serena/server-kit --include-workspace-root --no-audit --no-fund
COPY packages/domain packages/domain
COPY packages/server-kit packages/server-kit
COPY api api
RUN npm run build --workspace api

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4001 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server-kit/package.json packages/server-kit/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY e2e/package.json e2e/
# Production runs on PostgreSQL (DATABASE_URL is required): the embedded PGlite is not shipped
# (api/src/db/pglite.ts loads it only for the embedded database). TypeScript and @types stay
# behind too (npm keeps them as optional peers of production packages; nothing loads them).
RUN npm ci --omit=dev --workspace api --no-audit --no-fund && npm cache clean --force \
  && rm -rf node_modules/@electric-sql node_modules/typescript node_modules/@types \
  && mkdir -p /app/data && chown node:node /app/data
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/server-kit/dist packages/server-kit/dist
COPY --from=build /app/api/dist api/dist
COPY api/drizzle api/drizzle
USER node
EXPOSE 4001 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.API_PORT||4001)+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/dist/server.js"]
