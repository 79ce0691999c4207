// Rotations where the JS API accepts them (bindings/embind/shape_words.hpp, bindings/js/check.js): a quaternion is
// accepted when | |q| - 1 | <= 1e-4 (tolerance.hpp's kRotationTolerance, on |q| itself) and a matrix when RᵀR is
// within 1e-4 of I; either is made an exact rotation before any kernel sees it. The errors show what was given.
// Also the point cloud in a degenerate hull's error, and two far-from-origin and least-translation repros of
// issue 24 (raycastObb, contact of a capsule and a box).
import { describe, expect, it } from 'vitest';
import { expectError, sk, v } from './helpers.js';

const unitBox = (rotation, center = v(0, 0, 0)) => ({ center, halfSize: v(1, 1, 1), rotation });
const len = (n) => Math.hypot(n.x, n.y, n.z);

describe('the quaternion tolerance is | |q| - 1 | <= 1e-4, as documented', () => {
  it('accepts 45° about z typed to 4 digits (|q| = 1.0000252) and uses the exact rotation', () => {
    // The cube's edge at (√2, 0): a sphere of radius 0.5 centred at x = √2 + 0.4 overlaps it by 0.1, normal -x.
    // q = (0, 0, 0.3827, 0.9239) / |q| turns by 2 atan2(0.3827, 0.9239) = 45.0006°: the edge moves by ~1e-11.
    const c = sk.contact({ center: v(Math.SQRT2 + 0.4, 0, 0), radius: 0.5 }, unitBox({ x: 0, y: 0, z: 0.3827, w: 0.9239 }));
    expect(c.hit).toBe(true);
    expect(c.depth).toBeCloseTo(0.1, 5);
    expect(Math.abs(len(c.normal) - 1)).toBeLessThan(1e-6);
    expect(c.normal.x).toBeCloseTo(-1, 4);
  });

  it('a quaternion 1e-5 short (w = 0.99999) neither scales the box nor the normals', () => {
    // The identity, typed as w = 0.99999: the matrix of q/|q| is I. Box [-1, 1]³ centred 0.5 above the plane y = 0
    // reaches y = -0.5: depth 0.5 (the box scaled by |q|² = 0.99998 reached only -0.49998).
    const q = { x: 0, y: 0, z: 0, w: 0.99999 };
    const plane = { normal: v(0, 1, 0), constant: 0 };
    const c = sk.contactObbPlane(unitBox(q, v(0, 0.5, 0)), plane);
    expect(c.depth).toBeCloseTo(0.5, 6);
    // A sphere against the box's face x = 1 from x = 1.3 (r 0.5): depth 0.2, normal exactly unit.
    const s = sk.contact({ center: v(1.3, 0.2, 0.1), radius: 0.5 }, unitBox(q));
    expect(s.depth).toBeCloseTo(0.2, 6);
    expect(Math.abs(len(s.normal) - 1)).toBeLessThan(1e-6);
    const r = sk.raycastObb({ origin: v(-5, 0.2, 0.1), direction: v(10, 0, 0) }, unitBox(q));
    expect(r.t).toBeCloseTo(0.4, 6); // x = -5 + 10 t reaches -1 at t = 0.4
    expect(Math.abs(len(r.normal) - 1)).toBeLessThan(1e-6);
    const w = sk.sweep({ center: v(3, 0.2, 0.1), radius: 0.5 }, v(-4, 0, 0), unitBox(q), v(0, 0, 0));
    expect(w.t).toBeCloseTo(0.375, 6); // the centre reaches x = 1.5 after 1.5 of 4
    expect(Math.abs(len(w.normal) - 1)).toBeLessThan(1e-6);
  });

  it('rejects |q| off by more than 1e-4, showing all four components', () => {
    for (const w of [1.00011, 0.99989]) {
      expectError(() => sk.contact({ center: v(3, 0, 0), radius: 0.5 }, unitBox({ x: 0, y: 0, z: 0, w })), RangeError,
        `contact: shapeB.rotation must be a rotation: orthonormal with determinant +1, or a unit quaternion (within 1e-4) (got (0, 0, 0, ${w}))`);
    }
    expect(sk.contact({ center: v(3, 0, 0), radius: 0.5 }, unitBox({ x: 0, y: 0, z: 0, w: 1.00009 })).hit).toBe(false);
    expect(sk.contact({ center: v(3, 0, 0), radius: 0.5 }, unitBox({ x: 0, y: 0, z: 0, w: 0.99991 })).hit).toBe(false);
  });

  it('a matrix error shows its nine elements', () => {
    expectError(() => sk.raycastObb({ origin: v(-5, 0, 0), direction: v(1, 0, 0) },
      unitBox({ elements: [2, 0, 0, 0, 1, 0, 0, 0, 1] })), RangeError,
    'raycastObb: obb.rotation must be a rotation: orthonormal with determinant +1, or a unit quaternion (within 1e-4) (got (2, 0, 0, 0, 1, 0, 0, 0, 1))');
  });
});

describe('a degenerate hull error shows the cloud', () => {
  it('by its size, or by the rejected point', () => {
    expectError(() => sk.createConvexHull([0, 0, 0, 1, 0, 0]), RangeError,
      /^createConvexHull: points must hold at least 3 distinct points \(got 2 points\)$/);
    expectError(() => sk.createConvexHull([0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0]), RangeError,
      /^createConvexHull: points must not all lie on one line \(got 4 points\)$/);
    expectError(() => sk.createConvexHull([0, 0, 0, 1, NaN, 0, 0, 1, 0, 0, 0, 1]), RangeError,
      /^createConvexHull: points must be finite and within ±1e8 \(got point 1: \(1, NaN, 0\)\)$/);
  });
});

describe('issue 24 repros', () => {
  it('raycastObb checks its inputs, not the ray in the box frame: a box at z = 1e8 is a miss', () => {
    const r = sk.raycastObb({ origin: v(-5, 0.25, 0.1), direction: v(10, 0, 0) },
      { center: v(0, 0, 1e8), halfSize: v(1, 1, 1), rotation: { x: 0, y: 0, z: Math.sin(0.3), w: Math.cos(0.3) } }, 1);
    expect(r).toMatchObject({ hit: false, status: 'miss', t: 1 });
  });

  it('contact(capsule, aabb) where the segment crosses the box is the least translation', () => {
    const cap = {
      start: v(0.18222510814666748, 0.626803457736969, -1.0326871871948242),
      end: v(-1.711281180381775, 2.1071369647979736, -2.717130661010742), radius: 0.08266566693782806,
    };
    const box = { min: v(-0.020534727722406387, 0.7356235980987549, -1.4860397577285767),
      max: v(0.9189420938491821, 1.3072335720062256, -0.9796053767204285) };
    // The reference: the least over the box's face normals and the segment × edge crosses of how far the box
    // must move along the axis to clear the capsule (supports over the segment's ends and the box's corners).
    const d = [cap.end.x - cap.start.x, cap.end.y - cap.start.y, cap.end.z - cap.start.z];
    const axes = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
    for (const e of [[1, 0, 0], [0, 1, 0], [0, 0, 1]]) {
      const l = [d[1] * e[2] - d[2] * e[1], d[2] * e[0] - d[0] * e[2], d[0] * e[1] - d[1] * e[0]];
      const n = Math.hypot(...l);
      if (n > 1e-9) axes.push(l.map((c) => c / n));
    }
    const dot = (a, p) => a[0] * p.x + a[1] * p.y + a[2] * p.z;
    let least = Infinity;
    for (const a of axes) {
      for (const s of [1, -1]) {
        const n = a.map((c) => s * c);
        const corners = [];
        for (let k = 0; k < 8; k++) {
          corners.push(v(k & 1 ? box.max.x : box.min.x, k & 2 ? box.max.y : box.min.y, k & 4 ? box.max.z : box.min.z));
        }
        const push = Math.max(dot(n, cap.start), dot(n, cap.end)) + cap.radius - Math.min(...corners.map((c) => dot(n, c)));
        least = Math.min(least, push);
      }
    }
    expect(least).toBeCloseTo(0.12182, 5);
    const c = sk.contact(cap, box);
    expect(c.depth).toBeCloseTo(least, 5);
    expect(c.pointA.x - c.pointB.x).toBeCloseTo(c.depth * c.normal.x, 6);
    expect(c.pointA.y - c.pointB.y).toBeCloseTo(c.depth * c.normal.y, 6);
    expect(c.pointA.z - c.pointB.z).toBeCloseTo(c.depth * c.normal.z, 6);
  });
});
