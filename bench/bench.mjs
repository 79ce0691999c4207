// sweepkit's JS API against a plain-JS implementation of the same tests and against native C++, in one run:
//   1. the cost of one call from JS objects (sweepSpherePlane, sweepSphereSphere);
//   2. batches of 1,000,000 sweeps in one call over Float32Arrays (WASM in place, WASM with copies, plain JS,
//      native C++).
// Usage: npm run bench   (writes bench/REPORT.md; includes native C++ timings when the Google Benchmark binary
// exists: build/native/sweepkit_bench_native after `npm run build:native`, or the path in SWEEPKIT_NATIVE_BENCH).
// The contenders of a table run interleaved, round after round, so that load from other processes falls on all
// of them alike; each figure is the median over the rounds.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import createSweepkitCore from '../dist/sweepkit_core.mjs';
import { init } from '../bindings/js/index.js';
import { wasmExports } from '../bindings/js/memory.js';
import {
  jsSweepSpherePlane,
  jsSweepSpherePlaneBatch,
  jsSweepSphereSphere,
  jsSweepSphereSphereBatch,
} from './plain-js.mjs';

const CASES = 1024;
const CALLS = 1_000_000;
const BATCH = 1_000_000;
const ROUNDS = 11;
const WARMUP = 3;

// Seeded random scene shared by every contender (xorshift32): coordinates in [-10, 10), radii in [0, 1).
let state = 0x9e3779b9;
function rand() {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return ((state >>> 0) / 4294967296) * 20 - 10;
}
const vec = () => ({ x: rand(), y: rand(), z: rand() });
const unit = () => {
  const n = vec();
  const len = Math.hypot(n.x, n.y, n.z);
  return { x: n.x / len, y: n.y / len, z: n.z / len };
};
const cases = Array.from({ length: CASES }, () => {
  const normal = unit();
  return {
    sphere: { center: vec(), radius: Math.abs(rand()) * 0.1 },
    displacement: vec(),
    other: { center: vec(), radius: Math.abs(rand()) * 0.1 },
    otherDisplacement: vec(),
    plane: { normal, constant: rand() },
  };
});

/** Runs every contender `ROUNDS + WARMUP` times, interleaved; returns the median ns per `per` of each. */
function timeTogether(contenders, per) {
  const samples = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  let sink = 0;
  for (let round = 0; round < ROUNDS + WARMUP; round++) {
    for (const [name, fn] of Object.entries(contenders)) {
      const start = process.hrtime.bigint();
      sink += fn();
      const ns = Number(process.hrtime.bigint() - start) / per;
      if (round >= WARMUP) samples[name].push(ns); // warm-up rounds for the JIT and WASM tier-up
    }
  }
  const medians = {};
  for (const [name, s] of Object.entries(samples)) {
    s.sort((a, b) => a - b);
    medians[name] = s[s.length >> 1];
    console.log(`${medians[name].toFixed(1).padStart(8)} ns  ${name}`);
  }
  return { medians, sink };
}

const sk = await init();
const core = await createSweepkitCore();

// ---- 1. one call from JS objects ----

// The floor: the core's WASM export called with numbers alone, no objects in or out.
function rawSweepSpherePlaneLoop() {
  const { sk_sweep_sphere_plane } = wasmExports(core);
  return () => {
    let hits = 0;
    for (let i = 0; i < CALLS; i++) {
      const c = cases[i & (CASES - 1)];
      const s = c.sphere.center;
      const d = c.displacement;
      const n = c.plane.normal;
      if (sk_sweep_sphere_plane(s.x, s.y, s.z, c.sphere.radius, d.x, d.y, d.z, n.x, n.y, n.z, c.plane.constant) > 0) {
        hits++;
      }
    }
    return hits;
  };
}

const perCall = {
  'sweepSpherePlane — sweepkit (JS objects in, plain object out)': () => {
    let hits = 0;
    for (let i = 0; i < CALLS; i++) {
      const c = cases[i & (CASES - 1)];
      if (sk.sweepSpherePlane(c.sphere, c.displacement, c.plane).hit) hits++;
    }
    return hits;
  },
  'sweepSpherePlane — plain JS, same math and result shape': () => {
    let hits = 0;
    for (let i = 0; i < CALLS; i++) {
      const c = cases[i & (CASES - 1)];
      if (jsSweepSpherePlane(c.sphere, c.displacement, c.plane).hit) hits++;
    }
    return hits;
  },
  'sweepSpherePlane — raw WASM export (sk_sweep_sphere_plane), numbers in, no result object': rawSweepSpherePlaneLoop(),
  'sweepSphereSphere — sweepkit (JS objects in, plain object out)': () => {
    let hits = 0;
    for (let i = 0; i < CALLS; i++) {
      const c = cases[i & (CASES - 1)];
      if (sk.sweepSphereSphere(c.sphere, c.displacement, c.other, c.otherDisplacement).hit) hits++;
    }
    return hits;
  },
  'sweepSphereSphere — plain JS, same math and result shape': () => {
    let hits = 0;
    for (let i = 0; i < CALLS; i++) {
      const c = cases[i & (CASES - 1)];
      if (jsSweepSphereSphere(c.sphere, c.displacement, c.other, c.otherDisplacement).hit) hits++;
    }
    return hits;
  },
};

// Cross-check before timing: both implementations agree on every case.
for (const c of cases) {
  const a = sk.sweepSpherePlane(c.sphere, c.displacement, c.plane);
  const b = jsSweepSpherePlane(c.sphere, c.displacement, c.plane);
  if (a.hit !== b.hit || Math.abs(a.t - b.t) > 1e-4) throw new Error(`sphere-plane disagreement: ${JSON.stringify(c)}`);
  const p = sk.sweepSphereSphere(c.sphere, c.displacement, c.other, c.otherDisplacement);
  const q = jsSweepSphereSphere(c.sphere, c.displacement, c.other, c.otherDisplacement);
  if (p.hit !== q.hit || Math.abs(p.t - q.t) > 1e-4) throw new Error(`sphere-sphere disagreement: ${JSON.stringify(c)}`);
}

console.log(`One call from JS objects (median of ${ROUNDS} rounds of ${CALLS.toLocaleString('en')} calls):`);
const call = timeTogether(perCall, CALLS).medians;

// ---- 2. batches of 1,000,000 sweeps in one call ----

// The batch layout (bindings/js/batch.d.ts): spheres 4 floats, displacements 3, planes 4; results 8.
function fill(array, per, make) {
  for (let i = 0; i < array.length / per; i++) array.set(make(), i * per);
  return array;
}
const big = {
  spheres: fill(new Float32Array(4 * BATCH), 4, () => [rand(), rand(), rand(), Math.abs(rand()) * 0.1]),
  displacements: fill(new Float32Array(3 * BATCH), 3, () => [rand(), rand(), rand()]),
  others: null, // sphere B near sphere A (within ±3 per axis), as a broadphase would pair them
  otherDisplacements: fill(new Float32Array(3 * BATCH), 3, () => [rand(), rand(), rand()]),
  planes: fill(new Float32Array(4 * BATCH), 4, () => {
    const n = unit();
    return [n.x, n.y, n.z, rand()];
  }),
};
big.others = fill(new Float32Array(4 * BATCH), 4, () => [0, 0, 0, Math.abs(rand()) * 0.1]);
for (let i = 0; i < 4 * BATCH; i += 4) {
  for (let k = 0; k < 3; k++) big.others[i + k] = big.spheres[i + k] + rand() * 0.3;
}
const out = new Float32Array(8 * BATCH);
const jsOut = new Float32Array(8 * BATCH);

// The in-place form: the inputs live in WASM memory (written once here, as a game writes them each frame).
const planeBatch = sk.createSweepSpherePlaneBatch(BATCH);
planeBatch.spheres.set(big.spheres);
planeBatch.displacements.set(big.displacements);
planeBatch.planes.set(big.planes);
const sphereBatch = sk.createSweepSphereSphereBatch(BATCH);
sphereBatch.spheresA.set(big.spheres);
sphereBatch.displacementsA.set(big.displacements);
sphereBatch.spheresB.set(big.others);
sphereBatch.displacementsB.set(big.otherDisplacements);

// Cross-check: the WASM batch against the plain-JS batch (float32 vs float64: t within 1e-4, same status).
function crossCheck(name, wasm, js) {
  let hits = 0;
  for (let i = 0; i < BATCH; i++) {
    const o = 8 * i;
    if (wasm[o + 7] !== js[o + 7] || Math.abs(wasm[o] - js[o]) > 1e-4) {
      throw new Error(`${name} batch disagreement at ${i}: ${wasm.subarray(o, o + 8)} vs ${js.subarray(o, o + 8)}`);
    }
    if (wasm[o + 7] === 1 || wasm[o + 7] === 2) hits++;
  }
  return hits / BATCH;
}
planeBatch.run();
jsSweepSpherePlaneBatch(big.spheres, big.displacements, big.planes, jsOut);
const planeHitRate = crossCheck('sphere-plane', planeBatch.results, jsOut);
sphereBatch.run();
jsSweepSphereSphereBatch(big.spheres, big.displacements, big.others, big.otherDisplacements, jsOut);
const sphereHitRate = crossCheck('sphere-sphere', sphereBatch.results, jsOut);

const batchContenders = {
  'sweepSpherePlane ×1M — WASM, in place (createSweepSpherePlaneBatch, run)': () => planeBatch.run(),
  'sweepSpherePlane ×1M — WASM, copying (sweepSpherePlaneBatch)': () => {
    sk.sweepSpherePlaneBatch(big.spheres, big.displacements, big.planes, out);
    return out[7];
  },
  'sweepSpherePlane ×1M — plain JS loop over the same Float32Arrays': () =>
    jsSweepSpherePlaneBatch(big.spheres, big.displacements, big.planes, jsOut),
  'sweepSphereSphere ×1M — WASM, in place (createSweepSphereSphereBatch, run)': () => sphereBatch.run(),
  'sweepSphereSphere ×1M — WASM, copying (sweepSphereSphereBatch)': () => {
    sk.sweepSphereSphereBatch(big.spheres, big.displacements, big.others, big.otherDisplacements, out);
    return out[7];
  },
  'sweepSphereSphere ×1M — plain JS loop over the same Float32Arrays': () =>
    jsSweepSphereSphereBatch(big.spheres, big.displacements, big.others, big.otherDisplacements, jsOut),
};
console.log(`Batches of ${BATCH.toLocaleString('en')} sweeps in one call (median of ${ROUNDS} rounds), per sweep:`);
const batch = timeTogether(batchContenders, BATCH).medians;
planeBatch.dispose();
sphereBatch.dispose();

// ---- native C++ (Google Benchmark), when built ----

// SWEEPKIT_NATIVE_BENCH: one or more comma-separated binaries (e.g. a GCC and a clang build); the first is the
// reference of the "ratio to native" column.
const here = fileURLToPath(new URL('.', import.meta.url));
const nativeBins = (process.env.SWEEPKIT_NATIVE_BENCH ?? `${here}../build/native/sweepkit_bench_native`)
  .split(',')
  .filter((bin) => existsSync(bin));
const natives = nativeBins.map((bin) => {
  const json = JSON.parse(
    execFileSync(bin, ['--benchmark_format=json', '--benchmark_repetitions=5'], { encoding: 'utf8' }),
  );
  const toNs = { ns: 1, us: 1e3, ms: 1e6, s: 1e9 };
  const ns = {};
  for (const b of json.benchmarks) {
    if (b.aggregate_name !== 'median') continue;
    const [name, entries = 1] = b.run_name.split('/'); // batch cases: per sweep
    ns[name] = (b.cpu_time * toNs[b.time_unit ?? 'ns']) / Number(entries);
  }
  const compiler = (json.context.compiler ?? 'unknown compiler').trim();
  for (const [name, t] of Object.entries(ns)) console.log(`${t.toFixed(1).padStart(8)} ns  native (${compiler}) ${name}`);
  return { compiler, ns };
});
const native = natives[0]?.ns ?? {};

// ---- the report ----

const fmt = (ns) => ns.toFixed(1);
const ratio = (ns, ref) => (ref ? `${(ns / ref).toFixed(2)}×` : '—');
const callKeys = Object.keys(call);
const callRow = (k, ref) => `| ${k} | ${fmt(call[k])} | ${ratio(call[k], call[ref])} |`;
const batchKeys = Object.keys(batch);
const batchRow = (k, nativeNs, js) =>
  `| ${k} | ${fmt(batch[k])} | ${nativeNs ? ratio(batch[k], nativeNs) : '—'} | ${ratio(batch[k], batch[js])} |`;
const nativePlane = native.BM_SweepSpherePlaneBatch;
const nativeSphere = native.BM_SweepSphereSphereBatch;
const nativeRows = (kernel, bench, js) =>
  natives
    .filter((n) => n.ns[bench])
    .map((n) => {
      const ns = n.ns[bench];
      return `| native C++ ${kernel} (${n.compiler}, -O3) | ${fmt(ns)} | ${ratio(ns, native[bench])} | ${ratio(ns, batch[js])} |`;
    })
    .join('\n');
const nativeTable = natives.length
  ? `| kernel | ${natives.map((n) => `${n.compiler}: ns / call (batch: per sweep)`).join(' | ')} |\n|---|${natives
      .map(() => '---:')
      .join('|')}|\n${Object.keys(native)
      .map((k) => `| ${k} | ${natives.map((n) => (n.ns[k] ? fmt(n.ns[k]) : '—')).join(' | ')} |`)
      .join('\n')}`
  : '_Not built: run `npm run build:native` first (or set SWEEPKIT_NATIVE_BENCH to the binary)._';

const report = `# sweepkit benchmark report

Generated by \`npm run bench\` (bench/bench.mjs) on ${new Date().toISOString().slice(0, 10)}:
Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores, shared with other jobs:
single figures are noisy, the ratios within a table are what count). The contenders of a table run interleaved,
${ROUNDS} measured rounds after ${WARMUP} warm-up rounds; each figure is the median.

## One call from JS objects

${CALLS.toLocaleString('en')} calls per round over ${CASES} seeded random cases. Ratio = time ÷ time of the
plain-JS implementation of the same test (same math and the same result object, in float64).

| contender | ns / call | ratio to plain JS |
|---|---:|---:|
${callRow(callKeys[0], callKeys[1])}
${callRow(callKeys[1], callKeys[1])}
${callRow(callKeys[2], callKeys[1])}
${callRow(callKeys[3], callKeys[4])}
${callRow(callKeys[4], callKeys[4])}

## Batches: ${BATCH.toLocaleString('en')} sweeps in one call

Seeded random spheres, displacements and planes in Float32Arrays of the batch layout (bindings/js/batch.d.ts);
hits: ${(planeHitRate * 100).toFixed(1)} % of the sphere–plane sweeps, ${(sphereHitRate * 100).toFixed(1)} % of the
sphere–sphere ones (every entry is cross-checked against the plain-JS loop before timing). ns per sweep, the
call's time divided by ${BATCH.toLocaleString('en')}. *In place*: the inputs are already in WASM memory (written
through the batch's views, as a game would each frame), one call, results read in place. *Copying*: the
Float32Arrays are copied into WASM memory and the results back out, around the same call.

| contender | ns / sweep | ratio to native (first build) | ratio to plain JS |
|---|---:|---:|---:|
${batchRow(batchKeys[0], nativePlane, batchKeys[2])}
${batchRow(batchKeys[1], nativePlane, batchKeys[2])}
${batchRow(batchKeys[2], nativePlane, batchKeys[2])}
${nativeRows('sweep_sphere_plane_batch', 'BM_SweepSpherePlaneBatch', batchKeys[2])}
${batchRow(batchKeys[3], nativeSphere, batchKeys[5])}
${batchRow(batchKeys[4], nativeSphere, batchKeys[5])}
${batchRow(batchKeys[5], nativeSphere, batchKeys[5])}
${nativeRows('sweep_sphere_sphere_batch', 'BM_SweepSphereSphereBatch', batchKeys[5])}

## Native C++ reference (Google Benchmark, same kernels, -O3)

${nativeTable}

## Reading it

- One call: the target for issue 2 is under 100 ns for one \`sweepSpherePlane\` call from JS objects. The query
  functions are plain \`extern "C"\` WASM exports (\`sk_sweep_sphere_plane\`, …), called straight from JS: the
  raw-export row is that call alone (including the sweep itself in WASM); the gap to the sweepkit row is reading
  the argument objects and building the result object, which the plain-JS row builds too.
- Batches: the kernels (core/src/query/batch.cpp) are branch-free, and each entry is bit for bit the single
  call's answer. In the WASM build the sphere–plane batch is a hand-written WebAssembly SIMD kernel (4 sweeps per
  step: whole-vector loads of 4 spheres, 4 planes and 12 displacement floats, transposed with shuffles, and the
  results transposed back); the sphere–sphere loop is vectorised by clang (\`-msimd128\`), which gathers the
  interleaved x, y, z inputs into lanes one by one. "Ratio to native" is to the first native build listed,
  the project's (\`npm run build:native\`, the system compiler; more builds: SWEEPKIT_NATIVE_BENCH=a,b). The
  issue's target (within 1.2× of native) is judged against the fastest native build of each kernel. GCC 12
  keeps these loops scalar (under -ftrapping-math it turns the float selects back into branches), and its
  branchy loop slows down about 3× once the arrays no longer fit in the cache, so WASM comes out ahead of it.
  clang vectorises the sphere–plane loop natively too (SSE2, with shuffles for the interleaved inputs), but not
  the sphere–sphere one (its sqrt sets errno under -fmath-errno, the Linux default).
- At 1,000,000 entries the arrays stream from memory: 76 bytes in and out per sphere–plane sweep, 88 per
  sphere–sphere sweep.
- The copying form adds two copies of the arrays (Float32Array.set into WASM memory and back out) to the in-place
  form; use \`createSweep…Batch\` when the inputs can be written where WASM reads them.
`;
writeFileSync(new URL('./REPORT.md', import.meta.url), report);
console.log('wrote bench/REPORT.md');
