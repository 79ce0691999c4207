// The sweeps beyond sphere–plane and sphere–sphere, against the real WebAssembly build (no mocks).
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { Capsule } from 'three/examples/jsm/math/Capsule.js';
import { expectVec, sk, thrown, v } from './helpers.js';

const V3 = (x, y, z) => new THREE.Vector3(x, y, z);
const still = v(0, 0, 0);
const ground = { normal: v(0, 1, 0), constant: 0 };

function expectAllFinite(r) {
  for (const x of [r.t, r.position.x, r.position.y, r.position.z, r.point.x, r.point.y, r.point.z, r.normal.x, r.normal.y, r.normal.z]) {
    expect(Number.isFinite(x)).toBe(true);
  }
}

describe('sweepSphereAabb', () => {
  const box = new THREE.Box3(V3(0, 0, 0), V3(2, 2, 2));

  it('hits a face: top of the rounded box at y = 3, t = (5 - 3) / 8', () => {
    const r = sk.sweepSphereAabb(new THREE.Sphere(V3(1, 5, 1), 1), V3(0, -8, 0), box, V3(0, 0, 0));
    expect(r).toMatchObject({ hit: true, status: 'hit' });
    expect(r.t).toBeCloseTo(0.25, 6);
    expectVec(r.position, v(1, 3, 1));
    expectVec(r.point, v(1, 2, 1));
    expect(r.normal).toEqual(v(0, -1, 0)); // from the sphere towards the box
  });

  it('hits an edge at the edge-capsule root with a diagonal normal', () => {
    // y = 2.6: (x - 2)² + 0.6² = 1 gives x = 2.8, t = (5 - 2.8) / 8 = 0.275.
    const r = sk.sweepSphereAabb({ center: v(5, 2.6, 1), radius: 1 }, v(-8, 0, 0), box, still);
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.275, 5);
    expectVec(r.normal, v(-0.8, -0.6, 0));
    expectVec(r.point, v(2, 2, 1));
  });

  it('misses a path through the expanded box corner that clears the rounding', () => {
    const r = sk.sweepSphereAabb({ center: v(0.8, 4.8, 1), radius: 1 }, v(4, -4, 0), box, still);
    expect(r).toMatchObject({ hit: false, status: 'miss', t: 1 });
    expectVec(r.position, v(4.8, 0.8, 1));
    expect(r.normal).toEqual(v(0, 0, 0));
  });

  it('uses the relative motion when the box moves', () => {
    const r = sk.sweepSphereAabb({ center: v(1, 5, 1), radius: 1 }, still, box, v(0, 8, 0));
    expect(r.t).toBeCloseTo(0.25, 6);
    expectVec(r.position, v(1, 5, 1));
    expectVec(r.point, v(1, 4, 1));
  });

  it('reports touching at the start as initialOverlap', () => {
    const r = sk.sweepSphereAabb({ center: v(1, 3, 1), radius: 1 }, v(0, 5, 0), box, still);
    expect(r).toMatchObject({ hit: true, status: 'initialOverlap', t: 0 });
    expectVec(r.point, v(1, 2, 1));
  });

  it('misses without relative motion, without NaN', () => {
    const r = sk.sweepSphereAabb({ center: v(1, 5, 1), radius: 1 }, v(3, 3, 3), box, v(3, 3, 3));
    expect(r.status).toBe('miss');
    expectVec(r.position, v(4, 8, 4));
    expectAllFinite(r);
  });

  it('names the box in a RangeError', () => {
    const e = thrown(() => sk.sweepSphereAabb({ center: v(1, 5, 1), radius: 1 }, still, { min: v(3, 0, 0), max: v(2, 2, 2) }, still));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toBe('sweepSphereAabb: aabb min must be <= max on every axis (got min (3, 0, 0), max (2, 2, 2))');
    expect(e.argument).toBe('aabb');
    const d = thrown(() => sk.sweepSphereAabb({ center: v(1, 5, 1), radius: 1 }, still, box, v(0, NaN, 0)));
    expect(d).toBeInstanceOf(RangeError);
    expect(d.message).toMatch(/^sweepSphereAabb: displacementB must be finite.*\(got \(0, NaN, 0\)\)/);
  });
});

describe('sweepAabbPlane', () => {
  it('lands a face: t = (2.5 - 0.5) / 4, point at the face centre', () => {
    const r = sk.sweepAabbPlane(new THREE.Box3(V3(0, 2, 0), V3(1, 3, 1)), V3(0, -4, 0), new THREE.Plane(V3(0, 1, 0), 0));
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 6);
    expectVec(r.position, v(0, 0, 0)); // min corner at t
    expectVec(r.point, v(0.5, 0, 0.5));
    expect(r.normal).toEqual(v(0, -1, 0));
  });

  it('touches a tilted plane with one vertex', () => {
    // n = (2, 2, 1)/3: rp = 5/6, d0 = 2.5, n·d = -5, t = 1/3; the min vertex (1, 1, 1) reaches the origin.
    const r = sk.sweepAabbPlane({ min: v(1, 1, 1), max: v(2, 2, 2) }, v(-3, -3, -3), { normal: v(2 / 3, 2 / 3, 1 / 3), constant: 0 });
    expect(r.t).toBeCloseTo(1 / 3, 5);
    expectVec(r.point, v(0, 0, 0));
    expectVec(r.normal, v(-2 / 3, -2 / 3, -1 / 3));
  });

  it('hits from below and reports a straddling box as initialOverlap', () => {
    const below = sk.sweepAabbPlane({ min: v(0, -3, 0), max: v(1, -2, 1) }, v(0, 4, 0), ground);
    expect(below.t).toBeCloseTo(0.5, 6);
    expect(below.normal).toEqual(v(0, 1, 0));
    const straddling = sk.sweepAabbPlane({ min: v(0, -0.5, 0), max: v(1, 0.5, 1) }, v(0, 3, 0), ground);
    expect(straddling).toMatchObject({ status: 'initialOverlap', t: 0 });
    expectVec(straddling.point, v(0.5, 0, 0.5));
  });

  it('misses parallel motion', () => {
    const r = sk.sweepAabbPlane({ min: v(0, 2, 0), max: v(1, 3, 1) }, v(50, 0, -50), ground);
    expect(r).toMatchObject({ status: 'miss', t: 1 });
    expectVec(r.position, v(50, 2, -50));
  });

  it('names the plane in a RangeError', () => {
    const e = thrown(() => sk.sweepAabbPlane({ min: v(0, 2, 0), max: v(1, 3, 1) }, v(0, -4, 0), { normal: v(0, 2, 0), constant: 0 }));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toMatch(/^sweepAabbPlane: plane\.normal must have unit length .*\(got \(0, 2, 0\)\)/);
  });
});

describe('sweepAabbAabb', () => {
  const unit = new THREE.Box3(V3(0, 0, 0), V3(1, 1, 1));

  it('hits face to face: gap 2 closed by 4, t = 0.5', () => {
    const r = sk.sweepAabbAabb(unit, V3(0, 0, 0), new THREE.Box3(V3(3, 0, 0), V3(4, 1, 1)), V3(-4, 0, 0));
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 6);
    expect(r.normal).toEqual(v(1, 0, 0)); // from A towards B
    expectVec(r.point, v(1, 0.5, 0.5));
    expectVec(r.position, v(0, 0, 0));
  });

  it('takes the normal from the last axis to start overlapping', () => {
    // y starts overlapping at 0.375, x at 0.5: normal x; at t B = [1,2]x[0.5,1.5].
    const r = sk.sweepAabbAabb(unit, still, { min: v(3, 2.5, 0), max: v(4, 3.5, 1) }, v(-4, -4, 0));
    expect(r.t).toBeCloseTo(0.5, 6);
    expect(r.normal).toEqual(v(1, 0, 0));
    expectVec(r.point, v(1, 0.75, 0.5));
  });

  it('uses the axis of least penetration for an initial overlap', () => {
    const r = sk.sweepAabbAabb(unit, still, { min: v(0.75, 0, 0), max: v(1.75, 1, 1) }, still);
    expect(r).toMatchObject({ status: 'initialOverlap', t: 0 });
    expect(r.normal).toEqual(v(1, 0, 0));
    expectVec(r.point, v(0.875, 0.5, 0.5));
  });

  it('misses when moving parallel outside a slab, without NaN', () => {
    const r = sk.sweepAabbAabb(unit, still, { min: v(3, 1.5, 0), max: v(4, 2.5, 1) }, v(-10, 0, 0));
    expect(r.status).toBe('miss');
    expectAllFinite(r);
  });

  it('names the second box in a RangeError', () => {
    const e = thrown(() => sk.sweepAabbAabb(unit, still, { min: v(0, Infinity, 0), max: v(1, 1, 1) }, still));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toMatch(/^sweepAabbAabb: aabbB\.min must be finite.*\(got \(0, Infinity, 0\)\)/);
    expect(e.field).toBe('min');
  });
});

describe('sweepCapsulePlane', () => {
  it('sweeps the end nearer the plane: t = (3 - 0.5) / 5', () => {
    const capsule = new Capsule(V3(0, 3, 0), V3(0, 5, 0), 0.5);
    const r = sk.sweepCapsulePlane(capsule, V3(0, -5, 0), new THREE.Plane(V3(0, 1, 0), 0));
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 6);
    expectVec(r.position, v(0, 0.5, 0)); // the capsule's start at t
    expectVec(r.point, v(0, 0, 0));
    expect(r.normal).toEqual(v(0, -1, 0));
  });

  it('touches below the middle of a segment parallel to the plane', () => {
    const r = sk.sweepCapsulePlane({ start: v(-1, 2, 0), end: v(3, 2, 0), radius: 0.5 }, v(0, -3, 0), ground);
    expect(r.t).toBeCloseTo(0.5, 6);
    expectVec(r.point, v(1, 0, 0));
  });

  it('reports a segment crossing the plane as initialOverlap at the crossing', () => {
    const r = sk.sweepCapsulePlane({ start: v(0, -1, 0), end: v(0, 3, 0), radius: 0.5 }, v(0, 9, 0), ground);
    expect(r).toMatchObject({ status: 'initialOverlap', t: 0 });
    expectVec(r.point, v(0, 0, 0));
    expect(r.normal).toEqual(v(0, -1, 0));
  });

  it('misses zero motion', () => {
    const r = sk.sweepCapsulePlane({ start: v(0, 3, 0), end: v(0, 5, 0), radius: 0.5 }, still, ground);
    expect(r).toMatchObject({ status: 'miss', t: 1 });
    expectAllFinite(r);
  });

  it('names the capsule field in a RangeError', () => {
    const e = thrown(() => sk.sweepCapsulePlane({ start: v(0, 3, 0), end: v(0, 5, 0), radius: -1 }, still, ground));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toBe('sweepCapsulePlane: capsule.radius must be >= 0 (got -1)');
    const end = thrown(() => sk.sweepCapsulePlane({ start: v(0, 3, 0), end: v(NaN, 5, 0), radius: 1 }, still, ground));
    expect(end.message).toMatch(/^sweepCapsulePlane: capsule\.end must be finite/);
  });
});

describe('sweepSphereCapsule', () => {
  const pillar = new Capsule(V3(0, 0, 0), V3(0, 4, 0), 1);

  it('hits the side: R = 2, x 6 -> 2 over 8', () => {
    const r = sk.sweepSphereCapsule(new THREE.Sphere(V3(6, 2, 0), 1), V3(-8, 0, 0), pillar, V3(0, 0, 0));
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 6);
    expectVec(r.position, v(2, 2, 0));
    expectVec(r.point, v(1, 2, 0));
    expectVec(r.normal, v(-1, 0, 0));
  });

  it('hits a cap off centre: y - 4 = sqrt(4 - 1.44) = 1.6, t = (10 - 5.6) / 8', () => {
    const r = sk.sweepSphereCapsule({ center: v(1.2, 10, 0), radius: 1 }, v(0, -8, 0), pillar, still);
    expect(r.t).toBeCloseTo(0.55, 5);
    expectVec(r.normal, v(-0.6, -0.8, 0));
    expectVec(r.point, v(0.6, 4.8, 0));
  });

  it('treats grazing as a hit', () => {
    const r = sk.sweepSphereCapsule({ center: v(2, 2, -5), radius: 1 }, v(0, 0, 10), pillar, still);
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 5);
  });

  it('reports an overlap at the start with t = 0', () => {
    const r = sk.sweepSphereCapsule({ center: v(1.5, 2, 0), radius: 1 }, v(5, 0, 0), pillar, still);
    expect(r).toMatchObject({ hit: true, status: 'initialOverlap', t: 0 });
    expectVec(r.normal, v(-1, 0, 0));
    expectVec(r.point, v(0.75, 2, 0));
  });

  it('misses motion parallel to the axis beside it', () => {
    const r = sk.sweepSphereCapsule({ center: v(3, -5, 0), radius: 1 }, v(0, 20, 0), pillar, still);
    expect(r.status).toBe('miss');
    expectAllFinite(r);
  });

  it('names the capsule in a RangeError, and a missing radius in a TypeError', () => {
    const e = thrown(() => sk.sweepSphereCapsule({ center: v(6, 2, 0), radius: 1 }, still, { start: v(0, 0, 0), end: v(0, 4, 0), radius: -1 }, still));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toBe('sweepSphereCapsule: capsule.radius must be >= 0 (got -1)');
    const missing = thrown(() => sk.sweepSphereCapsule({ center: v(6, 2, 0), radius: 1 }, still, { start: v(0, 0, 0), end: v(0, 4, 0) }, still));
    expect(missing).toBeInstanceOf(TypeError);
    expect(missing.message).toBe('sweepSphereCapsule: capsule.radius must be a number (got undefined)');
  });
});
