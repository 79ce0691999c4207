// The convex cast batches (bindings/js/convex_batch.js) against the real WebAssembly build: every entry is the
// single call's answer (sk.sweep on the same float32 words), a hand-computed case, and the errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { init } from '../../bindings/js/index.js';
import { BATCH_SWEEP_HIT } from '../../bindings/js/generated/layout.js';
import { prng } from './prng.js';

let sk;
beforeAll(async () => {
  sk = await init();
});

const v = (x, y, z) => ({ x, y, z });
const ZERO = v(0, 0, 0);
const { STRIDE, T, POINT, NORMAL, STATUS } = BATCH_SWEEP_HIT;

function unitQuaternion(r) {
  const q = { x: r.uniform(-1, 1), y: r.uniform(-1, 1), z: r.uniform(-1, 1), w: r.uniform(-1, 1) };
  const n = Math.hypot(q.x, q.y, q.z, q.w);
  return { x: q.x / n, y: q.y / n, z: q.z / n, w: q.w / n };
}
const obbAt = (r, c) => ({ center: c, halfSize: r.vec(0.2, 1), rotation: unitQuaternion(r) });
const capsuleAt = (r, c) => {
  const axis = r.vec(-1, 1);
  return { start: v(c.x - axis.x, c.y - axis.y, c.z - axis.z), end: v(c.x + axis.x, c.y + axis.y, c.z + axis.z), radius: r.uniform(0.1, 0.4) };
};

/** n shapes made by `make` up to 4 from the origin, each moving past a point within 2.5 of it. */
function casts(seed, n, make) {
  const r = prng(seed);
  const shapes = [];
  const displacements = new Float32Array(3 * n);
  for (let i = 0; i < n; i++) {
    const from = r.vec(-4, 4);
    shapes.push(make(r, from));
    const to = r.vec(-2.5, 2.5); // aimed near the target: some hit, some pass by
    displacements.set([(to.x - from.x) * 1.4, (to.y - from.y) * 1.4, (to.z - from.z) * 1.4], 3 * i);
  }
  return { shapes, displacements };
}

/** Expects entry i of `results` to be exactly sk.sweep's answer for the same inputs. */
function expectSingleCalls(results, shapes, displacements, target, targetDisplacement) {
  let hits = 0;
  shapes.forEach((shape, i) => {
    const d = v(displacements[3 * i], displacements[3 * i + 1], displacements[3 * i + 2]);
    const single = sk.sweep(shape, d, target, targetDisplacement);
    const o = i * STRIDE;
    expect(results[o + T]).toBe(Math.fround(single.t));
    expect([results[o + POINT], results[o + POINT + 1], results[o + POINT + 2]]).toEqual(
      single.hit ? [single.point.x, single.point.y, single.point.z].map(Math.fround) : [0, 0, 0],
    );
    expect([results[o + NORMAL], results[o + NORMAL + 1], results[o + NORMAL + 2]]).toEqual(
      single.hit ? [single.normal.x, single.normal.y, single.normal.z].map(Math.fround) : [0, 0, 0],
    );
    expect(results[o + STATUS]).toBe(['miss', 'hit', 'initialOverlap'].indexOf(single.status));
    if (single.hit) hits++;
  });
  return hits;
}

describe('createSweepShapeBatch', () => {
  it('answers each entry as sk.sweep does: oriented boxes against a static box', () => {
    const n = 200;
    const { shapes, displacements } = casts(11, n, obbAt);
    const target = obbAt(prng(12), v(0, 0, 0));
    const batch = sk.createSweepShapeBatch('obb', n);
    shapes.forEach((s, i) => batch.setShape(i, s));
    batch.displacements.set(displacements);
    const hits = batch.run(n, target);
    expect(hits).toBe(expectSingleCalls(batch.results, shapes, displacements, target, ZERO));
    expect(hits).toBeGreaterThan(n / 4); // the cases are aimed at the target: many hit, and some miss
    expect(hits).toBeLessThan(n);
    batch.dispose();
  });

  it('answers each entry as sk.sweep does: capsules against a moving box, then against a sphere', () => {
    const n = 150;
    const { shapes, displacements } = casts(21, n, capsuleAt);
    const batch = sk.createSweepShapeBatch('capsule', n);
    shapes.forEach((s, i) => batch.setShape(i, s));
    batch.displacements.set(displacements);
    const box = obbAt(prng(22), v(0, 0, 0));
    expect(batch.run(n, box, v(0.5, 0, 0))).toBe(expectSingleCalls(batch.results, shapes, displacements, box, v(0.5, 0, 0)));
    const ball = { center: v(0, 0.2, 0), radius: 0.7 };
    expect(batch.run(n, ball)).toBe(expectSingleCalls(batch.results, shapes, displacements, ball, ZERO));
    batch.dispose();
  });

  it('finds the hand-computed time of impact of a turned box sliding onto a cube', () => {
    // A box of half size 0.5 turned by 0.6 rad about z reaches 0.5 (cos 0.6 + sin 0.6) along x from its centre;
    // from x = 5 moving by −10 along x it touches the unit cube's face x = 1 at t = (5 − 1 − that) / 10.
    const turned = { x: 0, y: 0, z: Math.sin(0.3), w: Math.cos(0.3) };
    const batch = sk.createSweepShapeBatch('obb', 2);
    batch.setShape(0, { center: v(5, 0, 0), halfSize: v(0.5, 0.5, 0.5), rotation: turned });
    batch.setShape(1, { center: v(5, 3, 0), halfSize: v(0.5, 0.5, 0.5), rotation: turned }); // passes above
    batch.displacements.set([-10, 0, 0, -10, 0, 0]);
    const cube = { center: ZERO, halfSize: v(1, 1, 1) };
    expect(batch.run(2, cube)).toBe(1);
    const hit = batch.result(0);
    const reach = 0.5 * (Math.cos(0.6) + Math.sin(0.6));
    expect(hit.status).toBe('hit');
    expect(hit.t).toBeGreaterThan((4 - reach) / 10 - 2e-5); // never after the contact, within the advancement target
    expect(hit.t).toBeLessThanOrEqual((4 - reach) / 10 + 1e-6);
    expect(hit.normal.x).toBeCloseTo(-1, 5); // from the moving box towards the cube
    expect(hit.point.x).toBeCloseTo(1, 3); // on the cube's face x = 1
    expect(batch.result(1)).toMatchObject({ hit: false, status: 'miss', t: 1 });
    batch.dispose();
  });

  it('writes every result, then names the first invalid entry', () => {
    const batch = sk.createSweepShapeBatch('capsule', 3);
    for (let i = 0; i < 3; i++) batch.setShape(i, { start: v(3, i, 0), end: v(4, i, 0), radius: 0.25 });
    batch.displacements.set([-6, 0, 0, -6, 0, 0, -6, 0, 0]);
    batch.shapes[1 * 16 + 6] = -1; // entry 1's radius (the capsule's words: start, end, radius)
    let e;
    try {
      batch.run(3, { center: ZERO, radius: 1 });
    } catch (error) {
      e = error;
    }
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toMatch(/^SweepShapeBatch\.run: shapes\[1\]\.radius must be >= 0 \(got -1\); 1 of 3 entries/);
    expect(e).toMatchObject({ index: 1, invalidCount: 1, argument: 'shapes', field: 'radius' });
    expect(batch.results[1 * STRIDE + STATUS]).toBe(3);
    // The valid entries were computed: the capsule ends at x = 3 − 0.25 touch the sphere's x = 1 at t = 1.75 / 6.
    expect(batch.result(0).t).toBeCloseTo(1.75 / 6, 4);
    expect(batch.result(2).status).toBe('miss'); // y = 2: 0.25 + 1 short of the sphere's centre line
    batch.dispose();
  });

  it('rejects a wrong kind, a bad target and a bad n with named errors', () => {
    expect(() => sk.createSweepShapeBatch('cone', 4)).toThrow(/createSweepShapeBatch: kind must be one of 'sphere'/);
    // Meshes are not batched: not a kind, not a target.
    expect(() => sk.createSweepShapeBatch('triangleMesh', 4)).toThrow(
      "createSweepShapeBatch: kind must be one of 'sphere', 'capsule', 'aabb', 'plane', 'obb', 'convexHull' (got triangleMesh)");
    const mesh = sk.createTriangleMesh(new Float32Array([0, 0, 0, 1, 0, 0, 0, 0, 1]));
    expect(() => sk.sweepShapeBatch([{ center: ZERO, radius: 1 }], new Float32Array(3), { mesh })).toThrow(
      'sweepShapeBatch: target must be a convex shape (sphere, capsule, aabb, plane, obb, convexHull): a batch sweeps convex shapes against a convex target (sk.sweep takes a mesh) (got {mesh})');
    mesh.dispose();
    const batch = sk.createSweepShapeBatch('obb', 2);
    expect(() => batch.setShape(0, { center: ZERO, radius: 1 })).toThrow(/setShape: shape must be of kind 'obb' \(got 'sphere'\)/);
    expect(() => batch.setShape(2, { center: ZERO, halfSize: v(1, 1, 1) })).toThrow(RangeError);
    expect(() => batch.run(2, { center: ZERO, radius: '1' })).toThrow(/SweepShapeBatch\.run: target\.radius must be a number/);
    expect(() => batch.run(3, { center: ZERO, radius: 1 })).toThrow(/n must be an integer in \[0, 2\]/);
    expect(() => batch.run(2, { center: ZERO, radius: 1 }, { linear: ZERO, angular: v(0, 1, 0) })).toThrow(TypeError);
    batch.dispose();
    const planes = sk.createSweepShapeBatch('plane', 1);
    expect(() => planes.run(1, { normal: v(0, 1, 0), constant: 0 })).toThrow(/no sweep test for the pair \(plane, plane\)/);
    planes.dispose();
  });
});

describe('sweepShapeBatch (copying form)', () => {
  it('gives the in-place batch answers', () => {
    const n = 64;
    const { shapes, displacements } = casts(31, n, obbAt);
    const target = { start: v(-1, 0, 0), end: v(1, 0, 0), radius: 0.5 };
    const out = sk.sweepShapeBatch(shapes, displacements, target);
    expect(out).toBeInstanceOf(Float32Array);
    expect(out.length).toBe(n * STRIDE);
    expectSingleCalls(out, shapes, displacements, target, ZERO);
  });

  it('requires one kind and matching lengths', () => {
    const box = { center: ZERO, halfSize: v(1, 1, 1) };
    const ball = { center: v(3, 0, 0), radius: 1 };
    expect(() => sk.sweepShapeBatch([box, ball], new Float32Array(6), box)).toThrow(/shapes\[1\] must be of kind 'obb' as shapes\[0\] \(got 'sphere'\)/);
    expect(() => sk.sweepShapeBatch([box], new Float32Array(6), box)).toThrow(/displacements.length must be 3 \* 1 = 3 \(got 6\)/);
  });
});
