#!/usr/bin/env bash
# The whole test suite, in the order CI runs it: typecheck, formatting, unit
# tests, content check, full production build, route check, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "› installing Debian chromium for the end-to-end tests"
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Chromium at $CHROMIUM: sudo apt-get install chromium (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

step() { printf '\n› %s\n' "$*"; }

step "typecheck";        npm run --silent typecheck
step "formatting";       npm run --silent format:check
step "unit tests";       npm run --silent test:unit
step "content check";    npm run --silent check:content
step "API page check";   npm run --silent check:api
step "production build (all versions)"
unset DOCS_VERSIONS
npm run --silent build
step "Algolia DocSearch build (v7, SEARCH_PROVIDER=algolia)"
SEARCH_PROVIDER=algolia DOCS_VERSIONS=v7 npm run --silent build -- --out-dir build-algolia
step "route check";      npm run --silent check:routes
step "end-to-end tests"; npm run --silent test:e2e
