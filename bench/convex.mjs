// Convex pairs per call (issue 11, "Speed"): sweepkit's generic contact and sweep on oriented boxes and capsules
// against Rapier (@dimforge/rapier3d-compat) and Jolt (jolt-physics), on the same seeded cases in one run:
// OBB–OBB contact (sweepkit: SAT with a manifold), capsule–OBB contact overlapping (GJK + EPA) and separated
// (GJK distance alone decides the miss), and convex casts (OBB and capsule moving against a static OBB).
// Every peer's answer is checked against sweepkit's on every case before timing (bench/convex-peers.mjs turns
// each engine's answer into sweepkit's terms).
// Usage: node bench/convex.mjs [--quick] (after scripts/build-wasm.sh; `npm run bench` runs it). Writes
// bench/CONVEX.md; --quick (the agreement checks, and a few calls timed) writes nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import RAPIER from '@dimforge/rapier3d-compat';
import initJolt from 'jolt-physics';
import createSweepkitCore from '../dist/sweepkit_core.mjs';
import { motionWords, shapeTag } from '../bindings/js/check.js';
import { init } from '../bindings/js/index.js';
import { wasmExports } from '../bindings/js/memory.js';
import { BATCH_SWEEP_HIT } from '../bindings/js/generated/layout.js';
import { packShape } from '../bindings/js/generated/shapes.js';
import {
  joltCastAnswer, joltContactAnswer, joltPairs, joltRegister, rapierCastAnswer, rapierContactAnswer, rapierPairs,
} from './convex-peers.mjs';
import { timeTogether, ROUNDS, WARMUP } from './measure.mjs';
import { rand, unit } from './random.mjs';

const CASES = 256; // a power of two: case i & (CASES - 1)
const QUICK = process.argv.includes('--quick');
const CALLS = QUICK ? 1024 : 51_200; // per contender and round (a multiple of CASES: whole batches)
const CHECKED_FIRST = 8; // these cases must agree, or the run stops
const DEPTH_TOL = 2e-3; // agreement: |depth − sk depth|, |t − sk t| (float32 core, peers' GJK/EPA tolerances)
const T_TOL = 2e-3;

const loadBefore = os.loadavg();
const sk = await init();
// A second instance of the core, whose raw exports are the floor: numbers in, the status code out.
const { sk_contact, sk_sweep } = wasmExports(await createSweepkitCore());
await RAPIER.init();
const J = await initJolt();
joltRegister(J);

// ---- the seeded cases (bench/random.mjs) ----

const r01 = () => (rand() + 10) / 20;
const scaled = (v, s) => ({ x: v.x * s, y: v.y * s, z: v.z * s });
const add = (a, b) => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
const jitter = (s) => ({ x: rand() * s, y: rand() * s, z: rand() * s }); // each coordinate in [−10 s, 10 s)
function quaternion() {
  const q = { x: rand(), y: rand(), z: rand(), w: rand() };
  const n = Math.hypot(q.x, q.y, q.z, q.w);
  return { x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n };
}
const obb = (center) => ({
  center, halfSize: { x: 0.25 + 0.75 * r01(), y: 0.25 + 0.75 * r01(), z: 0.25 + 0.75 * r01() }, rotation: quaternion(),
});
function capsule(center) {
  const axis = scaled(unit(), 0.25 + 0.75 * r01());
  return { start: add(center, scaled(axis, -1)), end: add(center, axis), radius: 0.1 + 0.3 * r01() };
}
const centreOf = (s) => s.center ?? scaled(add(s.start, s.end), 0.5);
const separated = (a, b) => !sk.contact(a, b).hit;

/** `count` pairs from `make`, kept when `keep(pair)` (sweepkit decides which set a pair belongs to). */
function pairs(count, make, keep = () => true) {
  const out = [];
  while (out.length < count) {
    const pair = make();
    if (keep(pair)) out.push(pair);
  }
  return out;
}
// Contacts: B's centre within ±1.5 of A's on each axis, boxes of half sizes 0.25–1, capsules of half length
// 0.25–1 and radius 0.1–0.4.
const obbObb = pairs(CASES, () => {
  const a = obb(jitter(0.1));
  return { a, b: obb(add(a.center, jitter(0.15))) };
});
const capsuleObb = () => {
  const a = capsule(jitter(0.1));
  return { a, b: obb(add(centreOf(a), jitter(0.15))) };
};
const capsuleObbOverlapping = pairs(CASES, capsuleObb, ({ a, b }) => !separated(a, b));
const capsuleObbSeparated = pairs(CASES, capsuleObb, ({ a, b }) => separated(a, b));
// Casts: A starts 4.5 away from B (apart) and moves by (a point near B − A's start) × 0.6–1.4; B is static.
const cast = (makeA, target) => () => {
  const b = target ?? obb(jitter(0.1));
  const a = makeA(add(b.center, scaled(unit(), 4.5)));
  const centre = centreOf(a);
  const aim = add(b.center, jitter(0.1));
  const da = scaled({ x: aim.x - centre.x, y: aim.y - centre.y, z: aim.z - centre.z }, 0.6 + 0.8 * r01());
  return { a, da, b };
};
const obbCast = pairs(CASES, cast(obb), ({ a, b }) => separated(a, b));
const capsuleCast = pairs(CASES, cast(capsule), ({ a, b }) => separated(a, b));
// The batch form sweeps against one target: the same draws with B the first OBB cast's target for every case.
const sharedTarget = obbCast[0].b;
const obbCastShared = pairs(CASES, cast(obb, sharedTarget), ({ a, b }) => separated(a, b));
const capsuleCastShared = pairs(CASES, cast(capsule, sharedTarget), ({ a, b }) => separated(a, b));

/** A convex cast batch of the cases' moving shapes (one kind, the shared target), filled once before timing. */
function castBatch(cases) {
  const batch = sk.createSweepShapeBatch(shapeKind(cases[0].a), CASES);
  cases.forEach((c, i) => {
    batch.setShape(i, c.a);
    batch.displacements.set([c.da.x, c.da.y, c.da.z], 3 * i);
  });
  return { batch, target: cases[0].b };
}
const shapeKind = (s) => (s.halfSize ? 'obb' : 'capsule');

// ---- the loops ----

// Each loop feeds every call's answer into its sum (contacts: depth + normal.y, or Rapier's distance +
// normal1.y, Jolt's depth + axis.y; casts: t), returned to the harness, which adds it to a printed sink: no call
// is dead code. Results are only read, never kept, so V8 may remove an allocation it sees through (none of these
// calls is inlined through WASM, so none here is). Each loop is written out rather than made by one factory:
// closures of one function literal share their type feedback. A loop serves every table of its kind (its call
// site sees boxes and capsules).
const ZERO = { x: 0, y: 0, z: 0 };
const contactTarget = { hit: false, depth: 0, normal: { x: 0, y: 0, z: 0 }, pointA: { x: 0, y: 0, z: 0 }, pointB: { x: 0, y: 0, z: 0 } };
const sweepTarget = { hit: false, status: 'miss', t: 0, position: { x: 0, y: 0, z: 0 }, point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 } };
const rapierContact = new RAPIER.ShapeContact(0, { ...ZERO }, { ...ZERO }, { ...ZERO }, { ...ZERO });
const rapierHit = new RAPIER.ShapeCastHit(0, { ...ZERO }, { ...ZERO }, { ...ZERO }, { ...ZERO });
const rapierColliderHit = new RAPIER.ColliderShapeCastHit(null, 0, { ...ZERO }, { ...ZERO }, { ...ZERO }, { ...ZERO });

// The raw export's arguments of a case, made before timing: the shape tags, 16 words per shape, 6 per motion.
function rawWords(c, isCast) {
  const w = new Float64Array(44);
  const tagA = shapeTag('bench', 'a', c.a), tagB = shapeTag('bench', 'b', c.b);
  packShape('bench', 'a', tagA, c.a, w, 0);
  packShape('bench', 'b', tagB, c.b, w, 16);
  if (isCast) motionWords('bench', 'da', c.da, w.subarray(32, 38));
  return { tagA, tagB, w };
}
const BATCH_STRIDE = BATCH_SWEEP_HIT.STRIDE;
const BATCH_ROW = 'sweepkit `SweepShapeBatch.run`, per cast (256 per call, results read in place)';
const JS_WORDS = new Float64Array(32); // the JS-side loops' scratch (what the generated wrappers write)
const JS_MOTION_A = new Float64Array(6);
const JS_MOTION_B = new Float64Array(6);

const loops = {
  // The floor: the raw export with the numbers of a case (no reading, checking, packing or result object).
  rawContact: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const { tagA, tagB, w } = cs[i & (CASES - 1)];
      sum += sk_contact(tagA, w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9], w[10], w[11], w[12], w[13], w[14], w[15],
        tagB, w[16], w[17], w[18], w[19], w[20], w[21], w[22], w[23], w[24], w[25], w[26], w[27], w[28], w[29], w[30], w[31]);
    }
    return sum;
  },
  rawSweep: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const { tagA, tagB, w } = cs[i & (CASES - 1)];
      sum += sk_sweep(tagA, w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9], w[10], w[11], w[12], w[13], w[14], w[15],
        w[32], w[33], w[34], w[35], w[36], w[37],
        tagB, w[16], w[17], w[18], w[19], w[20], w[21], w[22], w[23], w[24], w[25], w[26], w[27], w[28], w[29], w[30], w[31],
        w[38], w[39], w[40], w[41], w[42], w[43]);
    }
    return sum;
  },
  // The JS side alone: what the generic wrapper does before its WASM call (shape kinds, reading and checking
  // every number, packing them), with no call and no result.
  jsContact: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const tagA = shapeTag('contact', 'shapeA', c.a);
      packShape('contact', 'shapeA', tagA, c.a, JS_WORDS, 0);
      const tagB = shapeTag('contact', 'shapeB', c.b);
      packShape('contact', 'shapeB', tagB, c.b, JS_WORDS, 16);
      sum += JS_WORDS[0] + JS_WORDS[16];
    }
    return sum;
  },
  jsSweep: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const tagA = shapeTag('sweep', 'shapeA', c.a);
      packShape('sweep', 'shapeA', tagA, c.a, JS_WORDS, 0);
      motionWords('sweep', 'displacementA', c.da, JS_MOTION_A);
      const tagB = shapeTag('sweep', 'shapeB', c.b);
      packShape('sweep', 'shapeB', tagB, c.b, JS_WORDS, 16);
      motionWords('sweep', 'displacementB', ZERO, JS_MOTION_B);
      sum += JS_WORDS[0] + JS_WORDS[16] + JS_MOTION_A[0];
    }
    return sum;
  },
  skContactTarget: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const r = sk.contact(c.a, c.b, contactTarget);
      sum += r.depth + r.normal.y;
    }
    return sum;
  },
  skContactObject: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const r = sk.contact(c.a, c.b);
      sum += r.depth + r.normal.y;
    }
    return sum;
  },
  rapierContactShape: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const r = c.shapeA.contactShape(c.posA, c.rotA, c.shapeB, c.posB, c.rotB, 0, rapierContact);
      if (r) sum += r.distance + r.normal1.y;
    }
    return sum;
  },
  rapierContactCollider: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const r = c.colliderA.contactCollider(c.colliderB, 0, rapierContact);
      if (r) sum += r.distance + r.normal1.y;
    }
    return sum;
  },
  joltCollide: ({ items, scale, collideSettings, base, filter, collideCollector }, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = items[i & (CASES - 1)];
      collideCollector.Reset();
      c.tsB.CollideShape(c.shapeA, scale, c.matA, collideSettings, base, collideCollector, filter);
      if (collideCollector.HadHit()) {
        const h = collideCollector.get_mHit();
        sum += h.get_mPenetrationDepth() + h.get_mPenetrationAxis().GetY();
      }
    }
    return sum;
  },
  skSweepTarget: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      sum += sk.sweep(c.a, c.da, c.b, ZERO, sweepTarget).t;
    }
    return sum;
  },
  // The batch form: CASES casts per WASM call, each result's t read from the results array.
  skSweepBatch: ({ batch, target }, n) => {
    let sum = 0;
    for (let done = 0; done < n; done += CASES) {
      batch.run(CASES, target);
      const r = batch.results;
      for (let i = 0; i < CASES; i++) sum += r[i * BATCH_STRIDE];
    }
    return sum;
  },
  skSweepObject: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      sum += sk.sweep(c.a, c.da, c.b, ZERO).t;
    }
    return sum;
  },
  rapierCastShape: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const r = c.shapeA.castShape(c.posA, c.rotA, c.velA, c.shapeB, c.posB, c.rotB, ZERO, 0, 1, true, rapierHit);
      sum += r ? r.time_of_impact : 1;
    }
    return sum;
  },
  rapierCastCollider: (cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const r = c.colliderA.castCollider(c.velA, c.colliderB, ZERO, 0, 1, true, rapierColliderHit);
      sum += r ? r.time_of_impact : 1;
    }
    return sum;
  },
  joltCast: ({ items, castSettings, base, filter, castCollector }, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = items[i & (CASES - 1)];
      castCollector.Reset();
      c.tsB.CastShape(c.cast, castSettings, base, castCollector, filter);
      sum += castCollector.HadHit() ? castCollector.get_mHit().get_mFraction() : 1;
    }
    return sum;
  },
};

// ---- agreement with sweepkit, then timing ----

const dot = (a, b) => a.x * b.x + a.y * b.y + a.z * b.z;

/** Compares a peer's answers with sweepkit's: hit/miss, depth or t, and the normal's direction for contacts. */
function agreement(name, skAnswers, answers, isCast) {
  let disagree = 0;
  let maxDiff = 0;
  answers.forEach((p, i) => {
    const s = skAnswers[i];
    const diff = isCast ? Math.abs(p.t - s.t) : Math.abs(p.depth - s.depth);
    // A normal counts only where the least translation is unique enough to compare (deeper than the tolerance).
    const normalOff = !isCast && s.hit && p.hit && s.depth > DEPTH_TOL && dot(p.normal, s.normal) < 0.99;
    const bad = p.hit !== s.hit || diff > (isCast ? T_TOL : DEPTH_TOL) || normalOff;
    if (p.hit === s.hit) maxDiff = Math.max(maxDiff, diff);
    if (bad) disagree++;
    if (bad && i < CHECKED_FIRST) {
      throw new Error(`bench/convex: ${name} disagrees with sweepkit on case ${i}: ${JSON.stringify(p)} vs ${JSON.stringify(s)}`);
    }
  });
  return { disagree, maxDiff };
}

const PEERS = { rapierShape: 'Rapier `Shape.%s`', rapierCollider: 'Rapier `Collider.%s`', jolt: 'Jolt `TransformedShape.%s`' };

/** One table: the contenders interleaved, after every peer's answers were checked against sweepkit's. */
function table(title, cases, isCast, batched = false) {
  const rapier = rapierPairs(RAPIER, cases);
  const jolt = joltPairs(J, cases);
  const skAnswers = cases.map((c) => (isCast ? sk.sweep(c.a, c.da, c.b, ZERO) : sk.contact(c.a, c.b)));
  const collect = (run, answer) => rapier.map((_, i) => answer(run(i)));
  const joltRun = (call, collector) => (i) => (collector.Reset(), call(jolt.items[i]), collector);
  const peers = isCast
    ? {
        [PEERS.rapierShape.replace('%s', 'castShape')]: collect((i) => {
          const c = rapier[i];
          return c.shapeA.castShape(c.posA, c.rotA, c.velA, c.shapeB, c.posB, c.rotB, ZERO, 0, 1, true);
        }, rapierCastAnswer),
        [PEERS.rapierCollider.replace('%s', 'castCollider')]: collect(
          (i) => rapier[i].colliderA.castCollider(rapier[i].velA, rapier[i].colliderB, ZERO, 0, 1, true),
          rapierCastAnswer,
        ),
        [PEERS.jolt.replace('%s', 'CastShape')]: collect(
          joltRun((c) => c.tsB.CastShape(c.cast, jolt.castSettings, jolt.base, jolt.castCollector, jolt.filter), jolt.castCollector),
          joltCastAnswer,
        ),
      }
    : {
        [PEERS.rapierShape.replace('%s', 'contactShape')]: collect((i) => {
          const c = rapier[i];
          return c.shapeA.contactShape(c.posA, c.rotA, c.shapeB, c.posB, c.rotB, 0);
        }, rapierContactAnswer),
        [PEERS.rapierCollider.replace('%s', 'contactCollider')]: collect(
          (i) => rapier[i].colliderA.contactCollider(rapier[i].colliderB, 0),
          rapierContactAnswer,
        ),
        [PEERS.jolt.replace('%s', 'CollideShape')]: collect(
          joltRun(
            (c) => c.tsB.CollideShape(c.shapeA, jolt.scale, c.matA, jolt.collideSettings, jolt.base, jolt.collideCollector, jolt.filter),
            jolt.collideCollector,
          ),
          joltContactAnswer,
        ),
      };
  const checks = Object.fromEntries(Object.entries(peers).map(([name, answers]) => [name, agreement(name, skAnswers, answers, isCast)]));
  const hits = skAnswers.filter((s) => s.hit).length;
  const query = isCast ? 'sweep' : 'contact';
  const raw = cases.map((c) => rawWords(c, isCast));
  const batch = batched ? castBatch(cases) : null;
  if (batched) {
    batch.batch.run(CASES, batch.target);
    cases.forEach((c, i) => {
      if (batch.batch.result(i).t !== Math.fround(skAnswers[i].t)) throw new Error(`bench/convex: the batch's t differs from sk.sweep's on case ${i}`);
    });
  }
  const rawName = `sweepkit raw export \`sk_${query}\` (numbers in, status out: the floor)`;
  const jsName = `sweepkit JS side alone (kinds, checks, packing; no call, no result)`;
  const contenders = isCast
    ? {
        [`sweepkit \`sk.${query}\`, \`target\` filled in place`]: () => loops.skSweepTarget(cases, CALLS),
        [`sweepkit \`sk.${query}\`, a new result object`]: () => loops.skSweepObject(cases, CALLS),
        ...(batched && { [BATCH_ROW]: () => loops.skSweepBatch(batch, CALLS) }),
        [rawName]: () => loops.rawSweep(raw, CALLS),
        [jsName]: () => loops.jsSweep(cases, CALLS),
        [Object.keys(peers)[0]]: () => loops.rapierCastShape(rapier, CALLS),
        [Object.keys(peers)[1]]: () => loops.rapierCastCollider(rapier, CALLS),
        [Object.keys(peers)[2]]: () => loops.joltCast(jolt, CALLS),
      }
    : {
        [`sweepkit \`sk.${query}\`, \`target\` filled in place`]: () => loops.skContactTarget(cases, CALLS),
        [`sweepkit \`sk.${query}\`, a new result object`]: () => loops.skContactObject(cases, CALLS),
        [rawName]: () => loops.rawContact(raw, CALLS),
        [jsName]: () => loops.jsContact(cases, CALLS),
        [Object.keys(peers)[0]]: () => loops.rapierContactShape(rapier, CALLS),
        [Object.keys(peers)[1]]: () => loops.rapierContactCollider(rapier, CALLS),
        [Object.keys(peers)[2]]: () => loops.joltCollide(jolt, CALLS),
      };
  console.log(`${title}: ${hits}/${CASES} hits; disagreements with sweepkit: ${JSON.stringify(checks)}`);
  const ns = timeTogether(contenders, CALLS);
  return { title, ns, checks, hits, isCast };
}

const tables = [
  table('OBB–OBB contact', obbObb, false),
  table('capsule–OBB contact, overlapping (GJK + EPA)', capsuleObbOverlapping, false),
  table('capsule–OBB contact, separated (GJK distance decides the miss)', capsuleObbSeparated, false),
  table('OBB cast against a static OBB', obbCast, true),
  table('capsule cast against a static OBB', capsuleCast, true),
  table('OBB casts against one static OBB: the batch form', obbCastShared, true, true),
  table('capsule casts against one static OBB: the batch form', capsuleCastShared, true, true),
];

// ---- where the time goes: the same cases natively (bench/native/bench_convex.cpp), when built ----

const NATIVE_BENCH = new URL('../build/native/sweepkit_bench_convex', import.meta.url);
const NATIVE_ROWS = [ // benchmark name, the table it matches
  ['BM_ContactObbObb', 0], ['BM_ContactCapsuleObbOverlapping', 1], ['BM_ContactCapsuleObbSeparated', 2],
  ['BM_SweepObbObb', 3], ['BM_SweepCapsuleObb', 4],
];
function nativeTimes() {
  if (!existsSync(NATIVE_BENCH)) return null;
  const out = execFileSync(fileURLToPath(NATIVE_BENCH), ['--benchmark_format=json', '--benchmark_min_time=0.5'], { encoding: 'utf8' });
  return Object.fromEntries(JSON.parse(out).benchmarks.map((b) => [b.name, b.cpu_time]));
}
const native = QUICK ? null : nativeTimes();

function splitSection() {
  if (!native) return '(build/native/sweepkit_bench_convex not built: `npm run bench` builds it)\n';
  const rows = NATIVE_ROWS.map(([name, i]) => {
    const { title, ns } = tables[i];
    const [target, , raw, js] = Object.keys(ns).map((k) => ns[k]);
    const c = native[name];
    return `| ${title} | ${fmt(c)} | ${fmt(raw)} (${(raw / c).toFixed(1)}×) | ${fmt(js)} | ${fmt(target - raw - js)} | ${fmt(target)} |`;
  });
  return `| pair | native core (C++, GCC -O3) | WASM raw export (÷ native) | JS side alone | the rest: the result read into \`target\` | \`sk.*\`, \`target\` form |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}
`;
}

// ---- the report ----

const fmt = (x) => x.toFixed(1);
const loadAverage = (load) => load.map((l) => l.toFixed(1)).join(', ');
function section({ title, ns, checks, hits, isCast }) {
  const names = Object.keys(ns);
  const peerNames = names.filter((k) => k in checks);
  const fastestPeer = Math.min(...peerNames.map((k) => ns[k]));
  const rows = names.map((k, i) => {
    const c = checks[k];
    // The raw export and the JS side alone answer nothing to compare; the batch was checked against sk.sweep.
    const own = i < 2 ? 'reference' : k === BATCH_ROW ? "sk.sweep's t (all 256)" : '—';
    const agree = c ? `${CASES - c.disagree}/${CASES} (max Δ${isCast ? 't' : 'depth'} ${c.maxDiff.toExponential(1)})` : own;
    return `| ${k} | ${fmt(ns[k])} | ${(ns[k] / fastestPeer).toFixed(2)}× | ${agree} |`;
  });
  const speedup = fastestPeer / ns[names[0]];
  const batchLine = BATCH_ROW in ns
    ? `\nThe batch form: the fastest peer's time per call ÷ sweepkit's per cast in a batch: **${(fastestPeer / ns[BATCH_ROW]).toFixed(2)}×**.\n`
    : '';
  return `### ${title}

${hits} of ${CASES} cases ${isCast ? 'hit' : 'touch'} (sweepkit's answer).

| contender | ns / call | ratio to the fastest peer | agrees with sweepkit |
|---|---:|---:|---:|
${rows.join('\n')}

The fastest peer's time ÷ sweepkit's (\`target\` form): **${speedup.toFixed(2)}×** (below 1: sweepkit is slower;
goal: at least 3×, ${speedup >= 3 ? 'met' : 'missed'}).
${batchLine}`;
}

const report = `# Convex pairs per call: sweepkit against Rapier and Jolt

Generated by \`node bench/convex.mjs\` (run by \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}:
Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores shared with other jobs
(load average ${loadAverage(loadBefore)} at the start, ${loadAverage(os.loadavg())} at the end: the machine was
loaded; single figures are noisy, the ratios within a table are what count). @dimforge/rapier3d-compat and
jolt-physics as installed. CPU time (bench/measure.mjs): ${CALLS.toLocaleString('en')} calls per contender and
round over ${CASES} seeded cases, the contenders of a table interleaved round after round (${ROUNDS} measured
rounds after ${WARMUP} warm-up rounds; the median).

## Where the time goes

CPU ns per call on the same cases (the native benchmark draws them with the same generator): the core's math
natively (\`sweepkit_bench_convex\`, \`contact_manifold\` / \`sweep_rotating\` as the exports call them, run after the
tables), the raw WASM export called with the numbers (the core in WebAssembly plus one boundary crossing), the JS
side alone (shape kinds, reading and checking every number, packing), and what is left of the \`sk.*\` call (reading
the result into the target, the call's own overhead). The core's math in WebAssembly is most of every call; the
JS side alone costs under 300 ns.

${splitSection()}
Where the core's own time goes (perf on the native benchmark): GJK's support queries and simplex solver for the
casts (conservative advancement makes 2–4 GJK runs per cast, each warm-started from the last), the separating-axis
test and its face clipping for OBB–OBB (\`contact_obb_obb.cpp\` and \`sat_manifold.cpp\` build the faces and the
clipped polygons in \`std::vector\`s: about a fifth of that call is malloc and free), and the argument checks and
matrix–quaternion conversions around each call (~20 %).

Before this round of changes (the same harness, 2026-11-24, the machine as loaded): \`sk.*\` target form
OBB–OBB contact 1218 ns, capsule–OBB overlapping 1473 ns, separated 1213 ns, OBB cast 5851 ns, capsule cast
2453 ns; raw export 813, 1098, 800, 5389, 2114 ns. What changed: GJK starts from the support point along the
centres' difference and stops as soon as a support plane proves a separated pair further apart than the radii
(Jolt's early out: one or two support queries), supports through rotation matrices, conservative advancement
warm-starts each GJK from the last simplex (Catto's b2SimplexCache), EPA no longer zeroes its 7 KB polytope per
call, sphere–OBB contact and sweep have closed forms (the sphere in the box's frame), and the generic pairs test
the shapes' bounding spheres (along the relative motion for sweeps) before GJK.

${tables.map(section).join('\n')}
## What each contender does

- **sweepkit**: \`sk.contact(a, b, target?)\` and \`sk.sweep(a, da, b, {0,0,0}, target?)\` on plain objects
  (\`{center, halfSize, rotation: {x,y,z,w}}\`, \`{start, end, radius}\`), read and checked on every call. OBB–OBB
  contact is SAT with a manifold (the JS result carries the deepest point pair), capsule–OBB GJK and EPA,
  casts conservative advancement on GJK distance. sweepkit has no distance query in JS: the separated
  capsule–OBB table times the GJK distance that decides the miss (the other contenders answer the same
  question: penetration or touching only).
- **Rapier** (0.21): \`Shape.contactShape\` / \`Shape.castShape\` with the shapes made once and the poses as plain
  objects; every call converts both shapes, positions and rotations into six WASM objects and frees them
  again, which is its JS API's cost. \`Collider.contactCollider\` / \`castCollider\` use colliders
  whose shapes and poses already live in WASM (one never-stepped World holding every case), the closest Rapier
  offers to a bare pair query. Both fill a \`target\`; prediction 0, target distance 0, maxToi 1 with the
  frame's displacement as the velocity, stopAtPenetration true. Rapier answers OBB–OBB with one contact (no
  manifold from this API).
- **Jolt**: its JS API exposes no shape-against-shape function (\`CollisionDispatch\` is not bound); the
  closest is \`TransformedShape.CollideShape\` / \`CastShape\`: B as a TransformedShape (shape and pose, no body, no
  broadphase), A as a BoxShape (convex radius 0: exact, as sweepkit's) or CapsuleShape with an RMat44 pose, a
  closest-hit collector, mMaxSeparationDistance 0. Jolt is given its best case: shapes, poses and the
  RShapeCast of each case's motion are Jolt objects made before timing (a game would write poses each frame).
  Jolt's OBB–OBB is GJK + EPA with one contact (its manifold is built only inside a physics step).
- Agreement: every case's answer of every peer against sweepkit's before timing (the first ${CHECKED_FIRST} must
  agree or the run stops): same hit or miss, depth or t within ${DEPTH_TOL} (t is the fraction of the frame),
  normal within 8° where deeper than that. Max Δ is over the cases where both agree on hit or miss. A
  disagreement left over is a grazing case within the engines' tolerances.
- How each loop consumes its results: every call's answer is added to a running sum (contacts: depth +
  normal.y, Rapier's distance + normal1.y, Jolt's depth + axis y; casts: t, or 1 for a miss), which the harness
  adds to a sink it prints, so no call is dead code. Results are read, never kept.
- **sweepkit raw export**: \`sk_contact\` / \`sk_sweep\` called with the 16 words per shape (and 6 per motion) that
  the generated wrapper would pass, packed once before timing; it returns the status code (the result stays in the
  result buffer, unread). **JS side alone**: what the generic wrapper does before that call (\`shapeTag\`,
  \`packShape\`, \`motionWords\` for both shapes), with no call and no result.
- **sweepkit batch form** (the last two tables): \`sk.createSweepShapeBatch(kind, 256)\` filled once with the
  cases' shapes and displacements, \`run(256, target)\` per 256 casts, each result's t read from \`results\`; every
  t was checked to equal \`sk.sweep\`'s before timing. Its cases are the cast tables' draws with every B the first
  OBB cast's target (a batch sweeps against one target).
- Not measured here: rotation during the frame (no peer offers it); \`World.step\` with rotating OBBs is in
  bench/world/REPORT.md.
`;
if (!QUICK) {
  writeFileSync(new URL('./CONVEX.md', import.meta.url), report);
  console.log('wrote bench/CONVEX.md');
}
