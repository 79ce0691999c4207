// Per-call cost of sweepkit's JS API against a plain-JS implementation of the same tests, in one run.
// Usage: npm run bench   (writes bench/REPORT.md; includes native C++ timings when
// build/native/sweepkit_bench_native exists, i.e. after `npm run build:native`).
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import createSweepkitCore from '../dist/sweepkit_core.mjs';
import { init } from '../bindings/js/index.js';
import { wasmExports } from '../bindings/js/memory.js';
import { jsSweepSpherePlane, jsSweepSphereSphere } from './plain-js.mjs';

const CASES = 1024;
const CALLS = 1_000_000;
const ROUNDS = 9;

// Seeded random scene shared by every contender (xorshift32).
let state = 0x9e3779b9;
function rand() {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return ((state >>> 0) / 4294967296) * 20 - 10;
}
const vec = () => ({ x: rand(), y: rand(), z: rand() });
const cases = Array.from({ length: CASES }, () => {
  const n = vec();
  const len = Math.hypot(n.x, n.y, n.z);
  return {
    sphere: { center: vec(), radius: Math.abs(rand()) * 0.1 },
    displacement: vec(),
    other: { center: vec(), radius: Math.abs(rand()) * 0.1 },
    otherDisplacement: vec(),
    plane: { normal: { x: n.x / len, y: n.y / len, z: n.z / len }, constant: rand() },
  };
});

function time(fn) {
  const samples = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS + 2; round++) {
    const start = process.hrtime.bigint();
    sink += fn();
    const ns = Number(process.hrtime.bigint() - start) / CALLS;
    if (round >= 2) samples.push(ns); // two warm-up rounds for the JIT
  }
  samples.sort((a, b) => a - b);
  return { median: samples[samples.length >> 1], sink };
}

const sk = await init();
const core = await createSweepkitCore();
const { sk_sweep_sphere_plane: sweepSpherePlaneExport } = wasmExports(core);

const contenders = {
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
  'sweepSpherePlane — raw WASM export call, numbers only (floor of the binding)': () => {
    let hits = 0;
    for (let i = 0; i < CALLS; i++) {
      const c = cases[i & (CASES - 1)];
      const s = c.sphere.center;
      const d = c.displacement;
      const n = c.plane.normal;
      if (sweepSpherePlaneExport(s.x, s.y, s.z, c.sphere.radius, d.x, d.y, d.z, n.x, n.y, n.z, c.plane.constant) > 0) hits++;
    }
    return hits;
  },
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

const results = {};
for (const [name, fn] of Object.entries(contenders)) {
  results[name] = time(fn).median;
  console.log(`${results[name].toFixed(1).padStart(7)} ns/call  ${name}`);
}

// Native C++ (Google Benchmark), when built.
const here = fileURLToPath(new URL('.', import.meta.url));
const nativeBin = `${here}../build/native/sweepkit_bench_native`;
const native = {};
if (existsSync(nativeBin)) {
  const json = JSON.parse(execFileSync(nativeBin, ['--benchmark_format=json', '--benchmark_repetitions=5'], { encoding: 'utf8' }));
  for (const b of json.benchmarks) {
    if (b.aggregate_name === 'median') native[b.run_name] = b.cpu_time;
  }
  for (const [name, ns] of Object.entries(native)) console.log(`${ns.toFixed(1).padStart(7)} ns/call  native ${name}`);
}

const row = (name, ns, ref) => `| ${name} | ${ns.toFixed(1)} | ${ref ? (ns / ref).toFixed(2) + '×' : '—'} |`;
const keys = Object.keys(results);
const report = `# sweepkit benchmark report

Generated by \`npm run bench\` (bench/bench.mjs) on ${new Date().toISOString().slice(0, 10)}:
Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores).
Median of ${ROUNDS} rounds of ${CALLS.toLocaleString('en')} calls over ${CASES} seeded random cases; every contender
runs the same cases in the same process. Ratio = time ÷ time of the plain-JS implementation of the same test.

## One call from JS objects

| contender | ns / call | ratio to plain JS |
|---|---:|---:|
${row(keys[0], results[keys[0]], results[keys[1]])}
${row(keys[1], results[keys[1]], results[keys[1]])}
${row(keys[2], results[keys[2]], results[keys[1]])}
${row(keys[3], results[keys[3]], results[keys[4]])}
${row(keys[4], results[keys[4]], results[keys[4]])}

## Native C++ reference (Google Benchmark, same kernels, -O3)

${Object.keys(native).length ? `| kernel | ns / call |\n|---|---:|\n${Object.entries(native).map(([k, ns]) => `| ${k} | ${ns.toFixed(1)} |`).join('\n')}` : '_Not built: run `npm run build:native` first._'}

## Reading it

- The target for issue 2 is under 100 ns for one \`sweepSpherePlane\` call from JS objects.
- The query functions are plain \`extern "C"\` WASM exports (\`sk_sweep_sphere_plane\`, …) called straight from
  JS, no embind invoker. The raw-export row is that call with numbers alone (the sweep itself included); the
  gap between it and the sweepkit row is reading the argument objects and building the result object, which
  the plain-JS row builds too.
- Per-call APIs cannot reach native speed; the batch APIs over typed arrays (a later issue) are where
  WASM should approach the native row.
`;
writeFileSync(new URL('./REPORT.md', import.meta.url), report);
console.log('wrote bench/REPORT.md');
