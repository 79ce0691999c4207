#!/usr/bin/env bash
# Runs every test on a fresh or prepared machine: installs what is missing, builds the native core
# and the WASM core, then runs GoogleTest (ctest), the libFuzzer target for a fixed time (FUZZ_SECONDS,
# default 45), Vitest on the JS API, the browser end-to-end tests and the packaging test. Exits non-zero
# when any of them fails, including any fuzzer finding.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "setup (Debian packages, npm dependencies)"
bash scripts/setup.sh

step "native build + GoogleTest (ctest)"
bash scripts/build-native.sh
ctest --test-dir build/native --output-on-failure -j"$(nproc)"

step "the same GoogleTest suite on the double build (-DSWEEPKIT_DOUBLE=ON: Real is one switch)"
cmake -S . -B build/native-double -DCMAKE_BUILD_TYPE=Release -DSWEEPKIT_DOUBLE=ON >/dev/null
cmake --build build/native-double -j"$(nproc)" --target sweepkit_core_tests
build/native-double/tests/core/sweepkit_core_tests --gtest_brief=1

step "libFuzzer over every core query (ASan + UBSan), ${FUZZ_SECONDS:-45} s"
FUZZ_SECONDS="${FUZZ_SECONDS:-45}" bash scripts/fuzz.sh

step "WASM build"
bash scripts/build-wasm.sh

step "Vitest: JS API against the real WASM build"
npx vitest run --project js

step "playground build + end-to-end tests in headless Chromium"
npx vite build --config web/vite.config.js --logLevel warn
npx vitest run --project e2e

step "packaging: npm pack -> install -> import in Node, TypeScript and a Vite app"
npx vitest run --project package

step "all tests passed"
