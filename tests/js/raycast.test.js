// Ray / segment casts against the real WebAssembly build (no mocks).
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { Capsule } from 'three/examples/jsm/math/Capsule.js';
import { expectVec, sk, thrown, v } from './helpers.js';

const V3 = (x, y, z) => new THREE.Vector3(x, y, z);
const FLOAT32_MAX = 3.4028234663852886e38;

describe('raycastSphere', () => {
  const sphere = new THREE.Sphere(V3(0, 0, 0), 1);

  it('casts a THREE.Ray with Infinity: t is the distance, 4 to the surface', () => {
    const r = sk.raycastSphere(new THREE.Ray(V3(-5, 0, 0), V3(1, 0, 0)), sphere, Infinity);
    expect(r).toMatchObject({ hit: true, status: 'hit' });
    expect(r.t).toBeCloseTo(4, 5);
    expectVec(r.point, v(-1, 0, 0));
    expectVec(r.normal, v(-1, 0, 0));
    // Agrees with three.js's own intersectSphere.
    const p = new THREE.Ray(V3(-5, 0, 0), V3(1, 0, 0)).intersectSphere(sphere, new THREE.Vector3());
    expectVec(r.point, p);
  });

  it('defaults maxFraction to Infinity (the endless ray, as THREE.Ray); 1 is the segment origin to origin + direction', () => {
    const r = sk.raycastSphere({ origin: v(-5, 0.6, 0), direction: v(10, 0, 0) }, sphere, 1);
    // Surface at x = -0.8 for y = 0.6: 4.2 of 10.
    expect(r.t).toBeCloseTo(0.42, 5);
    expectVec(r.normal, v(-0.8, 0.6, 0));
    const short = sk.raycastSphere({ origin: v(-5, 0, 0), direction: v(3, 0, 0) }, sphere, 1);
    expect(short).toMatchObject({ hit: false, status: 'miss', t: 1 });
    // The same short direction, endless by default: the surface at x = -1 is 4 of its 3 units away, t = 4/3.
    const endless = sk.raycastSphere({ origin: v(-5, 0, 0), direction: v(3, 0, 0) }, sphere);
    expect(endless).toMatchObject({ hit: true, status: 'hit' });
    expect(endless.t).toBeCloseTo(4 / 3, 5);
  });

  it('reports the origin inside as initialOverlap with t = 0 and a zero normal', () => {
    const r = sk.raycastSphere({ origin: v(0.2, 0.3, 0), direction: v(1, 0, 0) }, sphere, Infinity);
    expect(r).toMatchObject({ hit: true, status: 'initialOverlap', t: 0 });
    expectVec(r.point, v(0.2, 0.3, 0));
    expect(r.normal).toEqual(v(0, 0, 0));
  });

  it('misses an endless ray with the largest finite t, never Infinity', () => {
    const r = sk.raycastSphere(new THREE.Ray(V3(-5, 1.5, 0), V3(1, 0, 0)), sphere, Infinity);
    expect(r.status).toBe('miss');
    expect(r.t).toBe(FLOAT32_MAX);
    expect(r.point).toEqual(v(0, 0, 0));
  });

  it('stops at maxFraction (inclusive)', () => {
    expect(sk.raycastSphere({ origin: v(-5, 0, 0), direction: v(1, 0, 0) }, sphere, 4).status).toBe('hit');
    const r = sk.raycastSphere({ origin: v(-5, 0, 0), direction: v(1, 0, 0) }, sphere, 3.5);
    expect(r).toMatchObject({ status: 'miss', t: 3.5 });
  });

  it('throws RangeErrors naming the argument and value', () => {
    const ray = { origin: v(-5, 0, 0), direction: v(1, 0, 0) };
    const nan = thrown(() => sk.raycastSphere(ray, sphere, NaN));
    expect(nan).toBeInstanceOf(RangeError);
    expect(nan.message).toBe('raycastSphere: maxFraction must be >= 0 and not NaN (got NaN)');
    expect(nan.argument).toBe('maxFraction');
    const negative = thrown(() => sk.raycastSphere(ray, sphere, -1));
    expect(negative.message).toBe('raycastSphere: maxFraction must be >= 0 and not NaN (got -1)');
    const origin = thrown(() => sk.raycastSphere({ origin: v(NaN, 0, 0), direction: v(1, 0, 0) }, sphere));
    expect(origin.message).toMatch(/^raycastSphere: ray\.origin must be finite.*\(got \(NaN, 0, 0\)\)/);
    const radius = thrown(() => sk.raycastSphere(ray, { center: v(0, 0, 0), radius: -2 }));
    expect(radius.message).toBe('raycastSphere: sphere.radius must be >= 0 (got -2)');
  });
});

describe('raycastAabb', () => {
  const box = new THREE.Box3(V3(-1, -1, -1), V3(1, 1, 1));

  it('hits the face entered last with its outward normal', () => {
    // From (-3, -2) along (1, 1)/√2: y slab entered at distance √2, x slab at 2√2 (later): face x = -1 at (-1, 0, 0).
    const ray = new THREE.Ray(V3(-3, -2, 0), V3(1, 1, 0).normalize());
    const r = sk.raycastAabb(ray, box, Infinity);
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(2 * Math.SQRT2, 5);
    expectVec(r.point, v(-1, 0, 0));
    expect(r.normal).toEqual(v(-1, 0, 0));
    expectVec(r.point, ray.intersectBox(box, new THREE.Vector3()));
  });

  it('hits the top face as a segment: y 6 -> 1 is 5 of 10', () => {
    const r = sk.raycastAabb({ origin: v(0.5, 6, 0), direction: v(0, -10, 0) }, box);
    expect(r.t).toBeCloseTo(0.5, 6);
    expect(r.normal).toEqual(v(0, 1, 0));
  });

  it('grazes along a face and misses parallel outside it', () => {
    expect(sk.raycastAabb({ origin: v(-5, 1, 0), direction: v(1, 0, 0) }, box, Infinity).t).toBeCloseTo(4, 5);
    const r = sk.raycastAabb({ origin: v(-5, 1.5, 0), direction: v(1, 0, 0) }, box, Infinity);
    expect(r).toMatchObject({ status: 'miss', t: FLOAT32_MAX });
  });

  it('reports the origin inside as initialOverlap', () => {
    const r = sk.raycastAabb(new THREE.Ray(V3(0.5, 0.5, 0.5), V3(0, 0, 1)), box, Infinity);
    expect(r).toMatchObject({ status: 'initialOverlap', t: 0 });
    expect(r.normal).toEqual(v(0, 0, 0));
  });

  it('names the box in a RangeError', () => {
    const e = thrown(() => sk.raycastAabb({ origin: v(-5, 0, 0), direction: v(1, 0, 0) }, { min: v(0, 2, 0), max: v(1, 1, 1) }));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toBe('raycastAabb: aabb min must be <= max on every axis (got min (0, 2, 0), max (1, 1, 1))');
  });
});

describe('raycastPlane', () => {
  const ground = new THREE.Plane(V3(0, 1, 0), 0);

  it('hits from above with the normal facing the origin', () => {
    const r = sk.raycastPlane(new THREE.Ray(V3(1, 5, 2), V3(0, -1, 0)), ground, Infinity);
    expect(r.t).toBeCloseTo(5, 5);
    expectVec(r.point, v(1, 0, 2));
    expect(r.normal).toEqual(v(0, 1, 0));
  });

  it('hits from below with the normal facing the origin', () => {
    const r = sk.raycastPlane({ origin: v(0, -2, 0), direction: v(0, 4, 0) }, ground);
    expect(r.t).toBeCloseTo(0.5, 6);
    expect(r.normal).toEqual(v(0, -1, 0));
  });

  it('misses parallel rays and starts on the plane as initialOverlap', () => {
    expect(sk.raycastPlane({ origin: v(0, 1, 0), direction: v(1, 0, 0) }, ground, Infinity)).toMatchObject({ status: 'miss', t: FLOAT32_MAX });
    expect(sk.raycastPlane({ origin: v(3, 0, 4), direction: v(0, -1, 0) }, ground)).toMatchObject({ status: 'initialOverlap', t: 0 });
  });

  it('stops at maxFraction', () => {
    expect(sk.raycastPlane({ origin: v(0, 5, 0), direction: v(0, -1, 0) }, ground, 2)).toMatchObject({ status: 'miss', t: 2 });
  });

  it('names the plane in a RangeError', () => {
    const e = thrown(() => sk.raycastPlane({ origin: v(0, 5, 0), direction: v(0, -1, 0) }, { normal: v(0, 0, 0), constant: 0 }));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toBe('raycastPlane: plane.normal must not be zero (got (0, 0, 0))');
  });
});

describe('raycastCapsule', () => {
  const pillar = new Capsule(V3(0, 0, 0), V3(0, 4, 0), 1);

  it('hits the side of a three.js Capsule', () => {
    const r = sk.raycastCapsule(new THREE.Ray(V3(5, 2, 0), V3(-1, 0, 0)), pillar, Infinity);
    expect(r.status).toBe('hit');
    expect(r.t).toBeCloseTo(4, 5);
    expectVec(r.point, v(1, 2, 0));
    expectVec(r.normal, v(1, 0, 0));
  });

  it('hits a cap off centre: y = 4 + sqrt(1 - 0.36) = 4.8', () => {
    const r = sk.raycastCapsule({ origin: v(0.6, 10, 0), direction: v(0, -1, 0) }, pillar, Infinity);
    expect(r.t).toBeCloseTo(5.2, 5);
    expectVec(r.normal, v(0.6, 0.8, 0));
  });

  it('passes beyond the ends and reports the origin inside', () => {
    expect(sk.raycastCapsule({ origin: v(5, 6, 0), direction: v(-1, 0, 0) }, pillar, Infinity).status).toBe('miss');
    const inside = sk.raycastCapsule({ origin: v(0.5, 4.5, 0), direction: v(1, 0, 0) }, pillar, Infinity);
    expect(inside).toMatchObject({ status: 'initialOverlap', t: 0 });
  });

  it('names the capsule in a RangeError', () => {
    const e = thrown(() => sk.raycastCapsule({ origin: v(5, 2, 0), direction: v(-1, 0, 0) }, { start: v(0, 0, 0), end: v(0, Infinity, 0), radius: 1 }));
    expect(e).toBeInstanceOf(RangeError);
    expect(e.message).toMatch(/^raycastCapsule: capsule\.end must be finite.*\(got \(0, Infinity, 0\)\)/);
    const d = thrown(() => sk.raycastCapsule({ origin: v(5, 2, 0), direction: v(-1, NaN, 0) }, pillar));
    expect(d.message).toMatch(/^raycastCapsule: ray\.direction must be finite/);
  });
});
