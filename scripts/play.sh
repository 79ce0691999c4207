#!/usr/bin/env bash
# Builds the playground (WASM core + Vite site) and serves it; prints the URL to open.
# For hacking on it with hot reload instead: npm run dev.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh
npx vite build --config web/vite.config.js --logLevel warn
echo
echo "sweepkit playground: open the URL below (Ctrl+C stops the server)"
exec npx vite preview --config web/vite.config.js --host 127.0.0.1 --port "${PORT:-4173}"
