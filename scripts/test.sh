#!/usr/bin/env bash
# `npm test`: sets up what is missing, then runs the whole gate — lint, types, the build, the docs'
# code samples, the packages as published (publint, attw, an `npm pack` install), and every test
# project (core, react, demo-e2e, examples).
# `npm test -- <vitest filters/flags>` runs only the matching tests, for quick local loops.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

step() { echo; echo "› $*"; }

# The server-backed suites (PostgreSQL, MariaDB, Redis) run against the servers named by
# PORTCULLIS_TEST_{POSTGRES,MYSQL,REDIS}_URL. Without them, root installs and starts the servers
# on loopback (scripts/services.sh, as CI does) and stops at the end what this run started;
# anyone else gets those suites skipped, each with the reason.
if [ -z "${PORTCULLIS_TEST_POSTGRES_URL:-}${PORTCULLIS_TEST_MYSQL_URL:-}${PORTCULLIS_TEST_REDIS_URL:-}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    step "database servers for the server-backed suites (scripts/services.sh)"
    PORTCULLIS_SERVICES_STATE="$(mktemp -d "${TMPDIR:-/tmp}/portcullis-test-services.XXXXXX")"
    export PORTCULLIS_SERVICES_STATE
    trap 'bash scripts/services.sh stop' EXIT
    bash scripts/services.sh install
    bash scripts/services.sh start
    eval "$(bash scripts/services.sh env)"
  else
    echo "› Not root (or no apt-get): the PostgreSQL, MariaDB and Redis suites will be skipped."
    echo "  Set PORTCULLIS_TEST_*_URL or see 'Running the database tests locally' in README.md."
  fi
fi

if [ "$#" -eq 0 ]; then
  step "lint"
  npm run lint
  step "typecheck"
  npm run typecheck
  step "import boundaries (ARCHITECTURE.md): downward layers, plugins only on @portcullis/core/plugin, no cycles; the kit imports defining modules, not its own index"
  npx depcruise --config .dependency-cruiser.cjs --output-type err packages/core/src packages/react/src
  step "build"
  npm run build
  step "docs: every TypeScript sample type-checks"
  npx tsx scripts/check-docs.ts
  step "client type-check time, every plugin enabled (figures kept in bench/README.md)"
  npx tsx bench/client-typecheck.ts --against dist --runs 1
  step "packages: publint and are-the-types-wrong"
  npx tsx scripts/check-packages.ts --skip-build
  step "packages: npm pack, install in a throwaway project, sign up through it"
  bash scripts/pack-smoke.sh --skip-build
fi

step "vitest"
mkdir -p test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json "$@" || status=$?

# One plain closing line, whatever the reporter printed above.
node -e '
  const r = require("./test-results/vitest.json");
  console.log(`Tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
' || true
exit "$status"
