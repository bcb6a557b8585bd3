#!/usr/bin/env bash
# The README's second command: install what the tests need (Chromium included), then run every check and test, and
# print how long each phase took.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tests choose their own databases (PostgreSQL ones on TEST_POSTGRES_URL's server): an app's DATABASE_URL in the
# shell would otherwise turn the SQLite browser pass into a second PostgreSQL one.
unset DATABASE_URL E2E_DATABASE
# No browser test records a trace here: recording one for every test, passing ones too, costs the whole run minutes, and
# the log names what failed; `npx playwright test <spec>` alone keeps a failure's trace (docs/decisions/119).
export E2E_TRACE=${E2E_TRACE:-off}

phases=()
started=$SECONDS
phase() {
  local name=$1 from=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  phases+=("$(printf '%-44s %4d s%s' "$name" $((SECONDS - from)) "$([ $status -ne 0 ] && echo '  FAILED')")")
  if [ $status -ne 0 ]; then
    summary
    exit $status
  fi
}
summary() {
  echo
  echo "Time per phase:"
  printf '  %s\n' "${phases[@]}"
  printf '  %-44s %4d s\n' "total" $((SECONDS - started))
}

install() {
  npm install --no-audit --no-fund || return
  # Chromium's headless shell for the browser suite (playwright.config.ts, docs/decisions/122), and poppler's
  # pdftotext, which reads the invoices' Devanagari back
  local missing=()
  [ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  command -v pdftotext > /dev/null || missing+=(poppler-utils)
  [ ${#missing[@]} -eq 0 ] && return 0
  if command -v apt-get > /dev/null; then
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" > /dev/null
  else
    npx playwright install chromium
  fi
}

phase "install (npm, Chromium, pdftotext)" install
phase "typecheck" npm run typecheck
phase "lint" npm run lint
phase "vitest on SQLite" npx vitest run
# The integration tests again on PostgreSQL (TEST_POSTGRES_URL, default postgres@127.0.0.1:5432), docs/decisions/058.
phase "vitest on PostgreSQL (integration)" env TEST_DATABASE=postgresql npx vitest run tests/integration
phase "build" npm run build
# The browser suite once, on the build backed by a fresh PostgreSQL database; on SQLite only every page in every role
# (the crawl, each address read once over HTTP) and the crash test, since Vitest already ran every loader and action
# on SQLite (docs/decisions/059, 064).
phase "browser suite on PostgreSQL" env E2E_DATABASE=postgresql npx playwright test
phase "crawl and crash test on SQLite" env E2E_CRAWL=pages npx playwright test tests/e2e/crawl.spec.ts tests/e2e/crash-recovery.spec.ts
summary
