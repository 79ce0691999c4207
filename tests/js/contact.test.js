// The contact and overlap functions against the real WebAssembly build (no mocks): hand-computed values
// for each pair, three.js objects passed as they are, and RangeErrors that name the argument.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { Capsule } from 'three/examples/jsm/math/Capsule.js';
import { expectVec, sk, thrown, v } from './helpers.js';

const V = (x, y, z) => new THREE.Vector3(x, y, z);
const ground = new THREE.Plane(V(0, 1, 0), 0);

/** A hit with the given fields, and pointA - pointB = depth * normal. */
function expectContact(c, { depth, normal, pointA, pointB }) {
  expect(c.hit).toBe(true);
  expect(c.depth).toBeCloseTo(depth, 5);
  expectVec(c.normal, normal);
  expectVec(c.pointA, pointA);
  expectVec(c.pointB, pointB);
  expectVec(v(c.pointA.x - c.pointB.x, c.pointA.y - c.pointB.y, c.pointA.z - c.pointB.z),
    v(c.depth * c.normal.x, c.depth * c.normal.y, c.depth * c.normal.z));
}

const MISS = { hit: false, depth: 0, normal: v(0, 0, 0), pointA: v(0, 0, 0), pointB: v(0, 0, 0) };

describe('contactSphereSphere', () => {
  it('overlapping: normal from A to B, depth and both surface points', () => {
    // s = (3, 4, 0), |s| = 5, R = 6: depth 1, n = (0.6, 0.8, 0); pointA = 2n, pointB = (3, 4, 0) - 4n.
    const c = sk.contactSphereSphere(new THREE.Sphere(V(0, 0, 0), 2), new THREE.Sphere(V(3, 4, 0), 4));
    expectContact(c, { depth: 1, normal: v(0.6, 0.8, 0), pointA: v(1.2, 1.6, 0), pointB: v(0.6, 0.8, 0) });
  });

  it('touching is a hit with depth 0; separated is a miss with zero fields', () => {
    const t = sk.contactSphereSphere({ center: v(0, 0, 0), radius: 1 }, { center: v(0, 0, 3), radius: 2 });
    expectContact(t, { depth: 0, normal: v(0, 0, 1), pointA: v(0, 0, 1), pointB: v(0, 0, 1) });
    expect(sk.contactSphereSphere({ center: v(0, 0, 0), radius: 1 }, { center: v(0, 3.01, 0), radius: 2 })).toEqual(MISS);
  });

  it('coincident centres use +y; swapping A and B negates the normal', () => {
    const c = sk.contactSphereSphere({ center: v(1, 2, 3), radius: 1 }, { center: v(1, 2, 3), radius: 2 });
    expectContact(c, { depth: 3, normal: v(0, 1, 0), pointA: v(1, 3, 3), pointB: v(1, 0, 3) });
    const a = { center: v(0, 0, 0), radius: 1 };
    const b = { center: v(1.5, 0, 0), radius: 1 };
    const ab = sk.contactSphereSphere(a, b);
    const ba = sk.contactSphereSphere(b, a);
    expect(ab.normal).toEqual(v(1, 0, 0));
    expect(ba.normal).toEqual(v(-1, 0, 0));
    expect(ba.depth).toBe(ab.depth);
    expect(ba.pointA).toEqual(ab.pointB);
  });
});

describe('contactAabbAabb', () => {
  it('takes THREE.Box3 and pushes along the axis of least penetration', () => {
    // B = [1.5, 4] x [0.5, 1.5] x [-1, 3] against A = [0, 2]³: x + 0.5 beats y 1.5 and z 3.
    // Overlap centre (y, z) = (1, 1); pointA on A's x = 2, pointB on B's x = 1.5.
    const a = new THREE.Box3(V(0, 0, 0), V(2, 2, 2));
    const b = new THREE.Box3(V(1.5, 0.5, -1), V(4, 1.5, 3));
    expectContact(sk.contactAabbAabb(a, b), { depth: 0.5, normal: v(1, 0, 0), pointA: v(2, 1, 1), pointB: v(1.5, 1, 1) });
    expectContact(sk.contactAabbAabb(b, a), { depth: 0.5, normal: v(-1, 0, 0), pointA: v(1.5, 1, 1), pointB: v(2, 1, 1) });
  });

  it('B below A gives -y; touching faces hit with depth 0; a gap misses', () => {
    // y: 0.25 - 0 = 0.25 (down) beats x, z 1.
    const c = sk.contactAabbAabb({ min: v(0, 0, 0), max: v(2, 2, 2) }, { min: v(0.5, -3, 0.5), max: v(1, 0.25, 1) });
    expectContact(c, { depth: 0.25, normal: v(0, -1, 0), pointA: v(0.75, 0, 0.75), pointB: v(0.75, 0.25, 0.75) });
    const unit = { min: v(0, 0, 0), max: v(1, 1, 1) };
    expect(sk.contactAabbAabb(unit, { min: v(1, 0, 0), max: v(2, 1, 1) })).toMatchObject({ hit: true, depth: 0 });
    expect(sk.contactAabbAabb(unit, { min: v(1.01, 0, 0), max: v(2, 1, 1) })).toEqual(MISS);
  });
});

describe('contactSphereAabb', () => {
  it('centre outside: the clamped point, normal from the sphere to the box', () => {
    // c = (1.6, 1.8, 0.5) clamps to the edge (1, 1, 0.5): distance 1 along (0.6, 0.8, 0) from the box; r = 1.5:
    // depth 0.5, normal -(0.6, 0.8, 0), pointA = c - 1.5 (0.6, 0.8, 0) = (0.7, 0.6, 0.5), pointB the edge point.
    const c = sk.contactSphereAabb(new THREE.Sphere(V(1.6, 1.8, 0.5), 1.5), new THREE.Box3(V(0, 0, 0), V(1, 1, 1)));
    expectContact(c, { depth: 0.5, normal: v(-0.6, -0.8, 0), pointA: v(0.7, 0.6, 0.5), pointB: v(1, 1, 0.5) });
  });

  it('centre inside: out through the nearest face, depth = face distance + r', () => {
    // Box [0, 4] x [0, 2] x [0, 6], c = (1, 0.5, 3): the bottom face is 0.5 away, so the sphere leaves through -y:
    // normal (sphere towards box) +y, depth 0.75.
    const c = sk.contactSphereAabb({ center: v(1, 0.5, 3), radius: 0.25 }, { min: v(0, 0, 0), max: v(4, 2, 6) });
    expectContact(c, { depth: 0.75, normal: v(0, 1, 0), pointA: v(1, 0.75, 3), pointB: v(1, 0, 3) });
  });

  it('misses near a corner even though the bounding boxes overlap', () => {
    // The corner (1, 1, 1) is sqrt(3) = 1.732 from (2, 2, 2) > 1.7.
    expect(sk.contactSphereAabb({ center: v(2, 2, 2), radius: 1.7 }, { min: v(0, 0, 0), max: v(1, 1, 1) })).toEqual(MISS);
  });

  it('the deprecated contactAabbSphere(box, sphere) is the same contact seen from the box', () => {
    const box = { min: v(0, 0, 0), max: v(1, 1, 1) };
    const sphere = { center: v(1.6, 1.8, 0.5), radius: 1.5 };
    const c = sk.contactSphereAabb(sphere, box);
    expect(sk.contactAabbSphere(box, sphere)).toEqual({ ...c, normal: v(0 - c.normal.x, 0 - c.normal.y, 0 - c.normal.z), pointA: c.pointB, pointB: c.pointA });
  });
});

describe('contactSpherePlane', () => {
  it('positive side: normal -n, pointA the deepest point, pointB the centre projected', () => {
    const c = sk.contactSpherePlane(new THREE.Sphere(V(2, 0.5, 3), 1), ground);
    expectContact(c, { depth: 0.5, normal: v(0, -1, 0), pointA: v(2, -0.5, 3), pointB: v(2, 0, 3) });
  });

  it('negative side: normal +n; a tilted plane; two-sided, so far behind is a miss', () => {
    expectContact(sk.contactSpherePlane({ center: v(0, -0.25, 0), radius: 1 }, ground),
      { depth: 0.75, normal: v(0, 1, 0), pointA: v(0, 0.75, 0), pointB: v(0, 0, 0) });
    // 0.6x + 0.8y - 2 = 0, c = (3, 4, 0): d = 3, r = 3.5: depth 0.5.
    const tilted = new THREE.Plane(V(0.6, 0.8, 0), -2);
    expectContact(sk.contactSpherePlane({ center: v(3, 4, 0), radius: 3.5 }, tilted),
      { depth: 0.5, normal: v(-0.6, -0.8, 0), pointA: v(0.9, 1.2, 0), pointB: v(1.2, 1.6, 0) });
    expect(sk.contactSpherePlane({ center: v(0, -5, 0), radius: 1 }, ground)).toEqual(MISS);
  });
});

describe('contactAabbPlane', () => {
  it('a box sunk into the ground: the bottom face centre is pointA', () => {
    // c = (0, 0.5, 0), projected radius 1, d = 0.5: depth 0.5.
    const c = sk.contactAabbPlane(new THREE.Box3(V(-1, -0.5, -2), V(1, 1.5, 2)), ground);
    expectContact(c, { depth: 0.5, normal: v(0, -1, 0), pointA: v(0, -0.5, 0), pointB: v(0, 0, 0) });
  });

  it('a tilted plane from the negative side: the deepest vertex', () => {
    // 0.6x + 0.8y - 2 = 0, box [0, 2]³: d = -0.6, radius 1.4: depth 0.8, normal +n; vertex (2, 2, 1) (z free).
    const c = sk.contactAabbPlane({ min: v(0, 0, 0), max: v(2, 2, 2) }, { normal: v(0.6, 0.8, 0), constant: -2 });
    expectContact(c, { depth: 0.8, normal: v(0.6, 0.8, 0), pointA: v(2, 2, 1), pointB: v(1.52, 1.36, 1) });
    expect(sk.contactAabbPlane({ min: v(0, 0.01, 0), max: v(1, 1, 1) }, ground)).toEqual(MISS);
  });
});

describe('contactSphereCapsule', () => {
  it('takes three\'s Capsule: normal from the sphere to the segment\'s closest point', () => {
    // c = (-1.2, 1.6, 0) is nearest the start: distance 2 along (0.6, -0.8, 0), R = 2.5: depth 0.5;
    // pointA = c + 1.5n = (-0.3, 0.4, 0), pointB = start - 1n = (-0.6, 0.8, 0).
    const capsule = new Capsule(V(0, 0, 0), V(4, 0, 0), 1);
    const c = sk.contactSphereCapsule(new THREE.Sphere(V(-1.2, 1.6, 0), 1.5), capsule);
    expectContact(c, { depth: 0.5, normal: v(0.6, -0.8, 0), pointA: v(-0.3, 0.4, 0), pointB: v(-0.6, 0.8, 0) });
  });

  it('a centre on the segment uses the perpendicular nearest +y', () => {
    const c = sk.contactSphereCapsule({ center: v(1, 0, 0), radius: 1 }, { start: v(0, 0, 0), end: v(4, 0, 0), radius: 0.5 });
    expectContact(c, { depth: 1.5, normal: v(0, 1, 0), pointA: v(1, 1, 0), pointB: v(1, -0.5, 0) });
  });
});

describe('contactCapsuleCapsule', () => {
  it('end to end, and swapped', () => {
    // A's end (1, 0, 0) to B's start (1.6, 0.8, 0): distance 1, R = 1.2: depth 0.2.
    const a = new Capsule(V(0, 0, 0), V(1, 0, 0), 0.5);
    const b = new Capsule(V(1.6, 0.8, 0), V(1.6, 3, 0), 0.7);
    expectContact(sk.contactCapsuleCapsule(a, b),
      { depth: 0.2, normal: v(0.6, 0.8, 0), pointA: v(1.3, 0.4, 0), pointB: v(1.18, 0.24, 0) });
    expectContact(sk.contactCapsuleCapsule(b, a),
      { depth: 0.2, normal: v(-0.6, -0.8, 0), pointA: v(1.18, 0.24, 0), pointB: v(1.3, 0.4, 0) });
  });

  it('crossing segments push apart along the cross product', () => {
    const a = { start: v(-1, 0, 0), end: v(1, 0, 0), radius: 0.25 };
    const b = { start: v(0, -1, 0), end: v(0, 1, 0), radius: 0.5 };
    expectContact(sk.contactCapsuleCapsule(a, b), { depth: 0.75, normal: v(0, 0, 1), pointA: v(0, 0, 0.25), pointB: v(0, 0, -0.5) });
    expect(sk.contactCapsuleCapsule(a, { start: v(0, 1.3, -2), end: v(0, 1.3, 2), radius: 1 }).hit).toBe(false);
  });
});

describe('contactCapsulePlane', () => {
  it('a capsule crossing the ground: pushed past its lower cap', () => {
    // ds = -1, de = 3: midpoint above, normal -y; depth = 0.5 + 1.
    const c = sk.contactCapsulePlane(new Capsule(V(0, -1, 0), V(0, 3, 0), 0.5), ground);
    expectContact(c, { depth: 1.5, normal: v(0, -1, 0), pointA: v(0, -1.5, 0), pointB: v(0, 0, 0) });
  });

  it('lying parallel uses the middle of the segment', () => {
    const c = sk.contactCapsulePlane({ start: v(-1, 0.25, 0), end: v(3, 0.25, 0), radius: 0.5 }, ground);
    expectContact(c, { depth: 0.25, normal: v(0, -1, 0), pointA: v(1, -0.25, 0), pointB: v(1, 0, 0) });
    expect(sk.contactCapsulePlane({ start: v(0, 1.5, 0), end: v(3, 2, 0), radius: 1 }, ground)).toEqual(MISS);
  });
});

describe('contactCapsuleAabb', () => {
  it('closest point inside a quadratic piece (exact, not sampled)', () => {
    // Segment (6.5, 0, 0.5)-(-1.5, 6, 0.5): closest at t = 0.5, p = (2.5, 3, 0.5), to the edge point (1, 1, 0.5),
    // distance 2.5 along (-0.6, -0.8, 0). r = 3: depth 0.5, pointA = p + 3n = (0.7, 0.6, 0.5).
    const box = new THREE.Box3(V(0, 0, 0), V(1, 1, 1));
    const c = sk.contactCapsuleAabb(new Capsule(V(6.5, 0, 0.5), V(-1.5, 6, 0.5), 3), box);
    expectContact(c, { depth: 0.5, normal: v(-0.6, -0.8, 0), pointA: v(0.7, 0.6, 0.5), pointB: v(1, 1, 0.5) });
    // r = 2.4 < 2.5 misses, though the capsule's bounding box overlaps the box.
    expect(sk.contactCapsuleAabb(new Capsule(V(6.5, 0, 0.5), V(-1.5, 6, 0.5), 2.4), box)).toEqual(MISS);
  });

  it('a segment through the box pushes the box off the capsule\'s bounding box', () => {
    // Bounds y [0.25, 0.75] in the cube [-1, 1]³: -y by 1 - 0.25 = 0.75; pointA under the middle of the inside stretch.
    const c = sk.contactCapsuleAabb({ start: v(-3, 0.5, 0), end: v(3, 0.5, 0), radius: 0.25 }, { min: v(-1, -1, -1), max: v(1, 1, 1) });
    expectContact(c, { depth: 0.75, normal: v(0, -1, 0), pointA: v(0, 0.25, 0), pointB: v(0, 1, 0) });
  });
});

describe('overlap fast paths', () => {
  it('return booleans, touching counts, and agree with the contact tests', () => {
    const box = new THREE.Box3(V(0, 0, 0), V(1, 1, 1));
    expect(sk.overlapSphereSphere(new THREE.Sphere(V(0, 0, 0), 1), new THREE.Sphere(V(0, 0, 3), 2))).toBe(true); // touching
    expect(sk.overlapSphereSphere({ center: v(0, 0, 0), radius: 1 }, { center: v(0, 3.01, 0), radius: 2 })).toBe(false);
    expect(sk.overlapAabbAabb(box, new THREE.Box3(V(1, 1, 1), V(2, 2, 2)))).toBe(true); // corners meet
    expect(sk.overlapAabbAabb(box, { min: v(0, 0, 1.01), max: v(1, 1, 2) })).toBe(false);
    expect(sk.overlapSphereAabb(new THREE.Sphere(V(1.6, 1.8, 0.5), 1), box)).toBe(true); // 1 from the edge
    expect(sk.overlapSphereAabb({ center: v(2, 2, 2), radius: 1.7 }, box)).toBe(false);
    expect(sk.overlapSpherePlane({ center: v(0, -1, 0), radius: 1 }, ground)).toBe(true);
    expect(sk.overlapSpherePlane({ center: v(0, -5, 0), radius: 1 }, ground)).toBe(false);
    expect(sk.overlapAabbPlane(box, ground)).toBe(true); // resting on it
    expect(sk.overlapAabbPlane({ min: v(0, 0.01, 0), max: v(1, 1, 1) }, ground)).toBe(false);
    const capsule = new Capsule(V(0, 0, 0), V(4, 0, 0), 0.5);
    expect(sk.overlapSphereCapsule({ center: v(2, 1.5, 0), radius: 1 }, capsule)).toBe(true);
    expect(sk.overlapSphereCapsule({ center: v(5.6, 0, 0), radius: 1 }, capsule)).toBe(false);
    expect(sk.overlapCapsuleCapsule(capsule, new Capsule(V(2, 1, -2), V(2, 1, 2), 0.5))).toBe(true);
    expect(sk.overlapCapsuleCapsule(capsule, new Capsule(V(2, 1.01, -2), V(2, 1.01, 2), 0.5))).toBe(false);

    let seed = 11;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
    const vec = (s) => v(rand() * s, rand() * s, rand() * s);
    for (let i = 0; i < 300; i++) {
      const s1 = { center: vec(3), radius: rand() + 1 };
      const s2 = { center: vec(3), radius: rand() + 1 };
      const lo = vec(3);
      const b1 = { min: lo, max: v(lo.x + rand() + 1, lo.y + rand() + 1, lo.z + rand() + 1) };
      const c1 = { start: vec(3), end: vec(3), radius: rand() * 0.5 + 0.5 };
      const c2 = { start: vec(3), end: vec(3), radius: rand() * 0.5 + 0.5 };
      expect(sk.overlapSphereSphere(s1, s2)).toBe(sk.contactSphereSphere(s1, s2).hit);
      expect(sk.overlapSphereAabb(s1, b1)).toBe(sk.contactSphereAabb(s1, b1).hit);
      expect(sk.overlapSphereCapsule(s2, c1)).toBe(sk.contactSphereCapsule(s2, c1).hit);
      expect(sk.overlapCapsuleCapsule(c1, c2)).toBe(sk.contactCapsuleCapsule(c1, c2).hit);
    }
  });
});

describe('invalid input', () => {
  const sphere = { center: v(0, 0, 0), radius: 1 };
  const box = { min: v(0, 0, 0), max: v(1, 1, 1) };
  const capsule = { start: v(0, 0, 0), end: v(1, 0, 0), radius: 1 };

  it.each([
    ['contactAabbAabb', () => sk.contactAabbAabb(box, new THREE.Box3(V(2, 0, 0), V(1, 1, 1))),
      ['contactAabbAabb: aabbB', 'min must be <= max on every axis', '(got min (2, 0, 0), max (1, 1, 1))'], 'aabbB', null],
    ['contactCapsuleCapsule', () => sk.contactCapsuleCapsule(new Capsule(V(0, 0, 0), V(1, 0, 0), -0.5), capsule),
      ['contactCapsuleCapsule: capsuleA.radius', 'must be >= 0', '(got -0.5)'], 'capsuleA', 'radius'],
    ['contactSphereSphere', () => sk.contactSphereSphere(sphere, { center: v(0, NaN, 0), radius: 1 }),
      ['contactSphereSphere: sphereB.center', 'must be finite', '(got (0, NaN, 0))'], 'sphereB', 'center'],
    ['contactSphereAabb', () => sk.contactSphereAabb(sphere, { min: v(0, 0, 0), max: v(1, NaN, 1) }),
      ['contactSphereAabb: aabb.max', 'must be finite', '(got (1, NaN, 1))'], 'aabb', 'max'],
    ['contactSpherePlane', () => sk.contactSpherePlane(sphere, { normal: v(0, 2, 0), constant: 0 }),
      ['contactSpherePlane: plane.normal', 'must have unit length (within 1e-4)', '(got (0, 2, 0))'], 'plane', 'normal'],
    ['contactAabbPlane', () => sk.contactAabbPlane(box, { normal: v(0, 1, 0), constant: NaN }),
      ['contactAabbPlane: plane.constant', 'must be finite', '(got NaN)'], 'plane', 'constant'],
    ['contactSphereCapsule', () => sk.contactSphereCapsule(sphere, { start: v(0, 0, 0), end: v(Infinity, 0, 0), radius: 1 }),
      ['contactSphereCapsule: capsule.end', 'must be finite', '(got (Infinity, 0, 0))'], 'capsule', 'end'],
    ['contactCapsulePlane', () => sk.contactCapsulePlane({ start: v(NaN, 0, 0), end: v(1, 0, 0), radius: 1 }, ground),
      ['contactCapsulePlane: capsule.start', 'must be finite', '(got (NaN, 0, 0))'], 'capsule', 'start'],
    ['contactCapsuleAabb', () => sk.contactCapsuleAabb(capsule, new THREE.Box3(V(0, 0, 0), V(1, 1, -1))),
      ['contactCapsuleAabb: aabb', 'min must be <= max on every axis', '(got min (0, 0, 0), max (1, 1, -1))'], 'aabb', null],
    ['overlapSphereSphere', () => sk.overlapSphereSphere({ center: v(0, 0, 0), radius: -1 }, sphere),
      ['overlapSphereSphere: sphereA.radius', 'must be >= 0', '(got -1)'], 'sphereA', 'radius'],
    ['overlapAabbAabb', () => sk.overlapAabbAabb(box, { min: v(0, 0, 0), max: v(NaN, 1, 1) }),
      ['overlapAabbAabb: aabbB.max', 'must be finite', '(got (NaN, 1, 1))'], 'aabbB', 'max'],
    ['overlapSphereAabb', () => sk.overlapSphereAabb(sphere, new THREE.Box3()),
      ['overlapSphereAabb: aabb.min', 'must be finite', '(got (Infinity, Infinity, Infinity))'], 'aabb', 'min'],
    ['overlapSpherePlane', () => sk.overlapSpherePlane({ center: v(0, 0, 0), radius: -Infinity }, ground),
      ['overlapSpherePlane: sphere.radius', 'must be finite', '(got -Infinity)'], 'sphere', 'radius'],
    ['overlapAabbPlane', () => sk.overlapAabbPlane(box, { normal: v(0, 0, 0), constant: 0 }),
      ['overlapAabbPlane: plane.normal', 'must not be zero', '(got (0, 0, 0))'], 'plane', 'normal'],
    ['overlapSphereCapsule', () => sk.overlapSphereCapsule(sphere, new Capsule(V(0, 0, 0), V(0, 1, 0), -2)),
      ['overlapSphereCapsule: capsule.radius', 'must be >= 0', '(got -2)'], 'capsule', 'radius'],
    ['overlapCapsuleCapsule', () => sk.overlapCapsuleCapsule(capsule, { start: v(0, 0, 0), end: v(0, 0, 0), radius: NaN }),
      ['overlapCapsuleCapsule: capsuleB.radius', 'must be finite', '(got NaN)'], 'capsuleB', 'radius'],
  ])('%s throws a RangeError naming the argument', (_, call, [path, problem, got], argument, field) => {
    const error = thrown(call);
    expect(error).toBeInstanceOf(RangeError);
    // "<fn>: <argument>[.<field>] <problem> (got <value>)"; the problem may carry a qualifier after its first words.
    const start = `${path} ${problem}`;
    expect(error.message.slice(0, start.length)).toBe(start);
    expect(error.message.slice(-got.length)).toBe(got);
    expect(error.argument).toBe(argument);
    expect(error.field).toBe(field);
  });
});
