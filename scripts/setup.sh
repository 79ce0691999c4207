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

# The development tools need a newer Node than the package itself (Vite 8: ^20.19 || >=22.12, package.json
# devEngines; the published package runs on Node >= 18, `engines`). Checked before npm installs anything.
if ! command -v node >/dev/null; then
  echo "setup: Node.js is not installed; install Node ^20.19 or >= 22.12 (NodeSource, nvm, or Debian 13's nodejs)" >&2
  exit 1
fi
node scripts/check-node.mjs

# npm dependencies: reinstall only when package-lock.json changed since the last install.
stamp=node_modules/.sweepkit-lock-stamp
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
  echo "setup: installing npm dependencies"
  # The registry is reached over a shared network: a timed-out download is retried (npm ci starts clean
  # each time), three attempts in all.
  for attempt in 1 2 3; do
    if npm ci --no-audit --no-fund --fetch-retries=4 --fetch-timeout=120000; then break; fi
    if [ "$attempt" -eq 3 ]; then
      echo "setup: npm ci failed three times" >&2
      exit 1
    fi
    echo "setup: npm ci failed (attempt $attempt of 3); retrying in $((attempt * 10)) s" >&2
    sleep $((attempt * 10))
  done
  cp package-lock.json "$stamp"
fi
