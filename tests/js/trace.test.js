// sk.traceGjk and sk.traceTimeOfImpact (bindings/js/trace.js): the core's GJK, EPA and conservative advancement
// step by step. Expected values are worked by hand in the comments; the final answers are also compared with
// sk.contact and sk.sweep, which run the same computation for the pairs they send through GJK/EPA and advancement.
import { beforeAll, describe, expect, it } from 'vitest';
import { init } from '../../bindings/js/index.js';

let sk;
beforeAll(async () => {
  sk = await init();
});

const v = (x, y, z) => ({ x, y, z });
const ZERO = v(0, 0, 0);
const sub = (a, b) => v(a.x - b.x, a.y - b.y, a.z - b.z);
const dot = (a, b) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a, b) => v(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
const len = (a) => Math.sqrt(dot(a, a));
const expectVec = (got, want, digits = 5) => {
  expect(got.x).toBeCloseTo(want.x, digits);
  expect(got.y).toBeCloseTo(want.y, digits);
  expect(got.z).toBeCloseTo(want.z, digits);
};
/** The outward unit normal of a triangle wound counter-clockwise seen from outside. */
const faceNormal = ([p0, p1, p2]) => {
  const n = cross(sub(p1, p0), sub(p2, p0));
  const l = len(n);
  return v(n.x / l, n.y / l, n.z / l);
};
/** A hull of the cube of half size h (local), for pairs that sk.contact sends through GJK/EPA. */
const cube = (h) => sk.createConvexHull(new Float32Array([
  -h, -h, -h, h, -h, -h, -h, h, -h, h, h, -h, -h, -h, h, h, -h, h, -h, h, h, h, h, h,
]));

describe('traceGjk', () => {
  it('two unit spheres 3 apart on x: one iteration, closest point (3, 0, 0), distance 1', () => {
    // The cores are the centres: B − A is the single point (3, 0, 0). GJK starts there, its closest point is
    // itself, the search direction (−3, 0, 0) finds the same point again and it stops. Shapes 3 − 1 − 1 = 1 apart,
    // closest surface points (1, 0, 0) and (2, 0, 0).
    const r = sk.traceGjk({ center: ZERO, radius: 1 }, { center: v(3, 0, 0), radius: 1 });
    expect(r.overlapping).toBe(false);
    expect(r.distance).toBeCloseTo(1, 6);
    expect(r.depth).toBeUndefined();
    expect(r.epa).toBeNull();
    expectVec(r.pointA, v(1, 0, 0));
    expectVec(r.pointB, v(2, 0, 0));
    expectVec(r.normal, v(1, 0, 0));
    expect(r.gjk.distance).toBeCloseTo(3, 6);
    expect(r.gjk.steps).toHaveLength(1);
    const [step] = r.gjk.steps;
    expect(step.simplex).toHaveLength(1);
    expectVec(step.simplex[0].w, v(3, 0, 0));
    expectVec(step.closest, v(3, 0, 0));
    expectVec(step.direction, v(-3, 0, 0));
    expectVec(step.support, v(3, 0, 0));
  });

  it('two boxes 1 apart on x: the last closest point is (1, 0, 0), the simplex weights sum to 1', () => {
    // A: the unit-half box at the origin (a hull, so sk.contact runs GJK); B: the box [2, 4] × [−1, 1]²
    // (an aabb). B − A = [1, 5] × [−2, 2]²: its point nearest the origin is (1, 0, 0), on its face x = 1.
    const hull = cube(1);
    const b = { min: v(2, -1, -1), max: v(4, 1, 1) };
    const r = sk.traceGjk(hull, b);
    expect(r.overlapping).toBe(false);
    expect(r.distance).toBeCloseTo(1, 5);
    const last = r.gjk.steps.at(-1);
    expectVec(last.closest, v(1, 0, 0));
    expect(last.simplex.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1, 6);
    for (const p of last.simplex) expect(p.w.x).toBeCloseTo(1, 5); // every vertex on the face x = 1
    // Each step's closest point is Σ weight · w of its simplex, and gets no further from the origin.
    let previous = Infinity;
    for (const step of r.gjk.steps) {
      const sum = step.simplex.reduce((s, p) => v(s.x + p.weight * p.w.x, s.y + p.weight * p.w.y, s.z + p.weight * p.w.z), ZERO);
      expectVec(step.closest, sum);
      expect(len(step.closest)).toBeLessThanOrEqual(previous + 1e-6);
      previous = len(step.closest);
      for (const p of step.simplex) expectVec(p.w, sub(p.pointB, p.pointA), 6);
    }
    expectVec(r.pointA, v(1, r.pointA.y, r.pointA.z)); // on A's face x = 1 …
    expectVec(r.pointB, v(2, r.pointA.y, r.pointA.z)); // … facing B's x = 2
    // The other order traces −(B − A): the same steps negated, the points swapped.
    const m = sk.traceGjk(b, hull);
    expect(m.gjk.steps).toHaveLength(r.gjk.steps.length);
    expectVec(m.gjk.steps.at(-1).closest, v(-1, 0, 0));
    expectVec(m.normal, v(-r.normal.x, -r.normal.y, -r.normal.z), 6);
    expectVec(m.pointA, r.pointB, 6);
    hull.dispose();
  });

  it('boxes overlapping by 0.3 on x: EPA stops on the face x = −0.3 of B − A, depth 0.3 = sk.contact\'s', () => {
    // A: half 1 at the origin; B: half 1 at (1.7, 0.2, 0.1). B − A = [−0.3, 3.7] × [−1.8, 2.2] × [−1.9, 2.1]:
    // the origin is inside, nearest the face x = −0.3 (outward normal −x), so the depth is 0.3 and the normal
    // from A to B is +x.
    const a = { center: ZERO, halfSize: v(1, 1, 1) };
    const hull = cube(1);
    hull.position = v(1.7, 0.2, 0.1);
    const r = sk.traceGjk(a, hull);
    expect(r.overlapping).toBe(true);
    expect(r.gjk.termination).toBe('overlap');
    expect(r.epa.shape).toBe('solid');
    const last = r.epa.steps.at(-1);
    const face = last.triangles[last.closestFace];
    for (const p of face) expect(p.x).toBeCloseTo(-0.3, 5);
    expectVec(faceNormal(face), v(-1, 0, 0), 5); // wound outwards
    expect(last.distance).toBeCloseTo(0.3, 5);
    expect(r.depth).toBeCloseTo(0.3, 5);
    expectVec(r.normal, v(1, 0, 0), 5);
    expectVec(sub(r.pointA, r.pointB), v(r.depth, 0, 0), 5); // pointA − pointB = depth · normal
    // Every face of every polytope is wound outwards: the origin is behind it (inside the polytope).
    for (const step of r.epa.steps) {
      for (const t of step.triangles) expect(dot(faceNormal(t), t[0])).toBeGreaterThan(-1e-5);
    }
    // obb–hull goes through GJK/EPA in sk.contact: the very same answer.
    const c = sk.contact(a, hull);
    expect(r.depth).toBe(c.depth);
    expect(r.normal).toEqual(c.normal);
    expect(r.pointA).toEqual(c.pointA);
    expect(r.pointB).toEqual(c.pointB);
    // Two oriented boxes: sk.contact answers by SAT; the EPA depth agrees within its tolerance.
    const both = sk.traceGjk(a, { center: v(1.7, 0.2, 0.1), halfSize: v(1, 1, 1) });
    expect(both.depth).toBeCloseTo(sk.contact(a, { center: v(1.7, 0.2, 0.1), halfSize: v(1, 1, 1) }).depth, 5);
    // The other order: the polytope negated, its faces still wound outwards, the nearest now x = +0.3.
    const m = sk.traceGjk(hull, a);
    const mLast = m.epa.steps.at(-1);
    expectVec(faceNormal(mLast.triangles[mLast.closestFace]), v(1, 0, 0), 5);
    expect(m.depth).toBe(r.depth);
    expectVec(m.normal, v(-1, 0, 0), 5);
    hull.dispose();
  });

  it('a capsule across a box corner: depth 0.25 + 0.5/√2 along (−1, −1, 0)/√2, equal to sk.contact\'s', () => {
    // The capsule's segment runs on the line x + y = 5.5 (z = 3); the box (0, 0, 0)–(4, 2, 6)'s edge at x = 4, y = 2
    // lies (4 + 2 − 5.5)/√2 = 0.5/√2 past it: the cores overlap by 0.5/√2 (EPA's depth), the shapes by that plus the
    // radius 0.25. To separate, the capsule moves along (1, 1, 0)/√2: the normal from A to B is (−1, −1, 0)/√2.
    const capsule = { start: v(3, 2.5, 3), end: v(5, 0.5, 3), radius: 0.25 };
    const box = { center: v(2, 1, 3), halfSize: v(2, 1, 3) };
    const r = sk.traceGjk(capsule, box);
    expect(r.epa.depth).toBeCloseTo(0.5 / Math.SQRT2, 5);
    expect(r.epa.steps.at(-1).distance).toBeCloseTo(0.5 / Math.SQRT2, 5);
    expect(r.depth).toBeCloseTo(0.25 + 0.5 / Math.SQRT2, 5);
    expectVec(r.normal, v(-Math.SQRT1_2, -Math.SQRT1_2, 0), 5);
    for (const [x, y] of [[capsule, box], [box, capsule]]) {
      const t = sk.traceGjk(x, y);
      const c = sk.contact(x, y);
      expect([t.depth, t.normal, t.pointA, t.pointB]).toEqual([c.depth, c.normal, c.pointA, c.pointB]);
    }
  });

  it('invalid input: the named errors of sk.contact; a plane is a TypeError naming it', () => {
    const box = { center: ZERO, halfSize: v(1, 1, 1) };
    const same = (bad) => {
      let want;
      try { sk.contact(...bad); } catch (e) { want = e; }
      expect(want).toBeDefined();
      expect(() => sk.traceGjk(...bad)).toThrow(want.constructor);
      try { sk.traceGjk(...bad); } catch (e) {
        expect(e.message).toBe(want.message.replace(/^contact:/, 'traceGjk:'));
        expect([e.argument, e.field, e.code]).toEqual([want.argument, want.field, want.code]);
      }
    };
    same([{ center: ZERO, radius: -1 }, box]); // RangeError shapeA.radius
    const mesh = sk.createTriangleMesh(new Float32Array([0, 0, 0, 1, 0, 0, 0, 0, 1]));
    expect(() => sk.traceGjk(box, mesh)).toThrow(
      'traceGjk: shapeB must be a convex shape (sphere, capsule, aabb, plane, obb, convexHull): a triangle mesh has no GJK trace (traceMeshSweep traces a shape against one) (got TriangleMesh {triangleCount, vertexCount, bounds, memoryBytes, fixInternalEdges})');
    mesh.dispose();
    same([box, { center: v(0, NaN, 0), halfSize: v(1, 1, 1) }]); // RangeError shapeB.center
    same([box, { center: ZERO, halfSize: v(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 2 } }]); // not a rotation
    same([box, { center: ZERO, radius: '1' }]); // TypeError shapeB.radius
    same([box, 42]); // TypeError: not a shape
    expect(() => sk.traceGjk(box, { normal: v(0, 1, 0), constant: 0 }))
      .toThrow(/^traceGjk: no traceGjk for the pair \(obb, plane\): shapeB is a plane/);
  });
});

describe('traceTimeOfImpact', () => {
  it('a sphere moving into a box: t = 0.375 within the target, steps from t = 0', () => {
    // Sphere r 0.5 from x = −3 moving by 4 along x; the box [−1, 1]³ (an obb). First contact when the centre
    // reaches x = −1.5: t = 1.5 / 4 = 0.375.
    // Target: 1e-4 × the larger size (the box's corner distance √3): 1.7e-4 in length, 4.3e-5 in t.
    const sphere = { center: v(-3, 0, 0), radius: 0.5 };
    const box = { center: ZERO, halfSize: v(1, 1, 1) };
    const r = sk.traceTimeOfImpact(sphere, v(4, 0, 0), box, ZERO);
    expect(r.status).toBe('hit');
    expect(r.t).toBeLessThanOrEqual(0.375);
    expect(r.t).toBeGreaterThan(0.375 - 1e-4 * Math.sqrt(3) / 4);
    expectVec(r.normal, v(1, 0, 0), 6);
    const [first] = r.steps;
    expect(first.t).toBe(0);
    expect(first.distance).toBeCloseTo(3 - 0.5 - 1, 6); // centre 3 from the face x = −1, less the radius
    expectVec(first.pointA, v(-2.5, 0, 0)); // the sphere's surface point nearest the box
    expectVec(first.pointB, v(-1, 0, 0));
    for (let i = 1; i < r.steps.length; i++) expect(r.steps[i].t).toBeGreaterThan(r.steps[i - 1].t);
    const last = r.steps.at(-1);
    expect(last.t).toBe(r.t);
    expect(last.distance).toBeGreaterThanOrEqual(0);
    expect(last.distance).toBeLessThanOrEqual(1e-4 * Math.sqrt(3));
    expect(len(sub(last.pointB, last.pointA))).toBeCloseTo(last.distance, 5);
    // sk.sweep answers sphere–obb in closed form (the sphere in the box's frame): 0.375 itself; the traced
    // advancement stops within its target before it.
    const s = sk.sweep(sphere, v(4, 0, 0), box, ZERO);
    expect(s.t).toBeCloseTo(0.375, 6);
    expect(r.t).toBeLessThanOrEqual(s.t);
  });

  it('a bar spinning half a turn hits a box beside it; t, normal and point are sk.sweep\'s, both orders', () => {
    // The bar (half 2 × 0.05 × 0.05) turns by π about z through the box [−0.2, 0.2] × [0.8, 1.2] × [−0.2, 0.2].
    // Its leading face (0.05 off its axis) first meets the box's corner (0.2, 0.8) (polar angle φ = atan2(0.8, 0.2),
    // at r = |(0.2, 0.8)|) when the axis is at φ − asin(0.05 / r): t = that / π ≈ 0.40271. Target 1e-4 × 2 in
    // length, which the corner covers at angular speed π · r in 2e-4 / (π · 0.82) ≈ 8e-5 of the frame.
    const bar = { center: ZERO, halfSize: v(2, 0.05, 0.05) };
    const box = { min: v(-0.2, 0.8, -0.2), max: v(0.2, 1.2, 0.2) };
    const spin = { linear: ZERO, angular: v(0, 0, Math.PI) };
    const r0 = Math.hypot(0.2, 0.8);
    const exact = (Math.atan2(0.8, 0.2) - Math.asin(0.05 / r0)) / Math.PI;
    const r = sk.traceTimeOfImpact(bar, spin, box, ZERO);
    expect(r.status).toBe('hit');
    expect(r.t).toBeLessThanOrEqual(exact + 1e-6);
    expect(r.t).toBeGreaterThan(exact - 2e-4 / (Math.PI * r0));
    expect(r.steps.length).toBeGreaterThan(2);
    const apart = r.steps.filter((s) => s.distance > 0);
    for (let i = 1; i < apart.length; i++) expect(apart[i].t).toBeGreaterThan(apart[i - 1].t);
    expect(r.steps.at(-1).t).toBe(r.t);
    const s = sk.sweep(bar, spin, box, ZERO);
    expect([r.t, r.normal, r.point]).toEqual([s.t, s.normal, s.point]);
    const m = sk.traceTimeOfImpact(box, ZERO, bar, spin);
    const ms = sk.sweep(box, ZERO, bar, spin);
    expect([m.t, m.normal, m.point]).toEqual([ms.t, ms.normal, ms.point]);
    expect(m.t).toBe(r.t);
    expectVec(m.steps.at(-1).pointA, r.steps.at(-1).pointB, 6); // the same steps, the points swapped
  });

  it('a pair sk.sweep solves in closed form: never after its t, within the target of it', () => {
    // Unit spheres 10 apart, A moving by 10 along x: they touch when the gap of 8 is closed, t = 0.8 (the closed
    // form's answer). Target: max(1e-4 × size 1, 2^-17 × coordinates up to 10) = 1e-4 in length, 1e-5 in t.
    const a = { center: ZERO, radius: 1 };
    const b = { center: v(10, 0, 0), radius: 1 };
    const r = sk.traceTimeOfImpact(a, v(10, 0, 0), b, ZERO);
    expect(sk.sweep(a, v(10, 0, 0), b, ZERO).t).toBeCloseTo(0.8, 6);
    expect(r.t).toBeLessThanOrEqual(0.8);
    expect(r.t).toBeGreaterThanOrEqual(0.8 - 1e-5);
    expectVec(r.normal, v(1, 0, 0), 6);
  });

  it('a capsule passing beside a capsule misses: t = 1, every step apart', () => {
    // Capsules (r 0.25) along z, 1 apart in y, one moving by 4 along x: never closer than 1 − 0.5 = 0.5.
    const a = { start: v(-2, 0, -1), end: v(-2, 0, 1), radius: 0.25 };
    const b = { start: v(0, 1, -1), end: v(0, 1, 1), radius: 0.25 };
    const r = sk.traceTimeOfImpact(a, v(4, 0, 0), b, ZERO);
    expect([r.hit, r.status, r.t]).toEqual([false, 'miss', 1]);
    for (const step of r.steps) expect(step.distance).toBeGreaterThanOrEqual(0.5 - 1e-6);
    expect(sk.sweep(a, v(4, 0, 0), b, ZERO).t).toBe(1);
  });

  it('invalid input: the named errors of sk.sweep (motion names its own argument); a plane is a TypeError', () => {
    const box = { center: ZERO, halfSize: v(1, 1, 1) };
    const same = (bad, rename) => {
      let want;
      try { sk.sweep(...bad); } catch (e) { want = e; }
      expect(want).toBeDefined();
      try { sk.traceTimeOfImpact(...bad); expect.unreachable(); } catch (e) {
        expect(e.constructor).toBe(want.constructor);
        expect(e.message).toBe(rename(want.message.replace(/^sweep:/, 'traceTimeOfImpact:')));
        expect(e.code).toBe(want.code);
      }
    };
    const asMotion = (m) => m.replace(/displacement([AB])/g, 'motion$1');
    same([box, v(NaN, 0, 0), box, ZERO], asMotion); // RangeError motionA
    same([box, ZERO, box, { linear: ZERO, angular: v(0, Infinity, 0) }], asMotion); // RangeError motionB
    same([box, ZERO, { center: ZERO, radius: -2 }, ZERO], asMotion); // RangeError shapeB.radius
    same([box, { linear: v(0, '1', 0) }, box, ZERO], asMotion); // TypeError motionA.linear.y
    expect(() => sk.traceTimeOfImpact({ normal: v(0, 1, 0), constant: 0 }, ZERO, box, ZERO))
      .toThrow(/^traceTimeOfImpact: no traceTimeOfImpact for the pair \(plane, obb\): shapeA is a plane/);
  });
});
