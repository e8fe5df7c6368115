#!/usr/bin/env bash
# `npm run demo`: sets up what is missing, builds the demo's web app and starts its server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npm run build -w portcullis-demo
exec npm start -w portcullis-demo
