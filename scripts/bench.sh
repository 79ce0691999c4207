#!/usr/bin/env bash
# `npm run bench`: builds the WASM core and the native benchmarks (the project's GCC build and a clang
# build of the same kernels, so that WASM is compared with both native compilers), then runs the per-call
# and batch benchmark (bench/bench.mjs -> bench/REPORT.md) and the world benchmark against Rapier, Jolt and
# cannon-es (bench/world/world.mjs -> bench/world/REPORT.md); convex pairs per call against Rapier and Jolt
# (bench/convex.mjs -> bench/CONVEX.md); triangle meshes against three-mesh-bvh, three's Octree and Rapier
# (bench/mesh.mjs -> bench/MESH.md); the character controller on the gauntlet and per move, against Rapier
# (bench/gauntlet.mjs -> bench/GAUNTLET.md, bench/character.mjs -> bench/CHARACTER.md); then the package's size and init time (bench/package.mjs -> its own
# section of bench/REPORT.md, which bench.mjs carries over when it rewrites the file).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-wasm.sh
(source scripts/env.sh && cmake --build build/wasm -j"$(nproc)" --target sweepkit_bench_mesh_phases) # BVH phase, bench/mesh.mjs
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)" --target sweepkit_bench_native sweepkit_bench_convex
bins=build/native/sweepkit_bench_native
if command -v clang++ >/dev/null; then
  CXX=clang++ cmake -S . -B build/native-clang -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
  cmake --build build/native-clang -j"$(nproc)" --target sweepkit_bench_native
  bins="$bins,build/native-clang/sweepkit_bench_native"
fi
SWEEPKIT_NATIVE_BENCH="$bins" node bench/bench.mjs
node bench/convex.mjs
node bench/mesh.mjs
node bench/gauntlet.mjs
node bench/character.mjs
node bench/package.mjs
node bench/world/world.mjs
