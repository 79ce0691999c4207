#!/usr/bin/env bash
# Installs what sweepkit needs on a fresh Debian machine, idempotently:
# Debian packages (compilers, CMake, GoogleTest, Google Benchmark, Emscripten, Chromium)
# and the npm dependencies. Safe to run any number of times; does nothing when all is present.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
for pkg in g++ cmake make googletest libgtest-dev libbenchmark-dev clang libclang-rt-14-dev emscripten chromium; do
  have_pkg "$pkg" || need+=("$pkg")
done

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${need[*]}"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${need[@]}"
fi

# npm dependencies: reinstall only when package-lock.json changed since the last install.
stamp=node_modules/.sweepkit-lock-stamp
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
  echo "setup: installing npm dependencies"
  npm ci --no-audit --no-fund
  cp package-lock.json "$stamp"
fi
