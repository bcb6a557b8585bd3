# syntax=docker/dockerfile:1
# docs/deployment.md: docker build -t eduglobal . && docker run --env-file … -v eduglobal-data:/data -p 3000:3000 eduglobal

# --- dependencies -----------------------------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits the platform
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# package-lock.json is written by npm 11; the npm 10 that comes with Node 22 refuses it in `npm ci`
RUN npm install -g npm@11.19.1
COPY package.json package-lock.json ./
# Exactly the lock file's tree. Install scripts run only for the packages package.json's "allowScripts" approves
# (better-sqlite3 builds its binding, esbuild checks its binary), whichever npm reads it; the project's own postinstall
# generates the Prisma clients, which the build does anyway.
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild better-sqlite3 esbuild

# --- build ------------------------------------------------------------------------------------------------------------
FROM deps AS build
WORKDIR /app
COPY . .
# Remix's CLI loads its Vite plugin, and so Vite's CommonJS entry, even for the classic compiler: Vite's documented
# switch silences a deprecation notice addressed to Remix, not to this app.
ENV VITE_CJS_IGNORE_WARNING=true
RUN npm run build && npm prune --omit=dev --ignore-scripts

# --- runtime ----------------------------------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:/data/app.db \
    UPLOAD_DIR=/data/uploads \
    BACKUP_DIR=/data/backups
# prisma (the CLI, for migrations) and tsx (for db:deploy, admin:create and the worker) are runtime dependencies on
# purpose; the scripts import the app's TypeScript, so app/ comes along with the build. The server itself is compiled
# into build/ (build/server.js) and runs on plain Node.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/package.json /app/prisma.config.ts /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The entrypoint migrates, then `exec`s CMD, so the server is PID 1 and gets SIGTERM from `docker stop`. CMD is what
# `npm start` runs, without npm in between.
ENTRYPOINT ["sh", "/app/scripts/docker-entrypoint.sh"]
CMD ["node", "build/server.js"]
