#!/usr/bin/env bash
# Installs what the demo and the tests need on a fresh machine. Cheap when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # Exactly the lockfile's tree, never a rewrite of it.
  echo "› Installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi

# The browser tests drive Debian's Chromium through playwright-core (no browser download).
if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "› Installing Chromium (apt-get install chromium)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian/Ubuntu) and retry." >&2
    exit 1
  fi
fi
