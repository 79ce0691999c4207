// The phases of sweepkit's mesh build timed inside WebAssembly (bench/wasm/mesh_phases.cpp, CMake target
// sweepkit_bench_mesh_phases, built by scripts/bench.sh): the BVH alone is issue 12's goal (≤ 150 ms for 1M
// triangles, single thread), which the whole `createTriangleMesh` (validation, welding, degenerate triangles,
// normals, edge adjacency and classification, the BVH) cannot show on its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const PHASES = new URL('../build/wasm/sweepkit_bench_mesh_phases.cjs', import.meta.url);

/** The median of a list of numbers (the mean of the middle two for an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Times the build of `positions` (Float32Array, xyz) and `indices` (Uint32Array) phase by phase in WASM: `runs`
 * whole builds after one warm-up, then the BVH rebuilt alone 2 × `runs` times after one more, timed by the
 * wall-clock and by this process's CPU time (user + system: on a loaded machine the wall-clock also counts other
 * processes' time slices). The first calls of a fresh WASM instance run in V8's baseline tier (the 1M BVH about
 * twice as slow), which the phases of the first builds may still show: `bvhAgain` is the figure after tier-up.
 * Returns null when the bench module is not built, else medians in ms: {whole, normals, adjacency, classify, bvh,
 * rest (validation + welding + degenerate triangles), bvhAgain and bvhCpu: {median, min, max}, sah (the tree's SAH
 * cost), depth}.
 */
export async function timeMeshPhases(positions, indices, runs) {
  if (!existsSync(PHASES)) return null;
  // The bytes handed over: Emscripten 3.1.6 would fetch() the .wasm by path, which Node's fetch refuses.
  const wasmBinary = readFileSync(new URL('../build/wasm/sweepkit_bench_mesh_phases.wasm', import.meta.url));
  const core = await createRequire(import.meta.url)(PHASES.pathname)({ wasmBinary });
  const copy = (a) => {
    const p = core._malloc(a.byteLength);
    core.HEAPU8.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), p);
    return p;
  };
  const pp = copy(positions), pi = copy(indices), out = core._malloc(8 * 8);
  const names = ['whole', 'normals', 'adjacency', 'classify', 'bvh'];
  const samples = names.map(() => []);
  let sah = 0, depth = 0;
  for (let i = 0; i <= runs; i++) {
    if (core._mesh_phases(pp, positions.length, pi, indices.length, out) !== 0) throw new Error('mesh_phases failed');
    const r = core.HEAPF64.subarray(out / 8, out / 8 + 8);
    if (i > 0) names.forEach((_, k) => samples[k].push(r[k]));
    [sah, depth] = [r[5], r[6]];
  }
  const cpu = [], wall = [];
  for (let i = 0; i <= 2 * runs; i++) {
    const c0 = process.cpuUsage(), w0 = performance.now();
    core._mesh_bvh_again();
    const w = performance.now() - w0, c = process.cpuUsage(c0);
    if (i > 0) [cpu.push((c.user + c.system) / 1000), wall.push(w)];
  }
  [pp, pi, out].forEach((p) => core._free(p));
  const m = Object.fromEntries(names.map((name, k) => [name, median(samples[k])]));
  return {
    ...m,
    rest: m.whole - m.normals - m.adjacency - m.classify - m.bvh,
    bvhAgain: { median: median(wall), min: Math.min(...wall), max: Math.max(...wall) },
    bvhCpu: { median: median(cpu), min: Math.min(...cpu), max: Math.max(...cpu) },
    sah,
    depth,
  };
}

/**
 * timeMeshPhases in a child Node process run with --no-liftoff: every WebAssembly function compiled by V8's
 * optimising tier (TurboFan) at once. In this process V8 tiers up dynamically, and on a busy 2-core machine the
 * BVH's functions were seen to stay in the baseline tier (Liftoff) for a whole run (about 210 ms instead of 150).
 * Returns null when the bench module is not built, else timeMeshPhases' answer.
 */
export function timeMeshPhasesTopTier(positions, indices, runs) {
  if (!existsSync(PHASES)) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sweepkit-phases-'));
  try {
    const files = [path.join(dir, 'positions.f32'), path.join(dir, 'indices.u32')];
    writeFileSync(files[0], positions);
    writeFileSync(files[1], indices);
    const out = execFileSync(process.execPath, ['--no-liftoff', fileURLToPath(import.meta.url), ...files, String(runs)],
      { encoding: 'utf8', maxBuffer: 1 << 20 });
    return JSON.parse(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// As a child of timeMeshPhasesTopTier: node --no-liftoff bench/mesh_phases.mjs positions.f32 indices.u32 runs.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [positionsFile, indicesFile, runs] = process.argv.slice(2);
  const bytes = (file) => {
    const b = readFileSync(file);
    return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
  };
  const result = await timeMeshPhases(new Float32Array(bytes(positionsFile)), new Uint32Array(bytes(indicesFile)), Number(runs));
  process.stdout.write(JSON.stringify(result));
}
