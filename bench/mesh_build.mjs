// Build time of a ~1M-triangle mesh in WebAssembly (issue 12, "Speed": the BVH of 1M triangles in ≤ 150 ms,
// single thread, and faster than three-mesh-bvh's build of the same mesh). The level's noise terrain
// (web/src/levels/level.js terrainGeometry(200, 707): 2 × 707² = 999,698 triangles, indexed), through
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
// 2 × RUNS times, timed by the process's CPU time (steadier than the wall-clock on a shared machine).
// Usage: node bench/mesh_build.mjs [segments=707] [runs=5]
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { MeshBVH } from 'three-mesh-bvh';
import { init } from '../bindings/js/index.js';
import { trianglesOfGeometry } from '../bindings/three/index.js';
import { terrainGeometry } from '../web/src/levels/level.js';

const segments = Number(process.argv[2] ?? 707);
const RUNS = Number(process.argv[3] ?? 5);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

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

const PHASES = new URL('../build/wasm/sweepkit_bench_mesh_phases.cjs', import.meta.url);
if (existsSync(PHASES)) {
  // The bytes handed over: Emscripten 3.1.6 would fetch() the .wasm by path, which Node's fetch refuses.
  const wasmBinary = readFileSync(new URL('../build/wasm/sweepkit_bench_mesh_phases.wasm', import.meta.url));
  const core = await createRequire(import.meta.url)(PHASES.pathname)({ wasmBinary });
  const bytes = (a) => {
    const p = core._malloc(a.byteLength);
    core.HEAPU8.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), p);
    return p;
  };
  const pp = bytes(positions), pi = bytes(indices), out = core._malloc(8 * 8);
  const names = ['whole', 'normals', 'adjacency', 'classify', 'bvh'];
  const runs = names.map(() => []);
  let tree = null;
  for (let i = 0; i <= RUNS; i++) {
    if (core._mesh_phases(pp, positions.length, pi, indices.length, out) !== 0) throw new Error('mesh_phases failed');
    const r = core.HEAPF64.subarray(out / 8, out / 8 + 8);
    if (i > 0) names.forEach((_, k) => runs[k].push(r[k]));
    tree = { sah: r[5], depth: r[6] };
  }
  const m = runs.map(median);
  const rest = m[0] - m[1] - m[2] - m[3] - m[4];
  console.log(`phases in WASM (median of ${RUNS}, ms): BVH ${m[4].toFixed(1)} (SAH cost ${tree.sah.toFixed(2)}, ` +
    `depth ${tree.depth}); normals ${m[1].toFixed(1)}, adjacency ${m[2].toFixed(1)}, classification ` +
    `${m[3].toFixed(1)}, validation + welding + degenerate triangles ${rest.toFixed(1)}; whole ${m[0].toFixed(1)}`);
  // The BVH rebuilt alone on the last mesh, timed by this process's CPU time (user + system): on a loaded machine
  // the wall-clock also counts the time slices of other processes.
  const cpu = [];
  for (let i = 0; i <= 2 * RUNS; i++) {
    const c0 = process.cpuUsage();
    core._mesh_bvh_again();
    const c = process.cpuUsage(c0);
    if (i > 0) cpu.push((c.user + c.system) / 1000);
  }
  console.log(`BVH alone in WASM, CPU time (median of ${2 * RUNS}, ms): ${median(cpu).toFixed(1)} ` +
    `(min ${Math.min(...cpu).toFixed(1)}, max ${Math.max(...cpu).toFixed(1)})`);
  [pp, pi, out].forEach((p) => core._free(p));
} else {
  console.log(`(no ${PHASES.pathname}: the phases in WASM are not timed)`);
}
