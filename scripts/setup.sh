#!/usr/bin/env bash
# The README's first command: install everything, create the database with demo data, build, and serve on PORT until
# Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f .env ]; then
  secret=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')
  sed "s/^SESSION_SECRET=.*/SESSION_SECRET=\"$secret\"/" .env.example > .env
  # `DATABASE_URL=postgresql://… npm run setup`: later commands that read .env then use the same database
  if [ -n "${DATABASE_URL:-}" ]; then
    grep -v '^DATABASE_URL=' .env > .env.new && mv .env.new .env
    printf 'DATABASE_URL="%s"\n' "$DATABASE_URL" >> .env
  fi
  echo "Created .env with a fresh SESSION_SECRET."
fi
# .env fills in what the environment leaves unset; a variable given on the command line wins, as dotenv does it.
given=$(export -p | grep -v "^declare -[a-z]*r") # read-only variables cannot be declared again
set -a
# shellcheck disable=SC1091
. ./.env
set +a
eval "$given"

# Prisma 6.19's migrate commands warn that the schema's datasource `url` is unused when a driver adapter is configured,
# and advise removing it; but without it that CLI falls back to its native engine and tries to download it
# (docs/configuration.md, "The database layer"). The adapter gets the same DATABASE_URL from prisma.config.ts, so this
# drops that one warning when `url` is all it lists, and passes anything else through.
without_unused_url_warning() {
  awk '
    /^WARNING: Your schema specifies the following datasource properties but you are using a Driver Adapter/ {
      held = $0 "\n"; holding = 1; other = 0; next
    }
    holding {
      held = held $0 "\n"
      if ($0 ~ /^- / && $0 != "- url") other = 1
      if ($0 ~ /^We recommend you to remove those properties/) {
        if (other) printf "%s", held
        holding = 0; held = ""; skip_blank = !other
      }
      next
    }
    skip_blank && /^$/ { skip_blank = 0; next }
    { skip_blank = 0; print; fflush() }
    END { if (holding) printf "%s", held }
  '
}

# `remix build` exits through process.exit() with esbuild's service still running; when esbuild's periodic ping to
# it is in flight at that moment, the esbuild process finds its parent gone and prints a Go "all goroutines are
# asleep - deadlock!" dump. By then the build is written and its exit status is final (pipefail keeps it), so the dump
# is replaced by one line saying so.
without_esbuild_exit_dump() {
  awk '
    /^fatal error: all goroutines are asleep - deadlock!$/ {
      print "(esbuild printed a goroutine dump as remix build exited; the build itself had finished)"; fflush()
      dump = 1; next
    }
    dump && (/^$/ || /^goroutine [0-9]+ / || /^\t/ || /^created by / || /^[A-Za-z0-9_.\/*()-]+\(.*\)$/) { next }
    { dump = 0; print; fflush() }
  '
}

npm install --no-audit --no-fund
mkdir -p data
npm run db:deploy 2>&1 | without_unused_url_warning
npm run db:seed
# Remix's CLI loads Vite's CommonJS entry even for the classic compiler; Vite's own switch silences its deprecation
# notice, which is addressed to Remix.
VITE_CJS_IGNORE_WARNING=true npm run build 2>&1 | without_esbuild_exit_dump

url="${APP_URL:-http://localhost:${PORT:-3000}}"
cat <<EOF

EduGlobal is ready. The server starts now on $url and keeps running in this terminal until you press Ctrl-C;
run \`npm run setup\` again (or \`npm start\`) to start it again.
Log in as admin@eduglobal.example / Admin12345! or student@eduglobal.example / Student12345!
(every demo account: README.md, "Demo log-ins").

EOF
exec npm start
