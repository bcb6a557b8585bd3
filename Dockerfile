# syntax=docker/dockerfile:1

# --- dependencies (better-sqlite3 compiles from source) -------------------------------------------------------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY app/utils/sqlite-adapter.server.ts app/utils/postgres-adapter.server.ts app/utils/database-url.server.ts ./app/utils/
COPY scripts/db-generate.ts scripts/patch-dependencies.ts ./scripts/
RUN npm install --no-audit --no-fund

# --- build ------------------------------------------------------------------------------------------------------------
FROM deps AS build
WORKDIR /app
COPY . .
RUN npm run build && npm prune --omit=dev

# --- runtime ----------------------------------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:/data/app.db \
    UPLOAD_DIR=/data/uploads
# prisma (the CLI, for migrations) and tsx (for the admin:create script) are runtime dependencies on purpose.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/server ./server
COPY --from=build /app/package.json /app/prisma.config.ts /app/tsconfig.json /app/server.js ./
RUN mkdir -p /data && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["sh", "-c", "npm run db:deploy && npm run start"]
