// Oriented boxes, convex hulls and rotation during the frame through the JS API (issue 11): the generic queries,
// the named OBB functions, contact manifolds, createConvexHull, and the sweep of a turning shape. Expected values
// are worked by hand in the comments.
import { beforeAll, describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { OBB } from 'three/examples/jsm/math/OBB.js';
import { init } from '../../bindings/js/index.js';

let sk;
beforeAll(async () => {
  sk = await init();
});

const v = (x, y, z) => ({ x, y, z });
const SQ = Math.SQRT1_2;
const cubePoints = (h) => [-h, -h, -h, h, -h, -h, -h, h, -h, h, h, -h, -h, -h, h, h, -h, h, -h, h, h, h, h, h];

describe('oriented boxes', () => {
  it("three's OBB passes as it is; a box resting on a face gives a 4-point manifold", () => {
    // A: half 1 at the origin; B: half 0.5, centre y = 1.4, so 0.1 deep on A's top face. The manifold is B's bottom
    // face, corners (±0.5, 0.9, ±0.5) on B (pointB), each 0.1 deep, and their projections on A's top face y = 1
    // (pointA, A's point deepest in B); the normal +y (A towards B).
    const a = new OBB(new THREE.Vector3(0, 0, 0), new THREE.Vector3(1, 1, 1));
    const b = new OBB(new THREE.Vector3(0, 1.4, 0), new THREE.Vector3(0.5, 0.5, 0.5));
    const m = sk.contactObbObb(a, b);
    expect(m.hit).toBe(true);
    expect(m.depth).toBeCloseTo(0.1, 5);
    expect(m.normal.y).toBeCloseTo(1, 6);
    expect(m.points).toHaveLength(4);
    for (const p of m.points) {
      expect(Math.abs(p.pointA.x)).toBeCloseTo(0.5, 5);
      expect(p.pointA.y).toBeCloseTo(1, 5);
      expect(p.pointB.y).toBeCloseTo(0.9, 5);
      expect(p.depth).toBeCloseTo(0.1, 5);
      expect(p.pointA.y - p.pointB.y).toBeCloseTo(p.depth, 5); // pointA - pointB = depth·normal
    }
    expect(new Set(m.points.map((p) => p.id)).size).toBe(4); // distinct feature ids
    // The generic contact gives the same manifold, into a target whose arrays and objects are reused.
    const target = {};
    const first = sk.contact(a, b, target);
    const kept = first.points[0];
    expect(sk.contact(a, b, target).points[0]).toBe(kept);
    expect(first.points.map((p) => p.id)).toEqual(m.points.map((p) => p.id));
  });

  it('a quaternion or a matrix: the same box; a quaternion off unit length is a RangeError naming it', () => {
    // Quarter turn about z: the unit-half box's x axis along +y. A ray from (0, -5, 0) along +y meets its face
    // y = -1 (the rotated -x face) at t = 4.
    const q = { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 };
    const m = new THREE.Matrix3().set(0, -1, 0, 1, 0, 0, 0, 0, 1); // row-major set: columns (0,1,0), (-1,0,0), (0,0,1)
    for (const rotation of [q, m]) {
      const hit = sk.raycastObb({ origin: v(0, -5, 0), direction: v(0, 1, 0) }, { center: v(0, 0, 0), halfSize: v(1, 2, 3), rotation }, 10);
      expect(hit.status).toBe('hit');
      expect(hit.t).toBeCloseTo(4, 5); // the box's x half size 1 now lies along y
      expect(hit.normal.y).toBeCloseTo(-1, 5);
    }
    expect(() => sk.raycastObb({ origin: v(0, 0, 0), direction: v(1, 0, 0) }, { center: v(0, 0, 0), halfSize: v(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 1.01 } }))
      .toThrow(/raycastObb: obb\.rotation must be a rotation/);
    expect(() => sk.contact({ center: v(0, 0, 0), halfSize: v(1, 1, 1), rotation: 'x' }, { center: v(0, 0, 0), radius: 1 }))
      .toThrow(TypeError);
  });

  it('falls onto a plane edge first: t = (5 - √2) / 10', () => {
    const s = Math.sin(Math.PI / 8);
    const c = Math.cos(Math.PI / 8);
    const diamond = { center: v(0, 5, 0), halfSize: v(1, 1, 1), rotation: { x: 0, y: 0, z: s, w: c } };
    const h = sk.sweepObbPlane(diamond, v(0, -10, 0), { normal: v(0, 1, 0), constant: 0 });
    expect(h.t).toBeCloseTo((5 - Math.SQRT2) / 10, 6);
    expect(h.point.y).toBeCloseTo(0, 5);
    expect(h.position.y).toBeCloseTo(Math.SQRT2, 5); // the centre when the edge touches
    const rest = sk.contactObbPlane({ ...diamond, center: v(0, 1, 0) }, { normal: v(0, 1, 0), constant: 0 });
    expect(rest.depth).toBeCloseTo(Math.SQRT2 - 1, 5);
    expect(rest.pointA.y).toBeCloseTo(1 - Math.SQRT2, 5);
  });
});

describe('convex hulls', () => {
  it('createConvexHull keeps the corners of a cloud and drops the points inside', () => {
    const points = [...cubePoints(1), 0, 0, 0, 0.5, 0.2, -0.3, 1, 0, 0]; // the centre, an inside point, a face point
    const hull = sk.createConvexHull(new Float32Array(points));
    expect(hull.vertices.length / 3).toBe(8);
    expect(hull.faces).toHaveLength(6);
    for (const f of hull.faces) expect(f.vertices).toHaveLength(4);
    expect(hull.flat).toBe(false);
    hull.dispose();
    expect(hull.disposed).toBe(true);
    expect(() => sk.contact(hull, { center: v(0, 0, 0), radius: 1 })).toThrow(/disposed ConvexHull/);
  });

  it('is a shape at its position and rotation; {hull, position} places it elsewhere', () => {
    const hull = sk.createConvexHull(cubePoints(0.5));
    hull.position = v(3, 0, 0);
    // A sphere of radius 0.5 moving +10 x from the origin meets the face x = 2.5 at t = 0.2 (never later).
    const h = sk.sweep({ center: v(0, 0, 0), radius: 0.5 }, v(10, 0, 0), hull, v(0, 0, 0));
    expect(h.t).toBeLessThanOrEqual(0.2);
    expect(h.t).toBeGreaterThan(0.2 - 1e-4);
    expect(sk.raycast({ origin: v(0, 0, 0), direction: v(1, 0, 0) }, { hull, position: v(5, 0, 0) }, 10).t).toBeCloseTo(4.5, 6);
    // Hull against hull: the SAT manifold, 4 points on the touching faces (0.1 deep).
    const m = sk.contact(hull, { hull, position: v(3.9, 0, 0) });
    expect(m.depth).toBeCloseTo(0.1, 5);
    expect(m.points).toHaveLength(4);
    hull.dispose();
  });

  it('names a bad cloud', () => {
    expect(() => sk.createConvexHull([0, 0, 0, 1, 1, 1, 2, 2, 2])).toThrow(RangeError);
    const e = (() => { try { sk.createConvexHull([0, 0, 0, 1, 0, 0, 0, Infinity, 0, 0, 0, 1]); } catch (err) { return err; } })();
    expect(e).toBeInstanceOf(RangeError);
    expect(e.index).toBe(2);
    expect(() => sk.createConvexHull('points')).toThrow(TypeError);
    expect(() => sk.createConvexHull([0, 0, 0, 1])).toThrow(/divisible by 3/);
  });
});

describe('rotation during the frame', () => {
  it('a bar spinning half a turn hits a box that a translation sweep misses', () => {
    // Bar half (2, 0.05, 0.05) along x turning by π about z; box of half 0.2 at (0, 1.5, 0). Its upper face meets the
    // box's corner (0.2, 1.3) when -0.2 sin θ + 1.3 cos θ = 0.05: θ = 1.380121, t = θ / π = 0.439305.
    const bar = { center: v(0, 0, 0), halfSize: v(2, 0.05, 0.05) };
    const box = { min: v(-0.2, 1.3, -0.2), max: v(0.2, 1.7, 0.2) };
    expect(sk.sweep(bar, v(0, 0, 0), box, v(0, 0, 0)).hit).toBe(false);
    const h = sk.sweep(bar, { linear: v(0, 0, 0), angular: v(0, 0, Math.PI) }, box, v(0, 0, 0));
    expect(h.status).toBe('hit');
    expect(h.t).toBeLessThanOrEqual(0.439305 + 1e-6);
    expect(h.t).toBeGreaterThan(0.439305 - 2e-3);
    expect(h.normal.x).toBeCloseTo(-Math.sin(1.380121), 2);
    // Against the plane y = 1: the corner (2, 0.05) reaches it at θ = asin(1 / √4.0025) − atan2(0.05, 2), t = θ / π.
    const p = sk.sweep(bar, { linear: v(0, 0, 0), angular: v(0, 0, Math.PI) }, { normal: v(0, 1, 0), constant: -1 }, v(0, 0, 0));
    expect(p.t).toBeLessThanOrEqual(0.158653 + 1e-6);
    expect(p.t).toBeGreaterThan(0.158653 - 1e-3);
    expect(() => sk.sweep({ normal: v(0, 1, 0), constant: -1 }, { linear: v(0, 0, 0), angular: v(1, 0, 0) }, bar, v(0, 0, 0)))
      .toThrow(/\(plane, obb\)/);
    expect(() => sk.sweep(bar, { linear: v(0, 0, 0), angular: { x: 'a', y: 0, z: 0 } }, box, v(0, 0, 0)))
      .toThrow(/displacementA\.angular\.x must be a number/);
  });
});
