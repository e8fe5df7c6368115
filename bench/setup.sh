#!/usr/bin/env bash
# Installs the bench's own dependencies (Better Auth, for the side-by-side runs) into
# bench/node_modules from bench/package-lock.json. The bench is not a workspace, so a plain
# `npm ci` at the repository root does not install Better Auth. Cheap when already done.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -d ../node_modules ]; then
  echo "bench: run 'npm ci' at the repository root first (the bench uses its packages)" >&2
  exit 1
fi
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm ci --prefix bench"
  npm ci --no-audit --no-fund
fi
