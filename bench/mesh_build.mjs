// Build time of a ~1M-triangle mesh in WebAssembly (issue 12, "Speed": the BVH of 1M triangles in ≤ 150 ms,
// single thread, and faster than three-mesh-bvh's build of the same mesh). The level's noise terrain
// (common/level.js terrainGeometry(200, 707): 2 × 707² = 999,698 triangles, indexed), through
// sweepkit/three's trianglesOfGeometry, then timed in one process:
//   - sk.createTriangleMesh(positions, indices): the whole build (validation, welding, degenerate removal,
//     normals, edge adjacency, BVH), the arrays' copy into WASM memory included;
//   - three-mesh-bvh's `new MeshBVH(geometry)` on the same BufferGeometry (its default options: CENTER split,
//     leaves of up to 10 triangles; it reorders the geometry's index, so each run gets a fresh clone of it).
// Each is run once to warm up, then `RUNS` times; the median is printed (ms), with the ratio.
// Then, when build/wasm/sweepkit_bench_mesh_phases.cjs exists (`cmake --build build/wasm --target
// sweepkit_bench_mesh_phases` after scripts/build-wasm.sh), the phases of the same build timed inside WASM
// (bench/wasm/mesh_phases.cpp): the BVH alone (the goal), normals, adjacency, edge classification, and the
// rest (validation, welding, degenerate triangles), with the tree's SAH cost and depth; then the BVH rebuilt alone
// 2 × RUNS times, timed by the wall-clock and by the process's CPU time (steadier on a shared machine).
// Usage: node bench/mesh_build.mjs [segments=707] [runs=5]
import { performance } from 'node:perf_hooks';
import { MeshBVH } from 'three-mesh-bvh';
import { init } from '../bindings/js/index.js';
import { trianglesOfGeometry } from '../bindings/three/index.js';
import { terrainGeometry } from '../common/level.js';
import { median, timeMeshPhases } from './mesh_phases.mjs';

const segments = Number(process.argv[2] ?? 707);
const RUNS = Number(process.argv[3] ?? 5);

/** Median wall-clock ms of `run(input)` over RUNS runs after one warm-up; `prepare()` makes each run's input untimed. */
function time(prepare, run, after = () => {}) {
  const ms = [];
  for (let i = 0; i <= RUNS; i++) {
    const input = prepare();
    const t0 = performance.now();
    const out = run(input);
    const t1 = performance.now();
    after(out);
    if (i > 0) ms.push(t1 - t0);
  }
  return { median: median(ms), min: Math.min(...ms), max: Math.max(...ms) };
}

const sk = await init();
const geometry = terrainGeometry(200, segments);
const { positions, indices } = trianglesOfGeometry(geometry);
const triangles = indices.length / 3;

let mesh = null;
const ours = time(() => null, () => sk.createTriangleMesh(positions, indices), (m) => {
  mesh = m;
  m.dispose();
});
const theirs = time(() => geometry.clone(), (g) => new MeshBVH(g));

const fmt = (r) => `${r.median.toFixed(1)} ms (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)})`;
console.log(`terrain ${segments}² cells: ${triangles} triangles, ${positions.length / 3} vertices; median of ${RUNS}`);
console.log(`sweepkit createTriangleMesh (whole build, WASM): ${fmt(ours)}; ${mesh.triangleCount} triangles kept, ` +
  `${(mesh.memoryBytes / mesh.triangleCount).toFixed(1)} bytes/triangle`);
console.log(`three-mesh-bvh new MeshBVH(geometry):           ${fmt(theirs)}`);
console.log(`ratio three-mesh-bvh / sweepkit: ${(theirs.median / ours.median).toFixed(2)}`);

const phases = await timeMeshPhases(positions, indices, RUNS);
if (phases) {
  const p = phases;
  console.log(`phases in WASM (median of ${RUNS}, ms): BVH ${p.bvh.toFixed(1)} (SAH cost ${p.sah.toFixed(2)}, ` +
    `depth ${p.depth}); normals ${p.normals.toFixed(1)}, adjacency ${p.adjacency.toFixed(1)}, classification ` +
    `${p.classify.toFixed(1)}, validation + welding + degenerate triangles ${p.rest.toFixed(1)}; whole ${p.whole.toFixed(1)}`);
  const spread = (r) => `${r.median.toFixed(1)} (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)})`;
  console.log(`BVH alone in WASM, rebuilt ${2 * RUNS} times, median ms: wall-clock ${spread(p.bvhAgain)}, ` +
    `CPU time ${spread(p.bvhCpu)}`);
} else {
  console.log('(build/wasm/sweepkit_bench_mesh_phases.cjs is not built: the phases in WASM are not timed)');
}
