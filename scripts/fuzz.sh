#!/usr/bin/env bash
# Builds the libFuzzer target (clang, AddressSanitizer + UndefinedBehaviorSanitizer) over every core
# query and runs it for a fixed time (FUZZ_SECONDS, default 60) from a fixed seed. Fails on any crash,
# sanitizer report or broken invariant (tests/fuzz/fuzz_core.cpp lists them).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
if [ ! -f build/fuzz/CMakeCache.txt ]; then
  CC=clang CXX=clang++ cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSWEEPKIT_FUZZ=ON \
    -DBUILD_TESTING=OFF >/dev/null
fi
cmake --build build/fuzz -j"$(nproc)" --target sweepkit_fuzz
mkdir -p build/fuzz/corpus build/fuzz/findings
# Every input a run has found is replayed first (tests/fuzz/regressions: one file per fixed finding).
./build/fuzz/sweepkit_fuzz tests/fuzz/regressions/* 2>&1 | tail -n 3
# libFuzzer exits non-zero on a finding (crash, sanitizer report, failed invariant, timeout); with pipefail
# (set above) that status, not tail's, is the pipeline's, so this script fails too. The input that
# triggered it is written to build/fuzz/findings/ (replay: ./build/fuzz/sweepkit_fuzz <file>).
./build/fuzz/sweepkit_fuzz -seed=1 -max_total_time="$seconds" -timeout=20 -print_final_stats=1 -max_len=512 \
  -artifact_prefix=build/fuzz/findings/ build/fuzz/corpus 2>&1 | tail -n 25
