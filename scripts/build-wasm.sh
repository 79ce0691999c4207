#!/usr/bin/env bash
# Builds the WebAssembly core with Emscripten through the same CMakeLists.txt:
# writes dist/sweepkit_core.mjs (an ES module, imported by bindings/js/index.js) and dist/sweepkit_core.wasm beside
# it, which the .mjs loads through bindings/js/wasm_source.js.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
# The JS <-> WASM glue comes from bindings/schema.js (writes only the files whose text changed).
node scripts/generate-bindings.mjs
if [ ! -f build/wasm/CMakeCache.txt ]; then
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build/wasm -j"$(nproc)"
