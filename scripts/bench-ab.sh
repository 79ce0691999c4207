#!/usr/bin/env bash
# The benchmarks of `npm run bench` on two builds, A (a base commit) and B (this tree), run alternately in one
# session, then compared table by table (bench/ab-compare.mjs): what "not slower than the build before the change"
# means, measured. A's tree is a git worktree under build/ab/base with its own WASM build; each benchmark runs
# A then B, RUNS times (default 2: one run of the same build twice was seen to differ by 0.92-1.16 on this
# 2-core machine, so take the medians of several). This tree's bench reports are restored afterwards.
# Usage: bash scripts/bench-ab.sh BASE_COMMIT [bench ...]   (default: every JS benchmark of scripts/bench.sh)
#        RUNS=3 bash scripts/bench-ab.sh 36715d4 convex.mjs mesh.mjs
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bash scripts/bench-ab.sh BASE_COMMIT [bench ...]}
shift
benches=("$@")
[ ${#benches[@]} -gt 0 ] || benches=(bench.mjs convex.mjs mesh.mjs gauntlet.mjs character.mjs world/world.mjs)
runs=${RUNS:-2}
root=$PWD
tree=build/ab/base
out=build/ab/results
mkdir -p build/ab
if [ ! -d "$tree" ]; then git worktree add --detach "$tree" "$base" >/dev/null; fi
git -C "$tree" checkout --detach -q "$base"
ln -sfn "$root/node_modules" "$tree/node_modules"
(cd "$tree" && bash scripts/build-wasm.sh >/dev/null &&
  source scripts/env.sh && cmake --build build/wasm -j"$(nproc)" --target sweepkit_bench_mesh_phases >/dev/null)
bash scripts/build-wasm.sh >/dev/null
(source scripts/env.sh && cmake --build build/wasm -j"$(nproc)" --target sweepkit_bench_mesh_phases >/dev/null)
rm -rf "$out" && mkdir -p "$out"
reports=$(mktemp)
tar cf "$reports" bench/*.md bench/world/REPORT.md
for run in $(seq 1 "$runs"); do
  for b in "${benches[@]}"; do
    name=$(echo "$b" | tr / _)
    echo "run $run: $b (A = $base, then B = this tree)"
    (cd "$tree" && node "bench/$b" >"$root/$out/a-$name-$run.txt" 2>&1)
    node "bench/$b" >"$out/b-$name-$run.txt" 2>&1
  done
done
tar xf "$reports" && rm -f "$reports"
node bench/ab-compare.mjs "$out" | tee build/ab/compare.tsv
