#!/usr/bin/env bash
# `npm test`: sets up what is missing, then runs every test project (core, react, demo-e2e).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

mkdir -p test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json "$@" || status=$?

# One plain closing line, whatever the reporter printed above.
node -e '
  const r = require("./test-results/vitest.json");
  console.log(`Tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
' || true
exit "$status"
