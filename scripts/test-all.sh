#!/usr/bin/env bash
# The whole test suite, in the order CI runs it: typecheck, formatting,
# ESLint, workflow lint, unit tests, content and API page checks, full production build, Algolia build,
# route check, end-to-end tests. Every step runs; the last line counts them.
set -uo pipefail
cd "$(dirname "$0")/.."

# The end-to-end tests need Debian's Chromium, and nginx with the brotli_static
# module to serve the build as production does (deploy/nginx).
missing=()
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] || missing+=(chromium)
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
[ -x "$NGINX" ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  missing+=(libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "› installing Debian ${missing[*]} for the end-to-end tests"
    apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null || exit 1
  else
    echo "The end-to-end tests need: sudo apt-get install ${missing[*]} (or set CHROMIUM_PATH / NGINX_PATH)." >&2
    exit 1
  fi
fi

passed=0
failed=0
failures=()
step() {
  local name="$1"
  shift
  printf '\n› %s\n' "$name"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    printf '✓ %s (%ss)\n' "$name" $((SECONDS - start))
  else
    failed=$((failed + 1))
    failures+=("$name")
    printf '✗ %s (%ss)\n' "$name" $((SECONDS - start))
  fi
}

unset DOCS_VERSIONS
# Builds and end-to-end tests agree on the site's public address: canonical
# links, alternates, the sitemap and llms.txt are checked against it.
export SITE_URL=https://capacitor-docs-zh.example
step "typecheck" npm run --silent typecheck
step "formatting" npm run --silent format:check
step "lint (ESLint: types, hooks, floors)" npm run --silent lint
step "workflow lint" npm run --silent lint:workflows
step "unit tests" npm run --silent test:unit
step "content check" npm run --silent check:content
step "API page check" npm run --silent check:api
# The test build leaves analytics out; the Algolia build keeps them, as
# production does, so the tests can check how the tag manager loads.
step "production build (all versions, SITE_ANALYTICS=off)" \
  env SITE_ANALYTICS=off npm run --silent build
step "Algolia DocSearch build (latest version, SEARCH_PROVIDER=algolia, with analytics)" \
  env SEARCH_PROVIDER=algolia DOCS_VERSIONS=v8 npm run --silent build -- --out-dir build-algolia
step "route check" npm run --silent check:routes
step "end-to-end tests" npm run --silent test:e2e

echo
for name in "${failures[@]+"${failures[@]}"}"; do echo "failed: $name"; done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
