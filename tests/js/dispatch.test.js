// The generic contact(a, b) and sweep(a, da, b, db) against the real WebAssembly build: shape kinds
// inferred from the fields (three.js objects included) or given by `type`, either argument order,
// moving planes, and clear errors for unsupported pairs and invalid input.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { Capsule } from 'three/examples/jsm/math/Capsule.js';
import { expectVec, sk, v } from './helpers.js';

const zero = v(0, 0, 0);

describe('contact', () => {
  it('infers THREE.Sphere and THREE.Box3 and mirrors the (box, sphere) pair', () => {
    // Unit sphere at the origin, box from x = 0.5: overlap 0.5 along x.
    const sphere = new THREE.Sphere(new THREE.Vector3(0, 0, 0), 1);
    const box = new THREE.Box3(new THREE.Vector3(0.5, -1, -1), new THREE.Vector3(2, 1, 1));
    const ab = sk.contact(sphere, box);
    expect(ab.hit).toBe(true);
    expect(ab.depth).toBeCloseTo(0.5, 6);
    expectVec(ab.normal, v(1, 0, 0));
    expectVec(ab.pointA, v(1, 0, 0));
    expectVec(ab.pointB, v(0.5, 0, 0));
    // One manifold point for a pair without a SAT manifold: the contact's own.
    expect(ab.points).toEqual([{ pointA: ab.pointA, pointB: ab.pointB, depth: ab.depth, id: 0 }]);
    const ba = sk.contact(box, sphere);
    expect(ba).toEqual({
      ...ab, normal: v(-1, 0, 0), pointA: ab.pointB, pointB: ab.pointA,
      points: [{ pointA: ab.pointB, pointB: ab.pointA, depth: ab.depth, id: 0 }],
    });
    // The same as the named pair function (which has no manifold).
    const { points, subShapeA, subShapeB, ...contact } = ab;
    expect([subShapeA, subShapeB]).toEqual([-1, -1]); // neither is composite
    expect(contact).toEqual(sk.contactSphereAabb(sphere, box));
  });

  it("takes three's Capsule and THREE.Plane", () => {
    // Capsule lying 0.2 above the floor's reach: bottom of the rounded end at y = 0.5 - 0.7 = -0.2.
    const capsule = new Capsule(new THREE.Vector3(0, 0.5, 0), new THREE.Vector3(2, 0.5, 0), 0.7);
    const floor = new THREE.Plane(new THREE.Vector3(0, 1, 0), 0);
    const c = sk.contact(capsule, floor);
    expect(c.hit).toBe(true);
    expect(c.depth).toBeCloseTo(0.2, 5);
    expectVec(c.normal, v(0, -1, 0));
  });

  it('uses an explicit type over the fields', () => {
    const c = sk.contact({ type: 'sphere', center: v(0, 0, 0), radius: 1 }, { type: 'sphere', center: v(1.5, 0, 0), radius: 1 });
    expect(c.depth).toBeCloseTo(0.5, 6);
    expectVec(c.normal, v(1, 0, 0));
  });

  it('throws a TypeError naming an unsupported pair or a shapeless argument', () => {
    const p = { normal: v(0, 1, 0), constant: 0 };
    expect(() => sk.contact(p, p)).toThrow(TypeError);
    expect(() => sk.contact(p, p)).toThrow(/\(plane, plane\)/);
    expect(() => sk.contact({ foo: 1 }, p)).toThrow(/^contact: shapeA must be a shape: .* \(got \{foo\}\)$/);
  });

  it('throws a RangeError naming the argument and field for invalid input', () => {
    const box = { min: v(0, 0, 0), max: v(1, 1, 1) };
    expect(() => sk.contact(box, { center: v(0, 0, 0), radius: -1 })).toThrow(RangeError);
    expect(() => sk.contact(box, { center: v(0, 0, 0), radius: -1 })).toThrow(/shapeB\.radius/);
    expect(() => sk.contact({ min: v(2, 0, 0), max: v(1, 1, 1) }, box)).toThrow(/shapeA/);
  });
});

describe('sweep', () => {
  it('agrees with the named sweep for a fixed plane', () => {
    const s = { center: v(1, 4, -2), radius: 0.5 };
    const p = { normal: v(0, 0.6, 0.8), constant: -1 };
    const d = v(0.5, -9, 3);
    expect(sk.sweep(s, d, p, zero)).toEqual(sk.sweepSpherePlane(s, d, p));
  });

  it('lets the plane move: a rising floor meets a resting sphere at t = 0.4', () => {
    // Gap 3 - 1 = 2, closed at 5 per frame; the floor is then at y = 2.
    const h = sk.sweep({ normal: v(0, 1, 0), constant: 0 }, v(0, 5, 0), { center: v(0, 3, 0), radius: 1 }, zero);
    expect(h.status).toBe('hit');
    expect(h.t).toBeCloseTo(0.4, 6);
    expectVec(h.normal, v(0, 1, 0));
    expectVec(h.point, v(0, 2, 0));
  });

  it('mirrors a reversed pair: (box, sphere) has the normal of (sphere, box) negated and the same t', () => {
    // Sphere at x = -3 moving +4 towards a box whose face is at x = 0: contact when the centre reaches -1, t = 0.5.
    const sphere = { center: v(-3, 0.5, 0.5), radius: 1 };
    const box = { min: v(0, 0, 0), max: v(1, 1, 1) };
    const sb = sk.sweep(sphere, v(4, 0, 0), box, zero);
    const bs = sk.sweep(box, zero, sphere, v(4, 0, 0));
    expect(sb.t).toBeCloseTo(0.5, 6);
    expectVec(sb.normal, v(1, 0, 0));
    expect(bs.t).toBe(sb.t);
    expectVec(bs.normal, v(-1, 0, 0));
    expectVec(bs.point, sb.point);
    expectVec(bs.position, box.min); // the box's reference point; it does not move
  });

  it('throws a TypeError only for plane–plane; capsule pairs sweep by conservative advancement', () => {
    const p = { normal: v(0, 1, 0), constant: 0 };
    expect(() => sk.sweep(p, zero, p, zero)).toThrow(/\(plane, plane\)/);
    // A capsule (0,0,0)-(0,1,0) r 0.5 moving +10 x meets an upright capsule at x = 8 (r 0.5) when the axes are
    // 1 apart: t = 0.7, never later, within the target 1e-4 of the size before.
    const c = { start: v(0, 0, 0), end: v(0, 1, 0), radius: 0.5 };
    const h = sk.sweep(c, v(10, 0, 0), { start: v(8, -1, 0), end: v(8, 2, 0), radius: 0.5 }, zero);
    expect(h.status).toBe('hit');
    expect(h.t).toBeLessThanOrEqual(0.7);
    expect(h.t).toBeGreaterThan(0.7 - 1e-4);
  });

  it('names the displacement that is invalid, in the caller\'s order', () => {
    const box = { min: v(0, 0, 0), max: v(1, 1, 1) };
    const sphere = { center: v(-3, 0, 0), radius: 1 };
    expect(() => sk.sweep(box, zero, sphere, v(NaN, 0, 0))).toThrow(/displacementB/);
    expect(() => sk.sweep(box, v(0, Infinity, 0), sphere, zero)).toThrow(/displacementA/);
  });
});
