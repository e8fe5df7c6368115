#!/usr/bin/env bash
# `npm test`: sets up what is missing, then runs the whole gate — lint, types, the build, the docs'
# code samples, the packages as published (publint, attw, an `npm pack` install), and every test
# project (core, react, demo-e2e, examples).
# `npm test -- <vitest filters/flags>` runs only the matching tests, for quick local loops.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

step() { echo; echo "› $*"; }

if [ "$#" -eq 0 ]; then
  step "lint"
  npm run lint
  step "typecheck"
  npm run typecheck
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
