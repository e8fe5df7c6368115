#!/usr/bin/env bash
# Packs @portcullis/core and @portcullis/react as npm would publish them, installs the tarballs
# into a fresh throwaway project outside the repository, and runs a smoke test there:
#   - `npx portcullis --version`, `generate --dialect sqlite` and `migrate --yes` (the bin, reading
#     a TypeScript portcullis.config.ts through jiti);
#   - smoke.mjs (ESM): sign-up through auth.handler(new Request(…)), the session read back, a
#     wrong password refused, the client signing in over a loopback server, React kit imports;
#   - smoke.cjs (CommonJS): require() of every entry point, migrate(auth) and sign-up;
#   - the installed size of @portcullis/core alone (the package and its dependencies, no optional
#     peer), which must stay within CORE_INSTALL_BUDGET_BYTES (docs/getting-started.md).
# Exits non-zero on any failure; the temporary directories are removed on every exit.
#
# Usage: bash scripts/pack-smoke.sh [--skip-build] [--keep]
#   --skip-build  use the existing dist/ folders (CI builds once before the tests)
#   --keep        keep the throwaway project and print its path
# Environment:
#   SMOKE_SQLITE_FROM_SOURCE=1  compile better-sqlite3 in the throwaway project (about 2 minutes
#     on 2 cores) instead of reusing the repository's binary of the same version.
#
# Network: installs from the npm registry (react, the packages' dependencies, better-sqlite3),
# preferring the local npm cache. better-sqlite3's install script would download a prebuilt binary
# from GitHub or compile from source; by default scripts are skipped and the repository's own
# compiled binary (same version, same Node.js) is copied in.
set -euo pipefail
# What `npm install @portcullis/core` adds to an app, optional peers (drivers, jiti, libphonenumber-js,
# swagger-ui-dist) left out. Measured 15.1 MB at 0.1.0: zod 6.3, the package 4.1, kysely 3.6.
# Raised from 18 MB when two-factor and passkeys landed (23.5 MB): @simplewebauthn/server with
# its ASN.1 and X.509 libraries (3.4 MB; loaded only on the first passkey request), otpauth
# (1.0 MB), @simplewebauthn/browser (0.2 MB) and four more plugins in the package itself.
CORE_INSTALL_BUDGET_BYTES=25000000
repo="$(cd "$(dirname "$0")/.." && pwd)"
skip_build=false
keep=false
for arg in "$@"; do
  case "$arg" in
    --skip-build) skip_build=true ;;
    --keep) keep=true ;;
    *) echo "pack-smoke: unknown option $arg" >&2; exit 2 ;;
  esac
done

work="$(mktemp -d "${TMPDIR:-/tmp}/portcullis-pack-smoke.XXXXXX")"
cleanup() {
  if $keep; then echo "pack-smoke: kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
started=$SECONDS

if ! $skip_build; then
  echo "› npm run build"
  (cd "$repo" && npm run build >/dev/null)
fi

echo "› npm pack @portcullis/core @portcullis/react"
mkdir -p "$work/tarballs" "$work/app"
(cd "$repo" && npm pack --silent --pack-destination "$work/tarballs" \
  -w @portcullis/core -w @portcullis/react >/dev/null)
core_tgz="$(ls "$work"/tarballs/portcullis-core-*.tgz)"
react_tgz="$(ls "$work"/tarballs/portcullis-react-*.tgz)"

echo "› installed size of @portcullis/core alone (budget: $CORE_INSTALL_BUDGET_BYTES bytes)"
mkdir -p "$work/size"
(cd "$work/size" \
  && echo '{ "name": "portcullis-size", "version": "0.0.0", "private": true }' > package.json \
  && npm install --no-audit --no-fund --prefer-offline --ignore-scripts --loglevel=error "$core_tgz")
core_bytes="$(du -sb "$work/size/node_modules" | cut -f1)"
echo "  $core_bytes bytes in $(ls "$work/size/node_modules" | wc -l) top-level entries"
for optional in swagger-ui-dist jiti libphonenumber-js better-sqlite3 pg mysql2; do
  if [[ -e "$work/size/node_modules/$optional" ]]; then
    echo "@portcullis/core installed the optional peer $optional" >&2
    exit 1
  fi
done
if (( core_bytes > CORE_INSTALL_BUDGET_BYTES )); then
  echo "@portcullis/core installs $core_bytes bytes, over the budget of $CORE_INSTALL_BUDGET_BYTES" >&2
  exit 1
fi

sqlite_dir="$repo/node_modules/better-sqlite3"
sqlite_version="$(node -p "require('$sqlite_dir/package.json').version")"

echo "› npm install (throwaway project: $work/app)"
cd "$work/app"
cat > package.json <<'JSON'
{ "name": "portcullis-pack-smoke", "version": "0.0.0", "private": true, "type": "module" }
JSON
cp "$repo/scripts/pack-smoke/portcullis.config.ts" "$repo/scripts/pack-smoke/smoke.mjs" \
  "$repo/scripts/pack-smoke/smoke.cjs" .
# jiti: the CLI loads the TypeScript portcullis.config.ts through it (an optional peer).
jiti_version="$(node -p "require('$repo/node_modules/jiti/package.json').version")"
npm install --no-audit --no-fund --prefer-offline --ignore-scripts --loglevel=error \
  "$core_tgz" "$react_tgz" "better-sqlite3@$sqlite_version" "jiti@$jiti_version"

if [[ "${SMOKE_SQLITE_FROM_SOURCE:-}" == 1 || ! -f "$sqlite_dir/build/Release/better_sqlite3.node" ]]; then
  echo "› npm rebuild better-sqlite3 (compiles from source without a prebuilt binary)"
  npm rebuild better-sqlite3 --loglevel=error
else
  mkdir -p node_modules/better-sqlite3/build/Release
  cp "$sqlite_dir/build/Release/better_sqlite3.node" node_modules/better-sqlite3/build/Release/
fi

echo "› npx portcullis --version / generate / migrate"
version="$(npx --no-install portcullis --version)"
expected="$(node -p "require('@portcullis/core/package.json').version")"
[[ "$version" == "$expected" ]] || { echo "portcullis --version: $version, expected $expected" >&2; exit 1; }
sql="$(npx --no-install portcullis generate --dialect sqlite)"
grep -qi 'create table "session"' <<<"$sql" \
  || { echo 'portcullis generate printed no session table' >&2; exit 1; }
npx --no-install portcullis migrate --yes

echo "› node smoke.mjs"
node smoke.mjs
echo "› node smoke.cjs"
node smoke.cjs

echo "pack-smoke: OK in $((SECONDS - started))s"
