#!/usr/bin/env bash
# Runs a test command with the whole clock moved to a given instant: the test runner, the server it starts, the
# browser, and every other process they start read the wall clock through libfaketime (Debian package `faketime`),
# which then runs on from that instant at the normal rate. It proves that the tests hold on any day at any hour
# (docs/decisions/107).
#
#   bash scripts/test-at.sh 2026-11-29T01:00+05:45                       # the browser suite on SQLite (build first)
#   bash scripts/test-at.sh 2026-11-29T01:00+05:45 npx vitest run        # any other command
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ]; then
  echo "usage: bash scripts/test-at.sh <instant, e.g. 2026-11-29T01:00+05:45> [command…]" >&2
  exit 2
fi
instant=$1
shift
[ $# -gt 0 ] || set -- npx playwright test

library=""
for candidate in /usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1 /usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1 /usr/lib/faketime/libfaketimeMT.so.1 /usr/local/lib/faketime/libfaketimeMT.so.1; do
  if [ -f "$candidate" ]; then
    library=$candidate
    break
  fi
done
if [ -z "$library" ]; then
  echo "libfaketime is missing: apt-get install faketime" >&2
  exit 2
fi

target=$(date -d "$instant" +%s) || {
  echo "not an instant date(1) reads: $instant" >&2
  exit 2
}
# An offset from the real clock, not a fixed start: every process started later (the server, the browser, the worker)
# then agrees with the test runner on what time it is, and the clock keeps running.
offset=$((target - $(date +%s)))
# The tests choose their own databases; a PostgreSQL server is a process of its own that keeps the real clock, so the
# run is on SQLite, whose clock is the app's.
unset DATABASE_URL E2E_DATABASE TEST_DATABASE

echo "== $* at $(TZ=Asia/Kathmandu date -d "@$target" '+%a %Y-%m-%d %H:%M %Z') ($(TZ=UTC date -d "@$target" '+%a %H:%M UTC'))"
started=$SECONDS
status=0
# File times stay real (NO_FAKE_STAT), so that build tools and caches see what they wrote. The monotonic clock moves
# by the same offset, which timers do not notice; keeping it real (FAKETIME_DONT_FAKE_MONOTONIC) makes Chromium spin
# in its timed waits for minutes.
env LD_PRELOAD="$library" FAKETIME="$(printf '%+d' "$offset")" NO_FAKE_STAT=1 "$@" || status=$?
echo "== took $((SECONDS - started)) s, exit status $status"
exit $status
