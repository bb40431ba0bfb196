# The bff image, serving the built web app too (issue 11): built from the repository root.
# Stage 1 compiles the bff and builds the web app; stage 2 keeps production dependencies only
# (`node scripts/image-size.mjs bff` measures what it carries).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server-kit/package.json packages/server-kit/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --workspace bff --workspace web --workspace @serena/domain --workspace @serena/server-kit --include-workspace-root --no-audit --no-fund
COPY schema.graphql ./
COPY packages/domain packages/domain
COPY packages/server-kit packages/server-kit
COPY bff bff
COPY web web
RUN npm run build --workspace bff && npm run build --workspace web

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server-kit/package.json packages/server-kit/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY e2e/package.json e2e/
# TypeScript and @types stay behind (npm keeps them as optional peers; nothing loads them).
RUN npm ci --omit=dev --workspace bff --no-audit --no-fund && npm cache clean --force \
  && rm -rf node_modules/typescript node_modules/@types
COPY schema.graphql ./
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/packages/server-kit/dist packages/server-kit/dist
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 4000 9465
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "bff/dist/server.js"]
