#!/usr/bin/env bash
# The whole test suite in one go (CI runs the same steps spread over jobs,
# .github/workflows/ci.yml): typecheck, formatting, ESLint, workflow lint,
# unit tests, content, API page and example checks, full production build, Algolia
# build, route check, end-to-end tests. Every step runs; the last line counts them.
set -uo pipefail
cd "$(dirname "$0")/.."

# The end-to-end tests' Chromium, nginx and CJK fonts from Debian
# (installed when missing and running as root).
bash scripts/install-test-tools.sh || exit 1

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
# Every page's 编辑此页 opens this repository (tests/e2e/edit-links checks it);
# in GitHub Actions the workflow's own repository, which a fork's CI names.
export SITE_REPOSITORY="${SITE_REPOSITORY:-${GITHUB_REPOSITORY:-npm-test/capacitor-docs-zh-hans}}"
step "typecheck" npm run --silent typecheck
step "formatting" npm run --silent format:check
step "lint (ESLint: types, hooks, floors)" npm run --silent lint
step "workflow lint" npm run --silent lint:workflows
step "unit tests" npm run --silent test:unit
step "content check" npm run --silent check:content
step "API page check" npm run --silent check:api
step "example check (each version's blocks against its packages)" npm run --silent check:examples
# The test build leaves analytics out; the Algolia build keeps them, as
# production does, so the tests can check how the tag manager loads.
step "production build (all versions, SITE_ANALYTICS=off)" \
  env SITE_ANALYTICS=off npm run --silent build
step "Algolia DocSearch build (latest version, SEARCH_PROVIDER=algolia, with analytics)" \
  env SEARCH_PROVIDER=algolia DOCS_VERSIONS=latest npm run --silent build -- --out-dir build-algolia
step "route check" npm run --silent check:routes
step "end-to-end tests" npm run --silent test:e2e

echo
for name in "${failures[@]+"${failures[@]}"}"; do echo "failed: $name"; done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
