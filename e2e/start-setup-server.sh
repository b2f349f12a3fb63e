#!/usr/bin/env bash
# The e2e server without the demo: the compiled server (built by start-server.sh, which Playwright starts
# first) on an empty database of its own, removed when Playwright stops the server.
set -uo pipefail
cd "$(dirname "$0")/.."
trap 'exit 143' TERM INT
trap 'rm -rf "${DATA_DIR:?}"' EXIT
node --enable-source-maps apps/server/dist/server.js
