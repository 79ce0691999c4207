// Strict inputs at the JS boundary (bindings/js/check.js and the generated query wrappers): nothing is coerced,
// every wrong type is a TypeError naming the function, the argument, the field and what was received; every
// out-of-range number a RangeError from the core. Issue 10's list of bad inputs, case by case.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { sk, thrown, v } from './helpers.js';

const ball = () => ({ center: v(0, 2, 0), radius: 0.5 });
const down = v(0, -4, 0);
const floor = { normal: v(0, 1, 0), constant: 0 };

describe('a non-number where a number belongs is a TypeError, never coerced', () => {
  const bad = [
    ['string', '5', 'string "5"'],
    ['null', null, 'null'],
    ['boolean', true, 'boolean true'],
    ['array', [], 'array'],
    ['BigInt', 5n, 'bigint 5n'],
    ['Symbol', Symbol('x'), 'symbol'],
    ['undefined', undefined, 'undefined'],
    ['object', {}, '{}'],
  ];
  it.each(bad)('a %s in a vector field', (_, value, shown) => {
    const error = thrown(() => sk.sweepSpherePlane({ center: { x: value, y: 2, z: 0 }, radius: 0.5 }, down, floor));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(`sweepSpherePlane: sphere.center.x must be a number (got ${shown})`);
    expect(error.argument).toBe('sphere');
    expect(error.field).toBe('center.x');
  });

  it.each(bad)('a %s as a scalar field, a displacement component and a plane constant', (_, value, shown) => {
    expect(thrown(() => sk.sweepSpherePlane({ center: v(0, 2, 0), radius: value }, down, floor)).message)
      .toBe(`sweepSpherePlane: sphere.radius must be a number (got ${shown})`);
    expect(thrown(() => sk.sweepSpherePlane(ball(), { x: 0, y: value, z: 0 }, floor)).message)
      .toBe(`sweepSpherePlane: displacement.y must be a number (got ${shown})`);
    expect(thrown(() => sk.sweepSpherePlane(ball(), down, { normal: v(0, 1, 0), constant: value })).message)
      .toBe(`sweepSpherePlane: plane.constant must be a number (got ${shown})`);
  });

  it('a missing or null nested object names the object, not an engine error', () => {
    const error = thrown(() => sk.sweepSpherePlane({ center: null, radius: 0.5 }, down, floor));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('sweepSpherePlane: sphere.center must be an object {x, y, z} (got null)');
    expect(thrown(() => sk.sweepSpherePlane({ radius: 0.5 }, down, floor)).message)
      .toBe('sweepSpherePlane: sphere.center must be an object {x, y, z} (got undefined)');
    expect(thrown(() => sk.sweepSpherePlane(null, down, floor)).message)
      .toBe('sweepSpherePlane: sphere must be a sphere {center, radius} (got null)');
    expect(thrown(() => sk.contactAabbAabb({ min: v(0, 0, 0), max: v(1, 1, 1) }, 7)).message)
      .toBe('contactAabbAabb: aabbB must be an aabb {min, max} (got number 7)');
  });

  it('a maxFraction that is not a number (Infinity and a default are fine)', () => {
    const ray = { origin: v(0, 5, 0), direction: v(0, -1, 0) };
    expect(thrown(() => sk.raycastPlane(ray, floor, '10')).message)
      .toBe('raycastPlane: maxFraction must be a number (got string "10")');
    expect(sk.raycastPlane(ray, floor, Infinity).t).toBe(5);
    expect(sk.raycastPlane(ray, floor, 1).status).toBe('miss'); // 1: the segment stops at y = 4
    expect(sk.raycastPlane(ray, floor).t).toBe(5); // default Infinity: the endless ray
  });
});

describe('the generic queries', () => {
  it('an explicit type on the wrong fields names the missing field', () => {
    const error = thrown(() => sk.contact({ type: 'sphere', min: v(0, 0, 0), max: v(1, 1, 1) }, ball()));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('contact: shapeA.center must be an object {x, y, z} (got undefined)');
  });

  it('an unknown type is a TypeError naming it', () => {
    expect(thrown(() => sk.contact({ type: 'cube', center: v(0, 0, 0), radius: 1 }, ball())).message)
      .toBe("contact: shapeA.type must be one of 'sphere', 'capsule', 'aabb', 'plane', 'obb', 'convexHull', 'triangleMesh' (got string \"cube\")");
  });

  it('a THREE.Vector3 is not a shape (its min and max are methods)', () => {
    const error = thrown(() => sk.sweep(new THREE.Vector3(), v(0, 0, 0), ball(), v(0, 0, 0)));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/^sweep: shapeA must be a shape: .*\(got Vector3 \{x, y, z\}\)$/);
    expect(error.message).not.toMatch(/function|return/);
  });

  it('overlap(a, b) for any pair, either order, agreeing with contact(a, b).hit', () => {
    const box = new THREE.Box3(new THREE.Vector3(0, 0, 0), new THREE.Vector3(1, 1, 1));
    const capsule = { start: v(2, 0.5, 0.5), end: v(3, 0.5, 0.5), radius: 1 }; // reaches x = 1: touching
    const plane = { normal: v(1, 0, 0), constant: -1.5 };
    expect(sk.overlap(capsule, box)).toBe(true);
    expect(sk.overlap(box, capsule)).toBe(true);
    expect(sk.overlap({ ...capsule, radius: 0.99 }, box)).toBe(false);
    expect(sk.overlap(capsule, plane)).toBe(true); // the segment lies beyond x = 1.5 by 0.5 < 1
    expect(sk.overlap(box, plane)).toBe(false);
    expect(sk.overlap(ball(), { center: v(0, 3, 0), radius: 0.5 })).toBe(true); // touching at y = 2.5
    expect(() => sk.overlap(plane, plane)).toThrow('overlap: no overlap test for the pair (plane, plane)');
    expect(thrown(() => sk.overlap(box, { center: v(0, 0, 0), radius: -1 })).message)
      .toBe('overlap: shapeB.radius must be >= 0 (got -1)');
  });

  it('raycast(ray, shape) for every shape, as the named casts', () => {
    const ray = new THREE.Ray(new THREE.Vector3(-5, 0.5, 0.5), new THREE.Vector3(1, 0, 0));
    // Hand-computed entry distances along +x from x = -5.
    expect(sk.raycast(ray, { center: v(0, 0.5, 0.5), radius: 1 }, Infinity).t).toBe(4);
    expect(sk.raycast(ray, new THREE.Box3(new THREE.Vector3(0, 0, 0), new THREE.Vector3(1, 1, 1)), Infinity).t).toBe(5);
    expect(sk.raycast(ray, { start: v(2, -3, 0.5), end: v(2, 3, 0.5), radius: 0.5 }, Infinity).t).toBe(6.5);
    const plane = sk.raycast(ray, { normal: v(-1, 0, 0), constant: 3 }, Infinity); // x = 3
    expect(plane.t).toBe(8);
    expect(plane.normal).toEqual(v(-1, 0, 0));
    expect(sk.raycast(ray, { center: v(0, 0.5, 0.5), radius: 1 }, 1).status).toBe('miss'); // maxFraction 1
    expect(sk.raycast(ray, { center: v(0, 0.5, 0.5), radius: 1 }).t).toBe(4); // default Infinity
    expect(thrown(() => sk.raycast(ray, ball(), -1)).message).toMatch(/^raycast: maxFraction must be >= 0/);
  });
});

describe('target: results written into the caller\'s object', () => {
  it('fills THREE.Vector3 fields in place and returns the target', () => {
    const target = { position: new THREE.Vector3(), point: new THREE.Vector3(), normal: new THREE.Vector3() };
    const { position, point, normal } = target;
    const sphere = new THREE.Sphere(new THREE.Vector3(0, 5, 0), 1);
    const result = sk.sweepSpherePlane(sphere, new THREE.Vector3(0, -10, 0), new THREE.Plane(new THREE.Vector3(0, 1, 0), 0), target);
    expect(result).toBe(target);
    // d0 = 5, d1 = -5, r = 1: t = (5 - 1) / 10 = 0.4; the centre at y = 1, touching the floor at the origin.
    expect(target).toMatchObject({ hit: true, status: 'hit', t: Math.fround(0.4) });
    expect(target.position).toBe(position);
    expect(position).toBeInstanceOf(THREE.Vector3);
    expect(position.toArray()).toEqual([0, 1, 0]);
    expect(point.toArray()).toEqual([0, 0, 0]);
    expect(normal.toArray()).toEqual([0, -1, 0]);
  });

  it('creates missing vector fields once and reuses them', () => {
    const target = {};
    sk.contactSphereSphere({ center: v(0, 0, 0), radius: 1 }, { center: v(1.5, 0, 0), radius: 1 }, target);
    expect(target).toEqual({ hit: true, depth: 0.5, normal: v(1, 0, 0), pointA: v(1, 0, 0), pointB: v(0.5, 0, 0) });
    const normal = target.normal;
    sk.contactSphereSphere({ center: v(0, 0, 0), radius: 1 }, { center: v(0, 3, 0), radius: 1 }, target);
    expect(target.normal).toBe(normal);
    expect(target).toEqual({ hit: false, depth: 0, normal: v(0, 0, 0), pointA: v(0, 0, 0), pointB: v(0, 0, 0) });
  });

  it('works for every result type and the generic queries, and rejects a non-object target', () => {
    const ray = { origin: v(0, 5, 0), direction: v(0, -10, 0) };
    const hit = {};
    expect(sk.raycast(ray, floor, 1, hit)).toBe(hit);
    // subShape -1: a plane is not composite.
    expect(hit).toEqual({ hit: true, status: 'hit', t: 0.5, point: v(0, 0, 0), normal: v(0, 1, 0), subShape: -1 });
    const swept = {};
    expect(sk.sweep(ball(), down, floor, v(0, 0, 0), swept)).toBe(swept);
    expect(swept.t).toBe(0.375); // centre 2 -> 0.5 over a motion of 4: 1.5 / 4
    expect(thrown(() => sk.raycastPlane(ray, floor, 1, 42)).message)
      .toBe('raycastPlane: target must be an object to fill, or undefined (got number 42)');
  });
});

describe('errors that do not mislead (issue 27)', () => {
  const sphere3 = () => new THREE.Sphere(new THREE.Vector3(0, 5, 0), 1);
  const plane3 = () => new THREE.Plane(new THREE.Vector3(0, 1, 0), 0);

  it('a THREE.Vector3 displacement with a NaN is shown by its numbers, not by its methods', () => {
    const error = thrown(() => sk.sweepSpherePlane(sphere3(), new THREE.Vector3(NaN, 0, 0), plane3()));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe('sweepSpherePlane: displacement must be finite and within ±1e8 (got (NaN, 0, 0))');
    expect(error).toMatchObject({ argument: 'displacement', field: null });
    expect(thrown(() => sk.sweep(sphere3(), new THREE.Vector3(NaN, 0, 0), plane3(), new THREE.Vector3())).message)
      .toBe('sweep: displacementA must be finite and within ±1e8 (got (NaN, 0, 0))');
    const other = new THREE.Sphere(new THREE.Vector3(), 1);
    expect(thrown(() => sk.sweepSphereSphere(sphere3(), new THREE.Vector3(), other, new THREE.Vector3(0, Infinity, 0))).message)
      .toBe('sweepSphereSphere: displacementB must be finite and within ±1e8 (got (0, Infinity, 0))');
    // A motion with a rotation shows both parts.
    const turning = { linear: new THREE.Vector3(0, -1, 0), angular: new THREE.Vector3(NaN, 0, 0) };
    expect(thrown(() => sk.sweep(sphere3(), turning, plane3(), v(0, 0, 0))).message)
      .toBe('sweep: displacementA must be finite and within ±1e8 (got linear (0, -1, 0), angular (NaN, 0, 0))');
  });

  it('an object is described by its data fields: a function-valued field is never shown', () => {
    const withMethod = { x: 1, y: 2, z: 'a', scale() { return 2; } };
    expect(thrown(() => sk.sweepSpherePlane(ball(), withMethod, floor)).message)
      .toBe('sweepSpherePlane: displacement.z must be a number (got string "a")');
    expect(thrown(() => sk.sweepSpherePlane({ center: v(0, 0, 0), radius: 1, scale() {} }, down, { onChange() {} })).message)
      .toBe('sweepSpherePlane: plane.normal must be an object {x, y, z} (got undefined)');
    expect(thrown(() => sk.sweep({ onChange() {}, size: 2 }, down, floor, v(0, 0, 0))).message)
      .toMatch(/^sweep: shapeA must be a shape: .*, or have an explicit type \(got \{size\}\)$/);
  });

  it('a shape of another kind where a typed query wants one says the arguments may be swapped', () => {
    const error = thrown(() => sk.sweepSpherePlane(plane3(), v(0, -1, 0), sphere3()));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('sweepSpherePlane: sphere must be a sphere {center, radius} ' +
      '(got a plane {normal, constant}: the arguments may be swapped)');
    expect(error).toMatchObject({ argument: 'sphere', field: null });
    expect(thrown(() => sk.raycastSphere(sphere3(), new THREE.Ray())).message)
      .toBe('raycastSphere: ray must be a ray {origin, direction} (got a sphere {center, radius}: the arguments may be swapped)');
    expect(thrown(() => sk.sweepAabbPlane(ball(), down, new THREE.Box3())).message)
      .toBe('sweepAabbPlane: aabb must be an aabb {min, max} (got a sphere {center, radius}: the arguments may be swapped)');
    // An explicit type counts as the kind; so does a capsule for a sphere (it has a radius, not a centre).
    expect(thrown(() => sk.contactSphereSphere(ball(), { type: 'obb', center: v(0, 0, 0), halfSize: 1 })).message)
      .toBe('contactSphereSphere: sphereB must be a sphere {center, radius} ' +
        '(got an obb {center, halfSize, rotation}: the arguments may be swapped)');
    expect(thrown(() => sk.overlapSphereSphere({ start: v(0, 0, 0), end: v(0, 1, 0), radius: 1 }, ball())).message)
      .toBe('overlapSphereSphere: sphereA must be a sphere {center, radius} ' +
        '(got a capsule {start, end, radius}: the arguments may be swapped)');
    // In a generic query a shape where a displacement belongs.
    expect(thrown(() => sk.sweep(ball(), floor, ball(), v(0, 0, 0))).message)
      .toBe('sweep: displacementA must be an object {x, y, z} (got a plane {normal, constant}: the arguments may be swapped)');
    // An object of no known kind keeps naming the first missing field.
    expect(thrown(() => sk.sweepSpherePlane({ radius: 1 }, down, floor)).message)
      .toBe('sweepSpherePlane: sphere.center must be an object {x, y, z} (got undefined)');
  });
});
