#!/usr/bin/env bash
# The e2e web server: builds the web and the server, starts the real API server on a fresh database, and removes that
# database (several hundred MB once seeded) when Playwright stops the server.
set -uo pipefail
cd "$(dirname "$0")/.."
# On SIGTERM bash first waits for the server (which got the signal too and closes its database), then exits.
trap 'exit 143' TERM INT
trap 'rm -rf "${DATA_DIR:?}"' EXIT
npm run build -w @fengshou/web || exit 1
# The compiled server, as `npm start` runs it.
npm run build -w @fengshou/server || exit 1
# The default demo the consistency run of this `npm test` seeded, when the sources are still the same.
if [ "${DEMO_SCALE:-1}" = 1 ]; then npx tsx apps/server/test/demo-image.ts restore "$DATA_DIR"; fi
node --enable-source-maps apps/server/dist/server.js
