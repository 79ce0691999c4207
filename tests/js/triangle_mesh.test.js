// Triangle meshes through the JS API (issue 12): sk.createTriangleMesh, raycasts, sweeps, serialisation, the named
// errors. Every expected value is worked out by hand in the comments.
import { beforeAll, describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { init } from '../../bindings/js/index.js';
import { trianglesOfGeometry, trianglesOfObject } from '../../bindings/three/index.js';
import { expectError, thrown } from './helpers.js';

let sk;
beforeAll(async () => {
  sk = await init();
});

const v = (x, y, z) => ({ x, y, z });
const ray = (origin, direction) => ({ origin, direction });
/** Expects `fn` to throw exactly a `Type` with exactly `message` (and `argument` set: the named-error contract). */
const throws = (fn, Type, message) => expectError(fn, Type, message, { argument: expect.any(String) });
const expectVec = (actual, x, y, z, digits = 6) => {
  expect(actual.x).toBeCloseTo(x, digits);
  expect(actual.y).toBeCloseTo(y, digits);
  expect(actual.z).toBeCloseTo(z, digits);
};

// The unit quad in the plane y = 0, x and z in [0, 1]. Triangle 0 = (0,0,0), (1,0,1), (1,0,0): the half x > z;
// triangle 1 = (0,0,0), (0,0,1), (1,0,1): the half z > x. Both normals: cross(b − a, c − a) = +y.
const QUAD = new Float32Array([0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1]);
const QUAD_INDICES = [0, 2, 1, 0, 3, 2];
const quad = () => sk.createTriangleMesh(QUAD, new Uint32Array(QUAD_INDICES));

describe('createTriangleMesh', () => {
  it('builds the quad: counts, bounds; Uint16Array indices give the same mesh', () => {
    const m = quad();
    expect(m.triangleCount).toBe(2);
    expect(m.vertexCount).toBe(4);
    expectVec(m.bounds.min, 0, 0, 0);
    expectVec(m.bounds.max, 1, 0, 1);
    const m16 = sk.createTriangleMesh(QUAD, new Uint16Array(QUAD_INDICES));
    const r = ray(v(0.25, 2, 0.75), v(0, -1, 0));
    expect(m16.raycast(r)).toEqual(m.raycast(r));
    expect(m16.triangleCount).toBe(2);
    m.dispose();
    m16.dispose();
  });

  it('without indices takes every 3 vertices as a triangle, and welds duplicates', () => {
    // The quad's two triangles written out (6 vertices, the shared two repeated): welded to 4.
    const soup = new Float32Array([0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1]);
    const m = sk.createTriangleMesh(soup);
    expect(m.triangleCount).toBe(2);
    expect(m.vertexCount).toBe(4);
    // weldTolerance 0 still merges exact duplicates.
    expect(sk.createTriangleMesh(soup, undefined, { weldTolerance: 0 }).vertexCount).toBe(4);
  });

  it("takes three's BoxGeometry through trianglesOfGeometry: 12 triangles, 8 corners, a ray by hand", () => {
    // BoxGeometry(2, 2, 2): 24 vertices (4 per face) welded to the 8 corners (±1, ±1, ±1). Faces in three's
    // order px, nx, py, ny, pz, nz, two triangles each: +z is triangles 8 and 9. buildPlane puts the +z face's
    // vertices at (x, y) = (-1, 1), (1, 1), (-1, -1), (1, -1) and its triangles (a, b, d) = (-1,1), (-1,-1), (1,1)
    // (the half y > x: triangle 8) and (b, c, d) (the half y < x: triangle 9).
    const m = sk.createTriangleMesh(trianglesOfGeometry(new THREE.BoxGeometry(2, 2, 2)));
    expect(m.triangleCount).toBe(12);
    expect(m.vertexCount).toBe(8);
    expectVec(m.bounds.min, -1, -1, -1);
    expectVec(m.bounds.max, 1, 1, 1);
    // From z = 5 towards -z at (0.3, 0.2): the +z face at t = 4, outward normal +z, from the front.
    const hit = m.raycast(ray(v(0.3, 0.2, 5), v(0, 0, -1)));
    expect(hit).toMatchObject({ hit: true, status: 'hit', triangle: 9, frontFace: true });
    expect(hit.t).toBeCloseTo(4, 6);
    expectVec(hit.point, 0.3, 0.2, 1);
    expectVec(hit.normal, 0, 0, 1);
    expect(m.raycast(ray(v(-0.5, 0.5, 5), v(0, 0, -1))).triangle).toBe(8);
    // From inside the box (two-sided): the -z face (triangles 10, 11) at t = 1 from the back, its normal -z.
    const inside = m.raycast(ray(v(0.3, 0.2, 0), v(0, 0, -1)));
    expect(inside.t).toBeCloseTo(1, 6);
    expect([10, 11]).toContain(inside.triangle);
    expect(inside.frontFace).toBe(false);
    expectVec(inside.normal, 0, 0, -1);
    m.dispose();
  });

  it("takes trianglesOfObject's world-space merge: a box moved to x = 10", () => {
    const object = new THREE.Mesh(new THREE.BoxGeometry(2, 2, 2));
    object.position.set(10, 0, 0);
    object.updateMatrixWorld(true);
    const m = sk.createTriangleMesh(trianglesOfObject(object));
    // From the origin along +x: the box's -x face at x = 9, t = 9.
    const hit = m.raycast(ray(v(0, 0.5, 0.5), v(1, 0, 0)));
    expect(hit.t).toBeCloseTo(9, 5);
    expectVec(hit.normal, -1, 0, 0);
    expect(hit.frontFace).toBe(true);
    expectVec(m.bounds.min, 9, -1, -1);
  });
});

describe('raycasts', () => {
  it('closest hit on the quad from above and below; a miss within maxFraction; target filled in place', () => {
    const m = quad();
    // (0.25, 2, 0.75) straight down: y = 0 at t = 2, in triangle 1 (z > x), from the front.
    const down = m.raycast(ray(v(0.25, 2, 0.75), v(0, -1, 0)));
    expect(down).toMatchObject({ hit: true, status: 'hit', triangle: 1, frontFace: true });
    expect(down.t).toBeCloseTo(2, 6);
    expectVec(down.point, 0.25, 0, 0.75);
    expectVec(down.normal, 0, 1, 0);
    // (0.75, -1, 0.25) up by (0, 2, 0): t = 0.5 in triangle 0 (x > z), from the back; the normal stays +y.
    const up = m.raycast(ray(v(0.75, -1, 0.25), v(0, 2, 0)), 1);
    expect(up).toMatchObject({ hit: true, triangle: 0, frontFace: false });
    expect(up.t).toBeCloseTo(0.5, 6);
    expectVec(up.point, 0.75, 0, 0.25);
    expectVec(up.normal, 0, 1, 0);
    // The segment t in [0, 1.5] stops short of y = 0 (t = 2): a miss at t = maxFraction.
    const short = m.raycast(ray(v(0.25, 2, 0.75), v(0, -1, 0)), 1.5);
    expect(short).toMatchObject({ hit: false, status: 'miss', triangle: -1, t: 1.5 });
    // Beside the quad: a miss.
    expect(m.raycast(ray(v(2, 1, 2), v(0, -1, 0))).hit).toBe(false);
    // A target: the same object back, its Vector3 fields set in place.
    const target = { point: new THREE.Vector3(), normal: new THREE.Vector3() };
    const point = target.point;
    expect(m.raycast(ray(v(0.25, 2, 0.75), v(0, -1, 0)), Infinity, target)).toBe(target);
    expect(target.point).toBe(point);
    expect(target.point).toBeInstanceOf(THREE.Vector3);
    expect(target.point.x).toBeCloseTo(0.25, 6);
    expect(target.triangle).toBe(1);
  });

  it("reports the input's triangle index when degenerate triangles were dropped", () => {
    // Input triangle 0 = (0, 0, 1) is degenerate (a repeated index) and dropped; the quad's halves are input
    // triangles 1 (x > z) and 2 (z > x), and the mesh keeps 2.
    const m = sk.createTriangleMesh(QUAD, new Uint32Array([0, 0, 1, ...QUAD_INDICES]));
    expect(m.triangleCount).toBe(2);
    expect(m.raycast(ray(v(0.75, 1, 0.25), v(0, -1, 0))).triangle).toBe(1);
    expect(m.raycast(ray(v(0.25, 1, 0.75), v(0, -1, 0))).triangle).toBe(2);
    expect(m.raycastAll(ray(v(0.5, 1, 0.5), v(0, -1, 0))).map((h) => h.triangle)).toEqual([1, 2]);
    expect(m.sweep({ center: v(0.25, 1, 0.75), radius: 0.5 }, v(0, -1, 0)).triangle).toBe(2);
  });

  it('raycastAll reports both triangles on the shared diagonal; raycastAny finds a hit', () => {
    const m = quad();
    // (0.5, 2, 0.5) down: the diagonal x = z shared by triangles 0 and 1, both at t = 2, ordered by triangle.
    const all = m.raycastAll(ray(v(0.5, 2, 0.5), v(0, -1, 0)));
    expect(all.map((h) => h.triangle)).toEqual([0, 1]);
    for (const h of all) {
      expect(h.t).toBeCloseTo(2, 6);
      expectVec(h.point, 0.5, 0, 0.5);
    }
    expect(m.raycastAll(ray(v(0.5, 2, 0.5), v(0, -1, 0)), 1)).toEqual([]);
    const any = m.raycastAny(ray(v(0.9, 5, 0.1), v(0, -1, 0)));
    expect(any).toMatchObject({ hit: true, triangle: 0 });
    expect(any.t).toBeCloseTo(5, 6);
    expect(m.raycastAny(ray(v(0.9, 5, 0.1), v(0, 1, 0))).hit).toBe(false);
  });

  it('raycastAll through a cube: the two faces it crosses, in t order', () => {
    const m = sk.createTriangleMesh(trianglesOfGeometry(new THREE.BoxGeometry(2, 2, 2)));
    // From (0.3, 5, 0.2) down: +y face at t = 4 (triangles 4, 5), -y face at t = 6 (triangles 6, 7).
    const all = m.raycastAll(ray(v(0.3, 5, 0.2), v(0, -1, 0)));
    expect(all).toHaveLength(2);
    expect(all[0].t).toBeCloseTo(4, 6);
    expect([4, 5]).toContain(all[0].triangle);
    expectVec(all[0].normal, 0, 1, 0);
    expect(all[1].t).toBeCloseTo(6, 6);
    expect([6, 7]).toContain(all[1].triangle);
    expectVec(all[1].normal, 0, -1, 0);
    expect(all[1].frontFace).toBe(false);
  });

  it('named errors for bad rays', () => {
    const m = quad();
    throws(() => m.raycast(ray(v(NaN, 0, 0), v(0, 1, 0))), RangeError,
      'TriangleMesh.raycast: ray.origin must be finite and within ±1e8 (got (NaN, 0, 0))');
    expect(() => m.raycast(ray(v(0, 0, 0), v(0, 1, 0)), -1)).toThrow(RangeError);
    throws(() => m.raycast(ray(v(0, 0, 0), v(0, 1, 0)), '1'), TypeError,
      'TriangleMesh.raycast: maxFraction must be a number (got string "1")');
    expect(() => m.raycastAll({ origin: v(0, 0, 0) })).toThrow(/TriangleMesh.raycastAll: ray.direction must be an object/);
    expect(() => m.raycastAny(null)).toThrow(TypeError);
    expect(() => m.raycast(ray(v(0, 0, 0), v(0, 1, 0)), 1, 5)).toThrow(/target must be an object/);
  });
});

describe('sweeps', () => {
  it('sphere onto the quad: face, boundary edge and corner, by hand', () => {
    const m = quad();
    // Radius 0.5 at (0.3, 2, 0.2) falling 3: touches y = 0 when the centre is at 0.5, t = 1.5 / 3 = 0.5, in
    // triangle 0 (x > z), on its face; the normal from the sphere to the mesh, -y.
    const face = m.sweep({ center: v(0.3, 2, 0.2), radius: 0.5 }, v(0, -3, 0));
    expect(face).toMatchObject({ hit: true, status: 'hit', triangle: 0, feature: 'face' });
    expect(face.t).toBeCloseTo(0.5, 6);
    expectVec(face.position, 0.3, 0.5, 0.2);
    expectVec(face.point, 0.3, 0, 0.2);
    expectVec(face.normal, 0, -1, 0);
    // Radius 0.5 at (2, 0, 0.5) moving -2 in x: the boundary edge x = 1 (triangle 0's b = (1,0,1) to c = (1,0,0))
    // when the centre is at x = 1.5, t = 0.25; point (1, 0, 0.5), normal -x (a boundary edge is active).
    const edge = m.sweep({ center: v(2, 0, 0.5), radius: 0.5 }, v(-2, 0, 0));
    expect(edge).toMatchObject({ hit: true, triangle: 0, feature: 'edgeBC' });
    expect(edge.t).toBeCloseTo(0.25, 6);
    expectVec(edge.point, 1, 0, 0.5);
    expectVec(edge.normal, -1, 0, 0);
    // Radius 0.5 at (2, 0, 2) moving (-1, 0, -1): the corner (1, 0, 1) at distance √2 (1 − t) = 0.5,
    // t = 1 − 0.5/√2; the normal along the motion. The corner is triangle 0's b and triangle 1's c.
    const corner = m.sweep({ center: v(2, 0, 2), radius: 0.5 }, v(-1, 0, -1));
    expect(corner.t).toBeCloseTo(1 - 0.5 / Math.SQRT2, 6);
    expectVec(corner.point, 1, 0, 1);
    expectVec(corner.normal, -Math.SQRT1_2, 0, -Math.SQRT1_2);
    expect(corner.feature).toBe(corner.triangle === 0 ? 'vertexB' : 'vertexC');
  });

  it('misses, initial overlap, and a target filled in place', () => {
    const m = quad();
    const miss = m.sweep({ center: v(0.5, 2, 0.5), radius: 0.5 }, v(0, 1, 0));
    expect(miss).toMatchObject({ hit: false, status: 'miss', t: 1, triangle: -1, feature: 'face' });
    expectVec(miss.position, 0.5, 3, 0.5);
    // Centre 0.2 above the quad, radius 0.5: touching at the start.
    const start = m.sweep({ center: v(0.5, 0.2, 0.5), radius: 0.5 }, v(1, 0, 0));
    expect(start).toMatchObject({ hit: true, status: 'initialOverlap', t: 0 });
    const target = { position: new THREE.Vector3() };
    const position = target.position;
    expect(m.sweep({ center: v(0.3, 2, 0.2), radius: 0.5 }, v(0, -3, 0), undefined, target)).toBe(target);
    expect(target.position).toBe(position);
    expect(target.position.y).toBeCloseTo(0.5, 6);
  });

  it('capsule, aabb, obb and hull onto a floor; a rising mesh; a turning capsule', () => {
    // A 2 × 2 floor at y = 0 from three's PlaneGeometry (turned to face +y): 2 triangles.
    const floor = sk.createTriangleMesh(trianglesOfGeometry(new THREE.PlaneGeometry(2, 2).rotateX(-Math.PI / 2)));
    // Capsule start (0.5, 1, 0.5), end (0.5, 2, 0.5), radius 0.25, falling 2: its bottom at 0.75 reaches 0 at
    // t = 0.375 (conservative advancement: within 1e-4 of the size).
    const capsule = floor.sweep({ start: v(0.5, 1, 0.5), end: v(0.5, 2, 0.5), radius: 0.25 }, v(0, -2, 0));
    expect(capsule.hit).toBe(true);
    expect(capsule.t).toBeCloseTo(0.375, 3);
    expectVec(capsule.position, 0.5, 0.25, 0.5, 3);
    expectVec(capsule.normal, 0, -1, 0, 3);
    expect(capsule.point.y).toBeCloseTo(0, 3);
    // Box min (0.2, 1, 0.2), max (0.4, 1.2, 0.4) falling 2: t = 0.5, min at (0.2, 0, 0.2).
    const box = floor.sweep(new THREE.Box3(new THREE.Vector3(0.2, 1, 0.2), new THREE.Vector3(0.4, 1.2, 0.4)), v(0, -2, 0));
    expect(box.t).toBeCloseTo(0.5, 3);
    expectVec(box.position, 0.2, 0, 0.2, 3);
    expectVec(box.normal, 0, -1, 0, 3);
    // An OBB of half size 0.1 at (0.5, 1, 0.5) turned 45° about y (its bottom still at 0.9), falling 1.8: t = 0.5.
    const s = Math.sin(Math.PI / 8);
    const obb = floor.sweep({ center: v(0.5, 1, 0.5), halfSize: v(0.1, 0.1, 0.1), rotation: { x: 0, y: s, z: 0, w: Math.cos(Math.PI / 8) } },
      v(0, -1.8, 0));
    expect(obb.t).toBeCloseTo(0.5, 3);
    expectVec(obb.position, 0.5, 0.1, 0.5, 3);
    // A hull (the cube ±0.1) at (-0.5, 1, -0.5) falling 1.8: t = 0.5.
    const hull = sk.createConvexHull([-0.1, -0.1, -0.1, 0.1, -0.1, -0.1, -0.1, 0.1, -0.1, 0.1, 0.1, -0.1,
      -0.1, -0.1, 0.1, 0.1, -0.1, 0.1, -0.1, 0.1, 0.1, 0.1, 0.1, 0.1]);
    hull.position = v(-0.5, 1, -0.5);
    const h = floor.sweep(hull, v(0, -1.8, 0));
    expect(h.t).toBeCloseTo(0.5, 3);
    expectVec(h.normal, 0, -1, 0, 3);
    hull.dispose();
    // A still sphere (radius 0.5 at y = 1) and the floor rising 1: they touch when the floor is at 0.5, t = 0.5;
    // the point is on the moved floor, the normal from the sphere down to it.
    const rising = floor.sweep({ center: v(0.5, 1, 0.5), radius: 0.5 }, v(0, 0, 0), v(0, 1, 0));
    expect(rising.t).toBeCloseTo(0.5, 6);
    expectVec(rising.position, 0.5, 1, 0.5);
    expectVec(rising.point, 0.5, 0.5, 0.5, 5);
    expectVec(rising.normal, 0, -1, 0);
    // A capsule lying along x (ends 0.5 from its centre at y = 0.45, radius 0.1) turning a quarter turn about z
    // over the frame: its lower end is at 0.45 − 0.5 sin θ, touching at 0.1 when sin θ = 0.7, so
    // t = asin(0.7) / (π/2) ≈ 0.4937 (a translate-only sweep would miss).
    const turning = floor.sweep({ start: v(0, 0.45, 0.5), end: v(1, 0.45, 0.5), radius: 0.1 },
      { linear: v(0, 0, 0), angular: v(0, 0, Math.PI / 2) });
    expect(turning.hit).toBe(true);
    expect(turning.t).toBeCloseTo(Math.asin(0.7) / (Math.PI / 2), 3);
    expectVec(turning.normal, 0, -1, 0, 3);
  });

  it('a sphere landing on the internal diagonal sees the face normal', () => {
    const m = quad();
    // Onto (0.5, 0, 0.5), on the flat shared diagonal: whichever triangle and feature, the normal is the face's.
    const hit = m.sweep({ center: v(0.5, 1, 0.5), radius: 0.25 }, v(0, -1, 0));
    expect(hit.t).toBeCloseTo(0.75, 6);
    expectVec(hit.normal, 0, -1, 0);
  });

  it('fixInternalEdges: on a 2° ridge the face normal by default, the edge normal when off', () => {
    // A ridge along z at x = 0, faces sloping down by 1° to x = ±1 (a 2° fold, under the flat angle: internal).
    // A sphere of radius 0.25 dropped onto the ridge line first touches the ridge edge, at t = 0.75. Raw, the
    // normal is the edge's, (0, -1, 0); with the rule, it is the touched face's, (±sin 1°, -cos 1°, 0).
    const drop = Math.tan(Math.PI / 180);
    const ridge = new Float32Array([-1, -drop, -1, 0, 0, -1, 0, 0, 1, -1, -drop, 1, 1, -drop, -1, 1, -drop, 1]);
    const indices = new Uint32Array([0, 3, 2, 0, 2, 1, 1, 2, 5, 1, 5, 4]);
    const sphere = { center: v(0, 1, 0), radius: 0.25 };
    const fixed = sk.createTriangleMesh(ridge, indices);
    const raw = sk.createTriangleMesh(ridge, indices, { fixInternalEdges: false });
    expect(fixed.fixInternalEdges).toBe(true);
    expect(raw.fixInternalEdges).toBe(false);
    const a = fixed.sweep(sphere, v(0, -1, 0));
    const b = raw.sweep(sphere, v(0, -1, 0));
    expect(a.t).toBeCloseTo(0.75, 6);
    expect(b.t).toBeCloseTo(0.75, 6);
    expect(Math.abs(a.normal.x)).toBeCloseTo(Math.sin(Math.PI / 180), 5);
    expect(a.normal.y).toBeCloseTo(-Math.cos(Math.PI / 180), 5);
    expectVec(b.normal, 0, -1, 0, 5);
    expect(b.feature).toMatch(/^edge/);
    // The choice survives serialisation.
    expect(sk.loadTriangleMesh(raw.serialize()).fixInternalEdges).toBe(false);
    throws(() => sk.createTriangleMesh(ridge, indices, { fixInternalEdges: 0 }), TypeError,
      'createTriangleMesh: options.fixInternalEdges must be a boolean (got number 0)');
    fixed.dispose();
    raw.dispose();
  });

  it('named errors for bad shapes and motions', () => {
    const m = quad();
    expect(() => m.sweep(new THREE.Plane(new THREE.Vector3(0, 1, 0), 0), v(0, 0, 0))).toThrow(
      /TriangleMesh.sweep: shape must be a bounded shape .*a plane/);
    throws(() => m.sweep({ center: v(0, 1, 0), radius: -1 }, v(0, 0, 0)), RangeError,
      'TriangleMesh.sweep: shape.radius must be >= 0 (got -1)');
    throws(() => m.sweep({ center: v(0, 1, 0), radius: 1 }, { x: 0, y: '1', z: 0 }), TypeError,
      'TriangleMesh.sweep: motion.y must be a number (got string "1")');
    expect(() => m.sweep({ center: v(0, 1, 0), radius: 1 }, v(0, Infinity, 0))).toThrow(RangeError);
    expect(() => m.sweep({ center: v(0, 1, 0), radius: 1 }, v(0, 0, 0), v(0, NaN, 0))).toThrow(
      /TriangleMesh.sweep: meshDisplacement/);
    expect(() => m.sweep({ center: v(0, 1, 0), radius: 1 }, v(0, 0, 0), 5)).toThrow(TypeError);
    expect(() => m.sweep(42, v(0, 0, 0))).toThrow(TypeError);
    const hull = sk.createConvexHull([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    hull.dispose();
    throws(() => m.sweep(hull, v(0, 0, 0)), RangeError,
      'TriangleMesh.sweep: shape.hull is a disposed ConvexHull (got a disposed ConvexHull)');
  });
});

/**
 * The serialised mesh's checksum, written from its description in core/include/sweepkit/mesh/mesh_serialize.hpp:
 * FNV-1a's multiply-xor over little-endian 8-byte words, each step folded by h ^= h >> 32, over every byte but the
 * checksum's own (the header's 56 bytes before it, then the arrays from byte 64); then the zero-padded tail and
 * the summed length, and a final h ^ (h >> 29).
 */
function meshChecksum(all) {
  const bytes = new Uint8Array(all.length - 8);
  bytes.set(all.subarray(0, 56));
  bytes.set(all.subarray(64), 56);
  const PRIME = 0x100000001b3n;
  const MASK = (1n << 64n) - 1n;
  const word = (i) => {
    let w = 0n;
    for (let k = 7; k >= 0; k--) w = (w << 8n) | BigInt(i + k < bytes.length ? bytes[i + k] : 0);
    return w;
  };
  let h = 0xcbf29ce484222325n;
  let i = 0;
  for (; i + 8 <= bytes.length; i += 8) {
    h = ((h ^ word(i)) * PRIME) & MASK;
    h ^= h >> 32n;
  }
  h = ((h ^ word(i) ^ BigInt(bytes.length)) * PRIME) & MASK;
  return h ^ (h >> 29n);
}

/** Where each array of a serialised float mesh starts (mesh_serialize.hpp's layout; counts at bytes 24, 28, 32). */
function meshLayout(b) {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const [v, t, n] = [view.getUint32(24, true), view.getUint32(28, true), view.getUint32(32, true)];
  const vertices = 64;
  const triangles = vertices + 12 * v;
  const normals = triangles + 12 * t;
  const edges = normals + 12 * t; // u32 neighbour, f32 angle, u8 kind, u8 active, u16 0: 12 bytes each, 3 per triangle
  const vertexSources = edges + 36 * t;
  const triangleSources = vertexSources + 4 * v;
  const nodes = triangleSources + 4 * t; // 6 f32 bounds, u32 index, u32 count: 32 bytes each
  const slots = nodes + 32 * n;
  return { view, v, t, n, vertices, triangles, normals, edges, vertexSources, triangleSources, nodes, slots };
}

describe('serialisation', () => {
  it('serialize -> loadTriangleMesh answers the same, from an ArrayBuffer or an offset view', () => {
    const m = sk.createTriangleMesh(trianglesOfGeometry(new THREE.BoxGeometry(2, 2, 2)));
    const bytes = m.serialize();
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    const copy = new Uint8Array(bytes.byteLength + 8);
    copy.set(new Uint8Array(bytes), 8);
    const rays = [ray(v(0.3, 0.2, 5), v(0, 0, -1)), ray(v(-3, 0.1, 0.7), v(1, 0, 0)), ray(v(0.3, 5, 0.2), v(0, -1, 0))];
    const sphere = { center: v(3, 0.5, 0.5), radius: 0.5 };
    for (const loaded of [sk.loadTriangleMesh(bytes), sk.loadTriangleMesh(copy.subarray(8))]) {
      expect(loaded.triangleCount).toBe(12);
      expect(loaded.vertexCount).toBe(8);
      expect(loaded.bounds).toEqual(m.bounds);
      for (const r of rays) {
        expect(loaded.raycast(r)).toEqual(m.raycast(r));
        expect(loaded.raycastAll(r)).toEqual(m.raycastAll(r));
      }
      // The sphere moving -4 in x meets the +x face x = 1 when its centre is at 1.5: t = 0.375.
      const swept = loaded.sweep(sphere, v(-4, 0, 0));
      expect(swept.t).toBeCloseTo(0.375, 6);
      expect(swept).toEqual(m.sweep(sphere, v(-4, 0, 0)));
      loaded.dispose();
    }
  });

  it('corrupt bytes give named RangeErrors', () => {
    const bytes = new Uint8Array(quad().serialize());
    const corrupt = (edit) => {
      const b = bytes.slice();
      edit(b);
      return b;
    };
    const expectMeshError = (b, name) => {
      const error = thrown(() => sk.loadTriangleMesh(b));
      expect(error).toBeInstanceOf(RangeError);
      expect(error.meshError).toBe(name);
      expect(error.message).toMatch(/^loadTriangleMesh: bytes are invalid: .+ \(got \d+ bytes\)$/);
    };
    expectMeshError(bytes.subarray(0, 10), 'dataTooShort');
    expectMeshError(bytes.subarray(0, bytes.length - 4), 'dataTooShort');
    expectMeshError(corrupt((b) => { b[0] = 0x58; }), 'badMagic'); // "XKMESH"
    expectMeshError(corrupt((b) => { b[8] = 1; }), 'unsupportedVersion'); // u32 version at byte 8 (version 1: retired)
    expectMeshError(corrupt((b) => { b[12] = 8; }), 'realTypeMismatch'); // u32 sizeof(Real) at byte 12
    expectMeshError(corrupt((b) => { b[70] ^= 0x40; }), 'checksumMismatch'); // a payload byte
    expect(new DataView(bytes.buffer).getBigUint64(56, true)).toBe(meshChecksum(bytes)); // the sum as written
    // A triangle index out of range under a correct checksum: data_corrupt. The format (mesh_serialize.hpp): the
    // vertex count is the u32 at byte 24, the vertices (3 float32 each) start at byte 64, the triangles (3 u32)
    // follow, and the u64 at byte 56 is the checksum of the bytes after the header.
    expectMeshError(corrupt((b) => {
      const view = new DataView(b.buffer);
      view.setUint32(64 + 12 * view.getUint32(24, true), 99, true); // triangle 0's first index: 99 of 4 vertices
      view.setBigUint64(56, meshChecksum(b), true);
    }), 'dataCorrupt');
    throws(() => sk.loadTriangleMesh('bytes'), TypeError,
      'loadTriangleMesh: bytes must be an ArrayBuffer or a typed array (from TriangleMesh.serialize) (got string "bytes")');
  });
});

describe('serialised bytes are checked field by field (crafted bytes under a valid checksum)', () => {
  // A 3 × 3 grid of quads (18 triangles, flat inner edges): enough nodes for a tree.
  const grid = () => {
    const p = [];
    for (let z = 0; z <= 3; z++) for (let x = 0; x <= 3; x++) p.push(x, 0, z);
    const ix = [];
    for (let z = 0; z < 3; z++) {
      for (let x = 0; x < 3; x++) {
        const a = 4 * z + x;
        ix.push(a, a + 4, a + 1, a + 1, a + 4, a + 5);
      }
    }
    return sk.createTriangleMesh(new Float32Array(p), new Uint32Array(ix));
  };
  const original = () => {
    const m = grid();
    const b = new Uint8Array(m.serialize());
    m.dispose();
    return b;
  };
  const crafted = (edit) => {
    const b = original();
    edit(meshLayout(b), b);
    new DataView(b.buffer).setBigUint64(56, meshChecksum(b), true);
    return b;
  };
  const expectCorrupt = (b, name = 'dataCorrupt') => {
    const error = thrown(() => sk.loadTriangleMesh(b));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.meshError).toBe(name);
    expect(error.message).toMatch(/^loadTriangleMesh: bytes are invalid: .+ \(got \d+ bytes\)$/);
  };

  it('loads as written, and a ray down the grid hits with the +y normal', () => {
    const m = sk.loadTriangleMesh(crafted(() => {}));
    const hit = m.raycast(ray(v(1.5, 2, 1.25), v(0, -1, 0)));
    expect(hit.t).toBeCloseTo(2, 6);
    expect([hit.normal.x, hit.normal.y, hit.normal.z].map((c) => c + 0)).toEqual([0, 1, 0]);
    m.dispose();
  });

  it('BVH nodes sharing children (Fibonacci-many paths) are not a tree', () => {
    expectCorrupt(crafted((l) => {
      // Node k's children: k + 1 and k + 2 (the last two made leaves on slots 0 and 1); every box the root's.
      const root = [0, 1, 2, 3, 4, 5].map((k) => l.view.getFloat32(l.nodes + 4 * k, true));
      for (let k = 0; k < l.n; k++) {
        const o = l.nodes + 32 * k;
        root.forEach((x, j) => l.view.setFloat32(o + 4 * j, x, true));
        const leaf = k >= l.n - 2;
        l.view.setUint32(o + 24, leaf ? k - (l.n - 2) : k + 1, true);
        l.view.setUint32(o + 28, leaf ? 1 : 0, true);
      }
      l.view.setUint32(40, l.n - 1, true); // the depth a per-node depth gives
    }));
  });

  it('an out-of-range triangle source', () => {
    expectCorrupt(crafted((l) => l.view.setUint32(l.triangleSources + 4 * (l.t - 1), 0xffffffff, true)));
  });

  it('zeroed, non-unit or non-finite normals', () => {
    expectCorrupt(crafted((l, b) => b.fill(0, l.normals, l.normals + 12 * l.t)));
    expectCorrupt(crafted((l) => l.view.setFloat32(l.normals + 4, 0.999, true))); // triangle 0's normal.y
    expectCorrupt(crafted((l) => l.view.setFloat32(l.normals + 4, NaN, true)));
  });

  it('header bytes 36-55 are covered by the checksum, and each field is range-checked', () => {
    const b = original();
    b[44] ^= 1; // flags bit 0: fixInternalEdges off
    expectCorrupt(b, 'checksumMismatch');
    const w = original();
    w[50] ^= 0x10; // the weld tolerance
    expectCorrupt(w, 'checksumMismatch');
    expectCorrupt(crafted((l) => l.view.setUint32(44, 1, true))); // the flag no longer matches the inactive edges
    expectCorrupt(crafted((l) => l.view.setUint32(44, 4, true))); // an unknown flag
    expectCorrupt(crafted((l) => l.view.setFloat32(48, -1, true))); // weld tolerance < 0
    expectCorrupt(crafted((l) => l.view.setFloat32(52, 2, true))); // flat angle > π/2
    expectCorrupt(crafted((l) => l.view.setUint32(36, 3, true))); // fewer input vertices than vertices
  });
});

describe('createTriangleMesh from plain arrays', () => {
  it('builds the same mesh as from typed arrays', () => {
    const plain = sk.createTriangleMesh(Array.from(QUAD), Array.from(QUAD_INDICES));
    const typed = sk.createTriangleMesh(QUAD, new Uint32Array(QUAD_INDICES));
    expect(plain.triangleCount).toBe(typed.triangleCount);
    expect(plain.bounds).toEqual(typed.bounds);
    expect(new Uint8Array(plain.serialize())).toEqual(new Uint8Array(typed.serialize()));
    const soup = sk.createTriangleMesh({ positions: [0, 0, 0, 1, 0, 0, 0, 0, 1] }); // no indices: one triangle
    expect(soup.triangleCount).toBe(1);
    expect(sk.createTriangleMesh(QUAD, Array.from(QUAD_INDICES)).triangleCount).toBe(2);
    for (const mesh of [plain, typed, soup]) mesh.dispose();
  });

  it('checks every entry: a named error with its index', () => {
    const indices = Array.from(QUAD_INDICES);
    expectError(() => sk.createTriangleMesh([0, 0, 0, 1, '0', 0, 0, 1, 0]), TypeError,
      'createTriangleMesh: positions[4] must be a number (got string "0")', { argument: 'positions', field: '4' });
    throws(() => sk.createTriangleMesh([0, 0, 0, 1, 0, 0, 0, null, 0]), TypeError,
      'createTriangleMesh: positions[7] must be a number (got null)');
    // eslint-disable-next-line no-sparse-arrays
    throws(() => sk.createTriangleMesh([0, 0, 0, 1, 0, 0, , 1, 0]), TypeError,
      'createTriangleMesh: positions[6] must be a number (got undefined)');
    expectError(() => sk.createTriangleMesh([0, 0, 0, 1, 0, 0, 0, NaN, 0]), RangeError,
      'createTriangleMesh: positions[6..8] (vertex 2) must be finite and within ±1e8 (got 0, NaN, 0)',
      { meshError: 'positionNotFinite', index: 2 });
    expectError(() => sk.createTriangleMesh(QUAD, [...indices.slice(0, 5), -1]), RangeError,
      'createTriangleMesh: indices[5] must be an integer in [0, 4294967295] (got -1)', { argument: 'indices', field: '5' });
    throws(() => sk.createTriangleMesh(QUAD, [0, 1.5, 2]), RangeError,
      'createTriangleMesh: indices[1] must be an integer in [0, 4294967295] (got 1.5)');
    throws(() => sk.createTriangleMesh(QUAD, [0, 1, 2 ** 32]), RangeError,
      'createTriangleMesh: indices[2] must be an integer in [0, 4294967295] (got 4294967296)');
    throws(() => sk.createTriangleMesh(QUAD, [0, '1', 2]), TypeError,
      'createTriangleMesh: indices[1] must be a number (got string "1")');
    expectError(() => sk.createTriangleMesh(QUAD, [0, 1, 9]), RangeError,
      'createTriangleMesh: indices[2] is out of range (got 9, 4 vertices)', { meshError: 'indexOutOfRange', index: 2 });
    throws(() => sk.createTriangleMesh(QUAD, []), RangeError,
      'createTriangleMesh: indices must hold at least one triangle (omit it to take every 3 vertices as one) (got length 0)');
  });
});

describe('named errors of createTriangleMesh', () => {
  it('types', () => {
    throws(() => sk.createTriangleMesh(new Float64Array(9)), TypeError,
      'createTriangleMesh: positions must be a Float32Array or an array of numbers (x, y, z per vertex) (got Float64Array {0, 1, 2, 3, 4, 5})');
    throws(() => sk.createTriangleMesh(QUAD, new Int32Array(QUAD_INDICES)), TypeError,
      'createTriangleMesh: indices must be a Uint32Array, a Uint16Array or an array of integers (3 per triangle), or undefined ' +
      '(got Int32Array {0, 1, 2, 3, 4, 5})');
    throws(() => sk.createTriangleMesh(QUAD, undefined, { weldTolerance: '0' }), TypeError,
      'createTriangleMesh: options.weldTolerance must be a number (got string "0")');
    expect(() => sk.createTriangleMesh(QUAD, undefined, { weld: 0 })).toThrow(/has no option 'weld'/);
    expect(() => sk.createTriangleMesh({ positions: QUAD, indices: new Uint32Array(QUAD_INDICES) }, new Uint32Array(3)))
      .toThrow(TypeError);
  });

  it('each MeshError, named, with its index', () => {
    const cases = [
      [() => sk.createTriangleMesh(new Float32Array(7)), 'positionsLengthInvalid',
        'createTriangleMesh: positions must hold x, y, z per vertex (a length divisible by 3) (got length 7)'],
      [() => sk.createTriangleMesh(QUAD), 'positionsNotTriangles',
        'createTriangleMesh: positions must hold 3 vertices per triangle when there are no indices (got 4 vertices)'],
      [() => sk.createTriangleMesh(QUAD, new Uint32Array([0, 1, 2, 3])), 'indicesLengthInvalid',
        'createTriangleMesh: indices must hold 3 vertex indices per triangle (a length divisible by 3) (got length 4)'],
      [() => sk.createTriangleMesh(QUAD, new Uint32Array([0, 2, 1, 0, 3, 2, 1, 12, 2])), 'indexOutOfRange',
        'createTriangleMesh: indices[7] is out of range (got 12, 4 vertices)', 7],
      [() => sk.createTriangleMesh(new Float32Array([0, 0, 0, 1, 0, 0, 2, NaN, 0])), 'positionNotFinite',
        'createTriangleMesh: positions[6..8] (vertex 2) must be finite and within ±1e8 (got 2, NaN, 0)', 2],
      [() => sk.createTriangleMesh(new Float32Array([0, 0, 0, 1, 0, 0, 2, 0, 0])), 'meshEmpty',
        'createTriangleMesh: positions hold no triangle that is not degenerate (zero area after welding) (got 1 triangles)'],
      [() => sk.createTriangleMesh(QUAD, new Uint32Array(QUAD_INDICES), { weldTolerance: 1 }), 'weldToleranceInvalid',
        'createTriangleMesh: options.weldTolerance must be within [0, 1) (relative to the largest coordinate) (got 1)'],
      [() => sk.createTriangleMesh(QUAD, new Uint32Array(QUAD_INDICES), { flatAngle: -0.1 }), 'flatAngleInvalid',
        'createTriangleMesh: options.flatAngle must be within [0, π/2] radians (got -0.1)'],
    ];
    for (const [fn, name, message, index] of cases) {
      const error = thrown(fn);
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message).toBe(message);
      expect(error.meshError).toBe(name);
      expect(typeof error.code).toBe('number');
      expect(error.index).toBe(index);
    }
    // NaN is not "the default": the core rejects it, naming the option.
    expect(thrown(() => sk.createTriangleMesh(QUAD, new Uint32Array(QUAD_INDICES), { weldTolerance: NaN })).meshError)
      .toBe('weldToleranceInvalid');
    expect(thrown(() => sk.createTriangleMesh(QUAD, new Uint32Array(QUAD_INDICES), { flatAngle: NaN })).meshError)
      .toBe('flatAngleInvalid');
    expect(thrown(() => sk.createTriangleMesh(QUAD, new Uint32Array(0))).message).toMatch(/indices must hold at least one triangle/);
  });

  it('dispose: then every method is a named RangeError; twice is harmless', () => {
    const m = quad();
    expect(m.disposed).toBe(false);
    m.dispose();
    m.dispose();
    expect(m.disposed).toBe(true);
    const r = ray(v(0.5, 1, 0.5), v(0, -1, 0));
    throws(() => m.raycast(r), RangeError,
      'TriangleMesh.raycast: mesh is disposed (got a disposed TriangleMesh)');
    expect(() => m.raycastAny(r)).toThrow(/TriangleMesh.raycastAny: mesh is disposed/);
    expect(() => m.raycastAll(r)).toThrow(/TriangleMesh.raycastAll: mesh is disposed/);
    expect(() => m.sweep({ center: v(0, 1, 0), radius: 1 }, v(0, 0, 0))).toThrow(/TriangleMesh.sweep: mesh is disposed/);
    expect(() => m.serialize()).toThrow(/TriangleMesh.serialize: mesh is disposed/);
    // Another mesh made afterwards is unaffected (ids are not reused).
    expect(quad().raycast(r).hit).toBe(true);
  });
});
