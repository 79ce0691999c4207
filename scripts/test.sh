#!/usr/bin/env bash
# Runs every test on a fresh or prepared machine: installs what is missing, builds the native core and the
# WASM core, then runs GoogleTest (ctest), the same suite on the double build, the libFuzzer target for a
# fixed time (FUZZ_SECONDS, default 45), Vitest on the JS API, the browser end-to-end tests and the
# packaging test.
#
# Every step runs even when an earlier one failed (a step that needs a failed build is reported as
# skipped), each step's full output goes to test-results/logs/<step>.log, and the console shows one line
# per step and, for a failed step, the end of its log. Exits non-zero when any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=test-results/logs
mkdir -p "$logs"
summary=()
failed=0
declare -A status

# step NAME NEEDS COMMAND...: runs COMMAND with its output in $logs/NAME.log, unless a step it NEEDS failed.
step() {
  local name=$1 needs=$2
  shift 2
  local log="$logs/$name.log" start=$SECONDS
  for need in $needs; do
    if [ "${status[$need]:-}" != ok ]; then
      status[$name]=skipped
      summary+=("$(printf '%-9s %-14s (needs %s)' SKIPPED "$name" "$need")")
      printf '%-9s %s (needs %s)\n' SKIPPED "$name" "$need"
      failed=1
      return
    fi
  done
  printf '... %s\n' "$name"
  if "$@" >"$log" 2>&1; then
    status[$name]=ok
    summary+=("$(printf '%-9s %-14s %4ds  %s' ok "$name" $((SECONDS - start)) "$(result_line "$name" "$log")")")
  else
    status[$name]=failed
    failed=1
    summary+=("$(printf '%-9s %-14s %4ds  see %s' FAILED "$name" $((SECONDS - start)) "$log")")
    printf -- '--- %s failed; the end of %s:\n' "$name" "$log"
    tail -n 60 "$log" | sed 's/^/    /'
  fi
}

# The line of a step's log that says what it ran (test counts), for the summary.
result_line() {
  local line
  case $1 in
    ctest) line=$(grep -E 'tests passed|tests failed' "$2" | tail -n1) ;;
    ctest-double) line=$(grep -E '\[  PASSED  \]|\[  FAILED  \]' "$2" | tail -n1) ;;
    fuzz) line=$(grep -E '^Done [0-9]+ runs' "$2" | tail -n1) ;;
    js | e2e | package) line=$(sed 's/\x1b\[[0-9;]*m//g' "$2" | grep -E '^ +Tests ' | tail -n1 | sed 's/^ *//') ;;
    *) line='' ;;
  esac
  printf '%s' "$line"
}

double_suite() {
  cmake -S . -B build/native-double -DCMAKE_BUILD_TYPE=Release -DSWEEPKIT_DOUBLE=ON >/dev/null &&
    cmake --build build/native-double -j"$(nproc)" --target sweepkit_core_tests &&
    build/native-double/tests/core/sweepkit_core_tests --gtest_brief=1
}

step setup '' bash scripts/setup.sh
step native-build 'setup' bash scripts/build-native.sh
step ctest 'native-build' ctest --test-dir build/native --output-on-failure -j"$(nproc)"
step ctest-double 'setup' double_suite
step fuzz 'setup' env FUZZ_SECONDS="${FUZZ_SECONDS:-45}" bash scripts/fuzz.sh
step wasm-build 'setup' bash scripts/build-wasm.sh
step js 'wasm-build' npx vitest run --project js
step web-build 'wasm-build' npx vite build --config web/vite.config.js --logLevel warn
step e2e 'web-build' npx vitest run --project e2e
step package 'wasm-build' npx vitest run --project package

printf '\n%s\n' "summary (logs in $logs/):"
printf '  %s\n' "${summary[@]}"
if [ "$failed" -ne 0 ]; then
  printf '\nsome steps failed\n'
  exit 1
fi
printf '\nall tests passed\n'
