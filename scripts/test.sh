#!/usr/bin/env bash
# npm test: the one gate. Typecheck, lint, unit + API tests (embedded database), then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npx tsc -p .
echo "== lint"; npx eslint . && npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }
echo "== unit and API tests"; npx vitest run --project unit
echo "== browser tests"; bash scripts/ensure-chromium.sh; npx vite build --logLevel warn
npx vitest run --project e2e || {
  echo "== the app's warnings, errors and refused requests during the browser tests (test-results/e2e-server.log)"
  npx tsx scripts/e2e-log-summary.ts || true
  exit 1
}
