// The per-call benchmark: one query call from JS objects, in each of its forms (a `target` filled in place, or
// a new result object), against a plain-JS implementation of the same test that writes the same kind of
// result, and against the raw WASM export (numbers in, no result object) as the floor. Times (interleaved
// rounds, one run), garbage collections and bytes allocated per call; returns the report's section.
import * as THREE from 'three';
import { allocation, timeTogether, ROUNDS, WARMUP } from './measure.mjs';
import { jsSweepSpherePlane, jsSweepSpherePlaneInto, jsSweepSphereSphere } from './plain-js.mjs';
import { rand, unit, vec } from './random.mjs';

const CASES = 1024; // a power of two: case i & (CASES - 1)
const CALLS = 1_000_000;

// Seeded random cases (coordinates in [-10, 10), radii in [0, 1)), as plain objects and as the three.js objects
// holding the same numbers.
const cases = Array.from({ length: CASES }, () => ({
  sphere: { center: vec(), radius: Math.abs(rand()) * 0.1 },
  displacement: vec(),
  other: { center: vec(), radius: Math.abs(rand()) * 0.1 },
  otherDisplacement: vec(),
  plane: { normal: unit(), constant: rand() },
}));
const v3 = ({ x, y, z }) => new THREE.Vector3(x, y, z);
const threeCases = cases.map((c) => ({
  sphere: new THREE.Sphere(v3(c.sphere.center), c.sphere.radius),
  displacement: v3(c.displacement),
  plane: new THREE.Plane(v3(c.plane.normal), c.plane.constant),
}));

/** A SweepHit target as a three.js user keeps one: THREE.Vector3 fields, made once. */
const sweepTarget = () => ({
  hit: false, status: 'miss', t: 0, position: new THREE.Vector3(), point: new THREE.Vector3(), normal: new THREE.Vector3(),
});

// Each loop feeds every call's answer into its sum (t + normal.y; the raw export's status code), returned to
// the harness, which adds it to a printed sink: no call is dead code. A result object that is only read this
// way does not escape the loop, so V8 may still remove its allocation (the bytes / call column shows it).
// Each loop is written out rather than made by one factory: closures of one function literal share its type
// feedback, so the call in a factory's loop would see every contender and be compiled for all of them.
function loops(sk, raw) {
  const { sk_sweep_sphere_plane, sk_sweep_sphere_sphere } = raw;
  const skTarget = sweepTarget();
  const jsTarget = sweepTarget();
  return {
    planeTarget: (n) => {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const c = threeCases[i & (CASES - 1)];
        sk.sweepSpherePlane(c.sphere, c.displacement, c.plane, skTarget);
        sum += skTarget.t + skTarget.normal.y;
      }
      return sum;
    },
    planeTargetJs: (n) => {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const c = threeCases[i & (CASES - 1)];
        jsSweepSpherePlaneInto(c.sphere, c.displacement, c.plane, jsTarget);
        sum += jsTarget.t + jsTarget.normal.y;
      }
      return sum;
    },
    planeObject: (n) => {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const c = threeCases[i & (CASES - 1)];
        const r = sk.sweepSpherePlane(c.sphere, c.displacement, c.plane);
        sum += r.t + r.normal.y;
      }
      return sum;
    },
    planeObjectJs: (n) => {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const c = threeCases[i & (CASES - 1)];
        const r = jsSweepSpherePlane(c.sphere, c.displacement, c.plane);
        sum += r.t + r.normal.y;
      }
      return sum;
    },
    planeRaw: (n) => {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const c = threeCases[i & (CASES - 1)];
        const s = c.sphere.center;
        const d = c.displacement;
        const p = c.plane.normal;
        sum += sk_sweep_sphere_plane(s.x, s.y, s.z, c.sphere.radius, d.x, d.y, d.z, p.x, p.y, p.z, c.plane.constant);
      }
      return sum;
    },
    sphereObject: (n) => {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const c = cases[i & (CASES - 1)];
        const r = sk.sweepSphereSphere(c.sphere, c.displacement, c.other, c.otherDisplacement);
        sum += r.t + r.normal.y;
      }
      return sum;
    },
    sphereObjectJs: (n) => {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const c = cases[i & (CASES - 1)];
        const r = jsSweepSphereSphere(c.sphere, c.displacement, c.other, c.otherDisplacement);
        sum += r.t + r.normal.y;
      }
      return sum;
    },
    sphereRaw: (n) => {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const c = cases[i & (CASES - 1)];
        const a = c.sphere.center, da = c.displacement, b = c.other.center, db = c.otherDisplacement;
        sum += sk_sweep_sphere_sphere(a.x, a.y, a.z, c.sphere.radius, da.x, da.y, da.z,
          b.x, b.y, b.z, c.other.radius, db.x, db.y, db.z);
      }
      return sum;
    },
  };
}

// The rows: [loop, query, form, its plain-JS twin, its floor].
const ROWS = [
  ['planeTarget', 'sweepSpherePlane', 'sweepkit: three.js objects in, `target` (THREE.Vector3 fields) filled in place', 'planeTargetJs', 'planeRaw'],
  ['planeTargetJs', 'sweepSpherePlane', 'plain JS: the same, into the same kind of target', 'planeTargetJs', 'planeRaw'],
  ['planeObject', 'sweepSpherePlane', 'sweepkit: three.js objects in, a new plain object out', 'planeObjectJs', 'planeRaw'],
  ['planeObjectJs', 'sweepSpherePlane', 'plain JS: the same, a new object of the same shape', 'planeObjectJs', 'planeRaw'],
  ['planeRaw', 'sweepSpherePlane', 'floor: the raw export `sk_sweep_sphere_plane`, numbers in, status code out', null, 'planeRaw'],
  ['sphereObject', 'sweepSphereSphere', 'sweepkit: plain objects in, a new plain object out', 'sphereObjectJs', 'sphereRaw'],
  ['sphereObjectJs', 'sweepSphereSphere', 'plain JS: the same, a new object of the same shape', 'sphereObjectJs', 'sphereRaw'],
  ['sphereRaw', 'sweepSphereSphere', 'floor: the raw export `sk_sweep_sphere_sphere`, numbers in, status code out', null, 'sphereRaw'],
];
const TARGET_RATIO = 1.6; // issue 10: the target form within 1.6× of plain JS filling the same kind of target

/** Before timing: every form agrees with plain JS on every case (float32 core vs float64 JS). */
function crossCheck(sk) {
  const close = (a, b, tol) => Math.abs(a - b) <= tol;
  const closeVec = (a, b, tol) => close(a.x, b.x, tol) && close(a.y, b.y, tol) && close(a.z, b.z, tol);
  const mine = sweepTarget();
  const theirs = sweepTarget();
  cases.forEach((c, i) => {
    const three = threeCases[i];
    sk.sweepSpherePlane(three.sphere, three.displacement, three.plane, mine);
    jsSweepSpherePlaneInto(three.sphere, three.displacement, three.plane, theirs);
    const fresh = sk.sweepSpherePlane(three.sphere, three.displacement, three.plane);
    const plain = jsSweepSpherePlane(three.sphere, three.displacement, three.plane);
    for (const [a, b] of [[mine, theirs], [fresh, plain], [mine, fresh]]) {
      if (a.hit !== b.hit || a.status !== b.status || !close(a.t, b.t, 1e-4) || !closeVec(a.normal, b.normal, 1e-4) ||
          !closeVec(a.position, b.position, 1e-3) || !closeVec(a.point, b.point, 1e-3)) {
        throw new Error(`sphere-plane disagreement on case ${i}: ${JSON.stringify([a, b])}`);
      }
    }
    const p = sk.sweepSphereSphere(c.sphere, c.displacement, c.other, c.otherDisplacement);
    const q = jsSweepSphereSphere(c.sphere, c.displacement, c.other, c.otherDisplacement);
    if (p.hit !== q.hit || !close(p.t, q.t, 1e-4)) throw new Error(`sphere-sphere disagreement on case ${i}`);
  });
}

/**
 * Runs the per-call benchmark and returns its section of bench/REPORT.md.
 * @param {object} sk   the sweepkit API (init())
 * @param {Record<string, Function>} raw  the raw sk_* exports of a second instance of the same core
 */
export function perCall(sk, raw) {
  crossCheck(sk);
  const fns = loops(sk, raw);
  console.log(`One call from JS objects (median of ${ROUNDS} rounds of ${CALLS.toLocaleString('en')} calls):`);
  const label = (query, form) => `${query} — ${form}`;
  const ns = timeTogether(Object.fromEntries(ROWS.map(([key, q, form]) => [label(q, form), () => fns[key](CALLS)])), CALLS);
  const time = Object.fromEntries(ROWS.map(([key, q, form]) => [key, ns[label(q, form)]]));
  // Allocation, after timing (every loop is optimised by then): one more run of 1,000,000 calls each.
  const alloc = {};
  let sink = 0;
  for (const [key, q, form] of ROWS) {
    alloc[key] = allocation(() => fns[key](CALLS));
    sink += alloc[key].result;
    console.log(`${String(alloc[key].gcs).padStart(5)} GCs ${(alloc[key].bytes / CALLS).toFixed(1).padStart(7)} B/call  ${label(q, form)}`);
  }
  console.log(`(sink ${sink})`);
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  const rows = ROWS.map(([key, q, form, twin, floor]) =>
    `| \`${q}\` | ${form} | ${time[key].toFixed(1)} | ${ratio(time[key], time[floor])} | ${twin ? ratio(time[key], time[twin]) : '—'} | ` +
    `${alloc[key].gcs} | ${(alloc[key].bytes / CALLS).toFixed(1)} |`).join('\n');
  const targetRatio = time.planeTarget / time.planeTargetJs;
  const gcs = [alloc.planeTarget.gcs, alloc.planeTargetJs.gcs];
  const floorNote = time.planeRaw > TARGET_RATIO * time.planeTargetJs
    ? `: above ${TARGET_RATIO}×, so no wrapper around this export can meet the goal here`
    : '';
  const verdict = (ok) => (ok ? 'met' : '**missed**');
  return `## One call from JS objects

${CALLS.toLocaleString('en')} calls per round over ${CASES} seeded random cases (coordinates in [-10, 10), radii
in [0, 1)), all contenders interleaved round after round in one run (${ROUNDS} measured rounds after ${WARMUP}
warm-up rounds; the median). Every form is cross-checked against plain JS on every case before timing.
*Plain JS* is the same math in float64 (bench/plain-js.mjs), without sweepkit's input checks; its twin of the
\`target\` form writes the same fields into the same kind of target (\`jsSweepSpherePlaneInto\`). The *floor* is
the raw WASM export called with the numbers read from the same objects, returning only the status code.

| query | form | ns / call | ratio to the floor | ratio to its plain-JS twin | GCs over ${CALLS.toLocaleString('en')} calls | bytes / call |
|---|---|---:|---:|---:|---:|---:|
${rows}

- Goal (issue 10), the \`target\` form from three.js objects against plain JS filling the same kind of target:
  time **${targetRatio.toFixed(2)}×** (goal: within ${TARGET_RATIO}×), ${verdict(targetRatio <= TARGET_RATIO)};
  garbage collections over ${CALLS.toLocaleString('en')} calls **${gcs[0]} vs ${gcs[1]}** (goal: no more), ${verdict(gcs[0] <= gcs[1])}.
- The floor alone (one call into WASM, the sweep included, nothing read or written in JS) is
  ${(time.planeRaw / time.planeTargetJs).toFixed(2)}× the plain-JS twin${floorNote}.
  bench/PER-CALL.md takes the wrapper's cost apart (where its bytes per call come from, and a change that
  removes them).
- How each loop consumes its results: every call's answer is added to a running sum (\`t + normal.y\` of the
  result or of the target; the status code for the raw export), which the harness adds to a sink it prints, so
  no call is dead code. The results are only read, never kept: a result object that V8 sees through (plain JS
  inlined into the loop) may have its allocation removed. The bytes / call column says whether it was.
- Allocation: one more run of ${CALLS.toLocaleString('en')} calls per contender after timing (the code is
  optimised by then), not interleaved. GCs = collections V8 ran during it (\`v8.GCProfiler\`); bytes / call =
  (JS heap used after − used before + what each of those collections freed, from the heap statistics V8
  takes before and after each) ÷ ${CALLS.toLocaleString('en')}.`;
}
