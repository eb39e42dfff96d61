#!/usr/bin/env bash
# Every test of the product, in the order their outputs feed each other: types, lint and format, web and
# Pact consumer tests (they write pacts/), server tests on PGlite and PostgreSQL with the
# provider verification of pacts/, then the end-to-end run in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export SCARF_ANALYTICS=false PACT_DO_NOT_TRACK=true NODE_OPTIONS=--experimental-vm-modules

echo "== types (tsc --noEmit)"
npx tsc --noEmit -p tsconfig.json

echo "== lint (folder boundaries, import cycles) and format (prettier --check)"
npm run --silent lint
npm run --silent format:check

echo "== web components and Pact consumer"
npx jest -c tests/jest.config.js --selectProjects web contract-consumer

echo "== contract, server (PGlite and PostgreSQL) and Pact provider verification"
# Two workers, not jest's one on two cores: a file leaves a core idle much of its time (waiting on
# PostgreSQL, timers), and every file has databases of its own (docs/testing.md, Speed).
npx jest -c tests/jest.config.js --selectProjects server --maxWorkers=2

echo "== end to end (chromium)"
unset NODE_OPTIONS
npm run --silent test:e2e
