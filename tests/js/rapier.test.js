// Differential test against an independent implementation, Rapier (parry's shape casts, compiled to WASM):
// sphere-sphere, sphere-box and box-box sweeps on random cases from a fixed seed must agree on hit / miss and
// on t.
//
// Rapier's `Shape.castShape` moves each shape at a velocity for a time; with velocity = the frame's
// displacement and maxToi = 1 its time of impact is sweepkit's t. targetDistance = 0 (touching) and
// stopAtPenetration = true (shapes overlapping at the start report toi 0, sweepkit's 'initialOverlap').
//
// Near-grazing cases are excluded: a case counts only when growing and shrinking every shape by kMargin
// (relative to the case's size) leaves sweepkit's answer (hit or miss, overlapping at the start or not) as
// it is. Within that margin float32 rounding and Rapier's iterative tolerance may legitimately decide
// either way; outside it both must agree.
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import { init } from '../../bindings/js/index.js';
import { firstRoot } from './convex_oracle.js';
import { prng } from './prng.js';

let sk;
beforeAll(async () => {
  await RAPIER.init();
  sk = await init();
});

const kCases = 3000; // per pair
const kSeed = 3;
// Grazing margin: 1e-3 of the case's size (the largest shape extent plus the relative motion). That is far
// beyond float32 rounding (1e-7 relative) and about the distance within which Rapier's GJK-based casts stop
// (below), so a path passing that close to a tangency, or touching that close to t = 0 or t = 1, may be
// called either way. Such cases are set aside: 1-2 % of them.
const kMargin = 1e-3;
// t tolerances, as distances along the relative motion (|dt| * |v|) relative to the case's size, plus 1e-6 for
// the rounding of t itself:
// - Rapier against sweepkit, per pair. Rapier's ball-ball cast is closed form (parry's cast_shapes_ball_ball):
//   1e-5. Its ball-cuboid and cuboid-cuboid casts iterate GJK on the Minkowski difference and stop within
//   a tolerance of the surface, mostly early: measured on 3 seeds x 20,000 cases each, up to 1.1e-3
//   (ball-cuboid, near edges and corners, where GJK converges slowly) and 3.6e-4 (cuboid-cuboid); allowed
//   2e-3 and 1e-3 (ball-ball measured 3.3e-6).
// - sweepkit against an exact answer: a double-precision bisection on the distance between the shapes at t
//   (firstRoot, tests/js/convex_oracle.js): 1e-5, float32 rounding. This decides every difference with Rapier in sweepkit's favour.
const kExactDistance = 1e-5;

const add = (a, b) => ({ x: Math.fround(a.x + b.x), y: Math.fround(a.y + b.y), z: Math.fround(a.z + b.z) });
const sub = (a, b) => ({ x: Math.fround(a.x - b.x), y: Math.fround(a.y - b.y), z: Math.fround(a.z - b.z) });
const scale = (a, s) => ({ x: Math.fround(a.x * s), y: Math.fround(a.y * s), z: Math.fround(a.z * s) });
const len = (a) => Math.hypot(a.x, a.y, a.z);
const identity = { x: 0, y: 0, z: 0, w: 1 };

// Random shapes near the origin (B) or within ~8 of it (A); radii and half extents game-sized, sometimes small.
function size(rng) {
  return rng.next() < 0.15 ? rng.uniform(0.01, 0.1) : rng.uniform(0.1, 2);
}
function sphere(rng, spread) {
  return { center: rng.vec(-spread, spread), radius: size(rng) };
}
function box(rng, spread) {
  const c = rng.vec(-spread, spread);
  const h = { x: size(rng), y: size(rng), z: size(rng) };
  return { center: c, half: h, min: sub(c, h), max: add(c, h) };
}
// A's motion relative to B: mostly aimed through a point near B (hits, grazes and near misses), else random.
function relativeMotion(rng, start) {
  if (rng.next() < 0.75) return scale(sub(rng.vec(-2, 2), start), rng.uniform(0.2, 2.5));
  return rng.vec(-20, 20);
}
// Splits it into A's and B's motion: B still half the time.
function split(rng, relative) {
  const db = rng.next() < 0.5 ? { x: 0, y: 0, z: 0 } : rng.vec(-10, 10);
  return { da: add(relative, db), db };
}

// Each pair: make(rng) -> case; sweepkit(c, grow) with every shape grown by `grow`; rapier(c) -> toi or null;
// extent(c) -> the case's size for the margins.
const pairs = {
  'sphere-sphere': {
    make(rng) {
      const b = sphere(rng, 2);
      const a = sphere(rng, rng.next() < 0.2 ? 2 : 8);
      return { a, b, ...split(rng, relativeMotion(rng, a.center)) };
    },
    sweepkit: (c, grow = 0) =>
      sk.sweepSphereSphere(
        { center: c.a.center, radius: c.a.radius + grow }, c.da,
        { center: c.b.center, radius: c.b.radius + grow }, c.db,
      ),
    rapier: (c) =>
      new RAPIER.Ball(c.a.radius).castShape(c.a.center, identity, c.da, new RAPIER.Ball(c.b.radius), c.b.center,
        identity, c.db, 0, 1, true),
    extent: (c) => Math.max(c.a.radius, c.b.radius) + len(sub(c.da, c.db)),
    rapierDistance: 1e-5,
    // Distance between the surfaces at time t (negative when overlapping), in double.
    gap: (c, t) => dist(at(c.a.center, c.da, t), at(c.b.center, c.db, t)) - c.a.radius - c.b.radius,
  },
  'sphere-box': {
    make(rng) {
      const b = box(rng, 2);
      const a = sphere(rng, rng.next() < 0.2 ? 2 : 8);
      return { a, b, ...split(rng, relativeMotion(rng, a.center)) };
    },
    sweepkit: (c, grow = 0) =>
      sk.sweepSphereAabb({ center: c.a.center, radius: c.a.radius + grow }, c.da, grown(c.b, grow), c.db),
    rapier: (c) =>
      new RAPIER.Ball(c.a.radius).castShape(c.a.center, identity, c.da,
        new RAPIER.Cuboid(c.b.half.x, c.b.half.y, c.b.half.z), c.b.center, identity, c.db, 0, 1, true),
    extent: (c) => Math.max(c.a.radius, c.b.half.x, c.b.half.y, c.b.half.z) + len(sub(c.da, c.db)),
    rapierDistance: 2e-3,
    gap: (c, t) => boxGap(at(c.a.center, c.da, t), at(c.a.center, c.da, t), at(c.b.min, c.db, t), at(c.b.max, c.db, t)) -
      c.a.radius,
  },
  'box-box': {
    make(rng) {
      const b = box(rng, 2);
      const a = box(rng, rng.next() < 0.2 ? 2 : 8);
      return { a, b, ...split(rng, relativeMotion(rng, a.center)) };
    },
    sweepkit: (c, grow = 0) => sk.sweepAabbAabb(grown(c.a, grow), c.da, grown(c.b, grow), c.db),
    rapier: (c) =>
      new RAPIER.Cuboid(c.a.half.x, c.a.half.y, c.a.half.z).castShape(c.a.center, identity, c.da,
        new RAPIER.Cuboid(c.b.half.x, c.b.half.y, c.b.half.z), c.b.center, identity, c.db, 0, 1, true),
    extent: (c) => Math.max(c.a.half.x, c.a.half.y, c.a.half.z, c.b.half.x, c.b.half.y, c.b.half.z) +
      len(sub(c.da, c.db)),
    rapierDistance: 1e-3,
    gap: (c, t) => boxGap(at(c.a.min, c.da, t), at(c.a.max, c.da, t), at(c.b.min, c.db, t), at(c.b.max, c.db, t)),
  },
};

// ---- The exact oracle, in double ------------------------------------------------------------------------
const at = (p, d, t) => ({ x: p.x + t * d.x, y: p.y + t * d.y, z: p.z + t * d.z });
const dist = (a, b) => Math.hypot(b.x - a.x, b.y - a.y, b.z - a.z);
// Signed distance between boxes [amin, amax] and [bmin, bmax]: their gap, or minus the least penetration when
// they overlap (a point is a flat box). It is the signed distance of a point to a box (their Minkowski
// difference), so convex along a linear motion.
function boxGap(amin, amax, bmin, bmax) {
  const g = ['x', 'y', 'z'].map((k) => Math.max(bmin[k] - amax[k], amin[k] - bmax[k]));
  return Math.max(...g) > 0 ? Math.hypot(...g.map((x) => Math.max(0, x))) : Math.max(...g);
}
function grown(b, g) {
  return { min: sub(b.min, { x: g, y: g, z: g }), max: add(b.max, { x: g, y: g, z: g }) };
}

// sweepkit's answer as a class: 'miss', 'start' (touching at t = 0) or 'hit'.
const outcome = (r) => (r.status === 'initialOverlap' ? 'start' : r.status);

describe('differential test against Rapier (parry shape casts)', () => {
  for (const [name, pair] of Object.entries(pairs)) {
    it(`${name}: hit / miss and t agree on ${kCases} random cases`, () => {
      const rng = prng(kSeed);
      const tally = { compared: 0, grazing: 0, hits: 0, misses: 0, starts: 0, maxDt: 0 };
      const failures = [];
      for (let i = 0; i < kCases; i++) {
        const c = pair.make(rng);
        const size = pair.extent(c);
        const mine = pair.sweepkit(c);
        const kind = outcome(mine);
        // Near grazing: growing or shrinking by the margin changes the answer.
        const g = kMargin * size;
        // (Shrinking stops at half the smallest radius or half extent, so no shape turns inside out.)
        const smallest = Math.min(c.a.radius ?? Infinity, c.b.radius ?? Infinity, ...Object.values(c.a.half ?? {}),
          ...Object.values(c.b.half ?? {}));
        const shrink = Math.min(g, 0.5 * smallest);
        if (outcome(pair.sweepkit(c, g)) !== kind || outcome(pair.sweepkit(c, -shrink)) !== kind) {
          tally.grazing++;
          continue;
        }
        tally.compared++;
        const { toi: exact } = firstRoot((t) => pair.gap(c, t));
        const exactKind = exact === null ? 'miss' : exact === 0 ? 'start' : 'hit';
        if (exactKind !== kind) failures.push(`case ${i}: sweepkit ${kind} (t ${mine.t}), exact ${exact} ${JSON.stringify(c)}`);
        const theirs = pair.rapier(c);
        const theirKind = theirs === null ? 'miss' : theirs.time_of_impact === 0 ? 'start' : 'hit';
        tally[{ hit: 'hits', miss: 'misses', start: 'starts' }[kind]]++;
        if (theirKind !== kind) {
          // (The exact answer says which is right: on 20,000 cases with this seed, case 16503 of sphere-box is
          // a clear hit, 0.76 deep at t = 1, that Rapier 0.21 misses: a thin cuboid, 0.14 across.)
          failures.push(`case ${i}: sweepkit ${kind} (t ${mine.t}), Rapier ${theirKind}, exact ${exact} ${JSON.stringify(c)}`);
          continue;
        }
        if (kind !== 'hit') continue;
        const speed = len(sub(c.da, c.db));
        const within = (t1, t2, distance) => Math.abs(t1 - t2) * speed <= distance * size + 1e-6 * speed;
        tally.maxDt = Math.max(tally.maxDt, Math.abs(theirs.time_of_impact - mine.t));
        if (!within(theirs.time_of_impact, mine.t, pair.rapierDistance)) {
          failures.push(`case ${i}: t ${mine.t} vs Rapier ${theirs.time_of_impact}, exact ${exact} ${JSON.stringify(c)}`);
        }
        if (exactKind === 'hit' && !within(exact, mine.t, kExactDistance)) {
          failures.push(`case ${i}: t ${mine.t} vs exact ${exact} ${JSON.stringify(c)}`);
        }
      }
      console.log(name, JSON.stringify(tally));
      expect(failures.slice(0, 5)).toEqual([]);
      // Every outcome must be common and few cases set aside, or the agreement would mean little.
      expect(tally.grazing).toBeLessThan(kCases * 0.05);
      expect(tally.hits).toBeGreaterThan(kCases * 0.15);
      expect(tally.misses).toBeGreaterThan(kCases * 0.15);
      expect(tally.starts).toBeGreaterThan(kCases * 0.02);
    });
  }
});
