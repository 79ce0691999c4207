// Discrete queries against a TriangleMesh (issue 12, "Queries against a mesh"): contact manifolds, overlapped
// triangles, closest points, the generic sk.sweep / sk.contact / sk.raycast / sk.overlap with a mesh as either shape,
// and the batches over typed arrays. Every expected value is worked out by hand in the comments; the batches are
// checked entry by entry against the single calls.
import { describe, expect, it } from 'vitest';
import { prng } from './prng.js';
import { expectError, sk, v } from './helpers.js';

const ZERO = v(0, 0, 0);
/** Expects `fn` to throw exactly a `Type` with exactly `message`, naming its `argument` (and `props`). */
const throws = (fn, Type, message, argument, props = {}) =>
  expectError(fn, Type, message, argument === undefined ? props : { argument, ...props });
const expectVec = (actual, x, y, z, digits = 5) => {
  expect(actual.x).toBeCloseTo(x, digits);
  expect(actual.y).toBeCloseTo(y, digits);
  expect(actual.z).toBeCloseTo(z, digits);
};

/**
 * An n × n grid of unit cells in the plane y = height(x, z), x and z in [0, n]. Vertex (i, j) is at x = i, z = j,
 * index i + (n + 1)·j. Cell (i, j) holds triangles 2(i + n·j) = [(i, j), (i, j+1), (i+1, j+1)] (the half
 * z − j > x − i) and 2(i + n·j) + 1 = [(i, j), (i+1, j+1), (i+1, j)] (the half x − i > z − j); on a flat grid both
 * normals are cross(b − a, c − a) = +y.
 */
function grid(n, height = () => 0) {
  const positions = new Float32Array(3 * (n + 1) * (n + 1));
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) positions.set([i, height(i, j), j], 3 * (i + (n + 1) * j));
  }
  const at = (i, j) => i + (n + 1) * j;
  const indices = [];
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      indices.push(at(i, j), at(i, j + 1), at(i + 1, j + 1), at(i, j), at(i + 1, j + 1), at(i + 1, j));
    }
  }
  return sk.createTriangleMesh(positions, new Uint32Array(indices));
}

describe('TriangleMesh.contact', () => {
  it('a sphere sunk 0.1 into a face: one point, depth 0.1, normal from the sphere to the mesh', () => {
    // Floor 2 × 2 (triangles 0-7). Centre (0.75, 0.2, 0.25), radius 0.3: over triangle 1 (x > z in cell (0, 0)),
    // 0.2 above it: depth 0.3 − 0.2 = 0.1. Its other neighbours are farther than 0.3: the diagonal's nearest point
    // (0.5, 0, 0.5) at √(0.0625 + 0.04 + 0.0625) = 0.406, the edge x = 1 at √(0.0625 + 0.04) = 0.320.
    const floor = grid(2);
    const c = floor.contact({ center: v(0.75, 0.2, 0.25), radius: 0.3 });
    expect(c.hit).toBe(true);
    expect(c.depth).toBeCloseTo(0.1, 6);
    expectVec(c.normal, 0, -1, 0, 6);
    expectVec(c.pointA, 0.75, -0.1, 0.25); // the sphere's lowest point
    expectVec(c.pointB, 0.75, 0, 0.25); // on the face
    expect(c.points).toHaveLength(1);
    expect(c.points[0]).toMatchObject({ triangle: 1, feature: 'face' });
    expect(c.points[0].depth).toBeCloseTo(0.1, 6);
    expectVec(c.points[0].pointA, 0.75, -0.1, 0.25);
    expectVec(c.points[0].pointB, 0.75, 0, 0.25);
    // From below (two-sided): the normal points up, from the sphere to the mesh.
    const below = floor.contact({ center: v(0.75, -0.2, 0.25), radius: 0.3 });
    expectVec(below.normal, 0, 1, 0, 6);
    expectVec(below.pointB, 0.75, 0, 0.25);
    floor.dispose();
  });

  it('a box resting 0.05 deep on a floor: the manifold normal, depth and points on the box bottom', () => {
    // Floor 2 × 2; box x, z in [0.25, 1.75], y in [−0.05, 1]: it overlaps all 8 triangles by 0.05 along −y.
    const floor = grid(2);
    const box = { min: v(0.25, -0.05, 0.25), max: v(1.75, 1, 1.75) };
    const c = floor.contact(box);
    expect(c.hit).toBe(true);
    expect(c.depth).toBeCloseTo(0.05, 4);
    expectVec(c.normal, 0, -1, 0, 4);
    // The manifold is the bottom face's four corners (each triangle clips the face; the widest four are kept).
    expect(c.points.length).toBe(4);
    const corners = c.points.map((p) => `${p.pointA.x.toFixed(4)},${p.pointA.z.toFixed(4)}`).sort();
    expect(corners).toEqual(['0.2500,0.2500', '0.2500,1.7500', '1.7500,0.2500', '1.7500,1.7500']);
    for (const p of c.points) {
      expect(p.pointA.y).toBeCloseTo(-0.05, 4); // on the box's bottom face
      expect(p.pointB.y).toBeCloseTo(0, 4); // on the floor
      expect(p.depth).toBeCloseTo(0.05, 4);
      expect(p.triangle).toBeGreaterThanOrEqual(0);
      expect(p.triangle).toBeLessThan(8);
    }
    floor.dispose();
  });

  it('a capsule lying 0.1 deep across an internal diagonal and an internal edge: every point on the capsule', () => {
    // Floor 2 × 2; the capsule's axis y = 0.2, z = 0.1, x in [0.2, 0.8], radius 0.3: 0.1 into triangle 1 (the
    // deepest: normal −y, depth 0.1). It also reaches triangle 0 across the diagonal (its end (0.2, 0.2, 0.1) is
    // √(0.05² + 0.2² + 0.05²) = 0.212 from (0.15, 0, 0.15)) and triangle 2 across x = 1 (√(0.2² + 0.2²) = 0.283
    // from its other end): internal edges, so their contacts take the face normal too.
    // Every point's pointB is its triangle's own contact point (on the mesh).
    const floor = grid(2);
    const start = v(0.2, 0.2, 0.1);
    const c = floor.contact({ start, end: v(0.8, 0.2, 0.1), radius: 0.3 });
    expect(c.hit).toBe(true);
    expect(c.depth).toBeCloseTo(0.1, 5);
    expectVec(c.normal, 0, -1, 0, 6);
    const triangles = c.points.map((p) => p.triangle);
    expect(triangles).toContain(1);
    expect(triangles).toContain(0);
    expect(triangles).toContain(2);
    for (const p of c.points) {
      // pointB on the mesh (the floor y = 0, within the 2 × 2 grid: issue 24, it was projected off the surface);
      // pointA − pointB = depth·normal along the manifold's normal, no deeper than the deepest.
      expect(p.pointB.y).toBeCloseTo(0, 5);
      expect(p.pointB.x).toBeGreaterThanOrEqual(0);
      expect(p.pointB.x).toBeLessThanOrEqual(2);
      expect(p.pointB.z).toBeGreaterThanOrEqual(0);
      expect(p.pointB.z).toBeLessThanOrEqual(2);
      expectVec(p.pointA, p.pointB.x, p.pointB.y - p.depth, p.pointB.z, 5);
      expect(p.depth).toBeLessThanOrEqual(0.1 + 1e-6);
    }
    floor.dispose();
  });

  it('a hull poking its apex 0.04 into a face, and a box turned 45° sunk 0.05: normal, depth, points', () => {
    const floor = grid(2);
    // An upside-down tetrahedron, apex (0, −0.04, 0) local, placed at (0.75, 0, 0.25) over triangle 1: only the
    // apex is under the floor (its cross-section at y = 0 is 0.04 / 0.34 of its 0.4-wide top), so the least
    // translation is 0.04 up: normal −y (from the hull to the mesh), one point, the apex.
    const hull = sk.createConvexHull(new Float32Array([0, -0.04, 0, -0.2, 0.3, -0.2, 0.2, 0.3, -0.2, 0, 0.3, 0.2]));
    const c = floor.contact({ hull, position: v(0.75, 0, 0.25) });
    expect(c.depth).toBeCloseTo(0.04, 5);
    expectVec(c.normal, 0, -1, 0, 5);
    expect(c.points).toHaveLength(1);
    expect(c.points[0]).toMatchObject({ triangle: 1, feature: 'face' });
    expectVec(c.points[0].pointA, 0.75, -0.04, 0.25);
    expectVec(c.points[0].pointB, 0.75, 0, 0.25);
    hull.dispose();
    // A box of half size (0.3, 0.5, 0.3) turned 45° about y, centre (1, 0.45, 1): its bottom at y = −0.05 over the
    // six triangles around the middle vertex.
    const s = Math.sin(Math.PI / 8);
    const box = floor.contact({ center: v(1, 0.45, 1), halfSize: v(0.3, 0.5, 0.3), rotation: { x: 0, y: s, z: 0, w: Math.cos(Math.PI / 8) } });
    expect(box.depth).toBeCloseTo(0.05, 5);
    expectVec(box.normal, 0, -1, 0, 5);
    // Its four bottom corners: (1, 1) ± 0.3·√2 along x and along z (the half diagonal turned onto the axes).
    expect(box.points.length).toBe(4);
    const r = 0.3 * Math.SQRT2;
    const turned = box.points.map((p) => `${p.pointA.x.toFixed(4)},${p.pointA.z.toFixed(4)}`).sort();
    expect(turned).toEqual([`${(1 - r).toFixed(4)},1.0000`, `1.0000,${(1 - r).toFixed(4)}`, `1.0000,${(1 + r).toFixed(4)}`,
      `${(1 + r).toFixed(4)},1.0000`].sort());
    for (const p of box.points) {
      expect(p.pointA.y).toBeCloseTo(-0.05, 5);
      expect(p.pointB.y).toBeCloseTo(0, 5);
    }
    floor.dispose();
  });

  it('a target is filled in place, its points array and vectors reused; a miss has no point', () => {
    const floor = grid(2);
    const target = { normal: v(9, 9, 9), points: [] };
    const normal = target.normal;
    const c = floor.contact({ center: v(0.75, 0.2, 0.25), radius: 0.3 }, target);
    expect(c).toBe(target);
    expect(c.normal).toBe(normal);
    const points = c.points;
    const first = points[0];
    floor.contact({ center: v(0.75, 0.25, 0.25), radius: 0.3 }, target);
    expect(target.points).toBe(points);
    expect(target.points[0]).toBe(first);
    expect(first.depth).toBeCloseTo(0.05, 6);
    floor.contact({ center: v(0.75, 5, 0.25), radius: 0.3 }, target);
    expect(target.hit).toBe(false);
    expect(target.points).toHaveLength(0);
    floor.dispose();
  });
});

describe('TriangleMesh.overlap', () => {
  it('the triangles a sphere or a box touches, by hand, sorted', () => {
    const floor = grid(2);
    // Inside triangle 1, 0.05 above, radius 0.1: the diagonal is 0.354 away, the edge x = 1 0.25.
    expect(floor.overlap({ center: v(0.75, 0.05, 0.25), radius: 0.1 })).toEqual(new Uint32Array([1]));
    // Centred on the middle vertex (1, 0, 1): every triangle with that corner: 0, 1 (cell (0, 0)), 2 (cell (1, 0):
    // [(1,0), (1,1), (2,1)]), 5 (cell (0, 1): [(0,1), (1,2), (1,1)]), 6 and 7 (cell (1, 1)). Triangles 3 and 4
    // only reach it at √½ = 0.707.
    expect(floor.overlap({ center: v(1, 0, 1), radius: 0.1 })).toEqual(new Uint32Array([0, 1, 2, 5, 6, 7]));
    // A box in cell (1, 0), x − 1 in [0.2, 0.9], z in [0.1, 0.3]: both of its halves (z > x − 1 at x = 1.2, z = 0.3).
    expect(floor.overlap({ min: v(1.2, -0.1, 0.1), max: v(1.9, 0.1, 0.3) })).toEqual(new Uint32Array([2, 3]));
    // Above the floor: nothing.
    const none = floor.overlap({ center: v(1, 0.5, 1), radius: 0.4 });
    expect(none).toBeInstanceOf(Uint32Array);
    expect(none).toHaveLength(0);
    floor.dispose();
  });

  it('a cube of 12 triangles: a capsule through it touches every triangle it crosses', () => {
    // The cube [−1, 1]³ as 12 triangles (two per face, face k = 2k, 2k + 1 in the order +x, −x, +y, −y, +z, −z).
    const c = [[-1, -1, -1], [1, -1, -1], [1, 1, -1], [-1, 1, -1], [-1, -1, 1], [1, -1, 1], [1, 1, 1], [-1, 1, 1]];
    const quads = [[1, 2, 6, 5], [0, 4, 7, 3], [3, 7, 6, 2], [0, 1, 5, 4], [4, 5, 6, 7], [0, 3, 2, 1]];
    const indices = quads.flatMap(([a, b, cc, d]) => [a, b, cc, a, cc, d]);
    const cube = sk.createTriangleMesh(new Float32Array(c.flat()), new Uint32Array(indices));
    // A thin capsule along x through the centre, past both ends: it crosses the +x face at (1, 0, 0) and the −x
    // face at (−1, 0, 0), each on its face's diagonal (a–c), so both triangles of each: 0, 1, 2, 3.
    expect(cube.overlap({ start: v(-2, 0, 0), end: v(2, 0, 0), radius: 0.01 })).toEqual(new Uint32Array([0, 1, 2, 3]));
    // A sphere inside, touching nothing: the mesh is a surface, not a solid.
    expect(cube.overlap({ center: ZERO, radius: 0.5 })).toHaveLength(0);
    cube.dispose();
  });
});

describe('TriangleMesh.closestPoint', () => {
  it('above a face, off a boundary edge, off a corner (feature named), and beyond maxDistance', () => {
    const floor = grid(2);
    // Above triangle 1: straight down, distance 2.
    const face = floor.closestPoint(v(0.75, 2, 0.25));
    expect(face).toMatchObject({ hit: true, triangle: 1, feature: 'face' });
    expect(face.distance).toBeCloseTo(2, 6);
    expectVec(face.point, 0.75, 0, 0.25);
    // Beyond x = 2: the boundary edge x = 2, z in [0, 1] of triangle 3 = [(1,0), (2,1), (2,0)]: its edge b–c.
    // Point (2, 0, 0.75), distance √(0.5² + 1²).
    const edge = floor.closestPoint(v(2.5, 1, 0.75));
    expect(edge).toMatchObject({ hit: true, triangle: 3, feature: 'edgeBC' });
    expect(edge.distance).toBeCloseTo(Math.sqrt(1.25), 6);
    expectVec(edge.point, 2, 0, 0.75);
    // Off the corner (0, 0, 0): distance √3; corner a of triangles 0 and 1, the lower index kept.
    const corner = floor.closestPoint(v(-1, 1, -1));
    expect(corner).toMatchObject({ hit: true, triangle: 0, feature: 'vertexA' });
    expect(corner.distance).toBeCloseTo(Math.sqrt(3), 6);
    expectVec(corner.point, 0, 0, 0);
    // Nothing within 1.9 of a point 2 above: a miss; 2.1 finds it.
    const far = floor.closestPoint(v(0.75, 2, 0.25), 1.9);
    expect(far).toMatchObject({ hit: false, triangle: -1 });
    expect(floor.closestPoint(v(0.75, 2, 0.25), 2.1).hit).toBe(true);
    // A target is filled in place.
    const target = { point: v(0, 0, 0) };
    const point = target.point;
    expect(floor.closestPoint(v(0.75, 2, 0.25), Infinity, target)).toBe(target);
    expect(target.point).toBe(point);
    expectVec(point, 0.75, 0, 0.25);
    floor.dispose();
  });
});

describe('sk.sweep, sk.contact, sk.raycast, sk.overlap with a mesh', () => {
  it('sweep: the mesh as B and as A (normals opposite); a moving mesh', () => {
    const floor = grid(2);
    const ball = { center: v(0.75, 2, 0.25), radius: 0.5 };
    // Falling 4: the centre reaches y = 0.5 after 1.5 of 4: t = 0.375; normal from the ball down to the floor. The
    // point (0.75, 0.25) of cell (0, 0) has x > z: triangle 1, the mesh's (B's) sub-shape; the ball has none.
    const b = sk.sweep(ball, v(0, -4, 0), floor, ZERO);
    expect(b).toMatchObject({ hit: true, status: 'hit', subShapeA: -1, subShapeB: 1 });
    expect(b.t).toBeCloseTo(0.375, 5);
    expectVec(b.normal, 0, -1, 0, 6);
    expectVec(b.position, 0.75, 0.5, 0.25);
    // The floor as A: same t, the normal from the floor up to the ball, position = the floor's origin moved (none).
    const a = sk.sweep(floor, ZERO, ball, v(0, -4, 0));
    expect(a).toMatchObject({ subShapeA: 1, subShapeB: -1 });
    expect(a.t).toBeCloseTo(0.375, 5);
    expectVec(a.normal, 0, 1, 0, 6);
    expectVec(a.point, 0.75, 0, 0.25);
    expectVec(a.position, 0, 0, 0);
    // The floor rising 2 towards the resting ball: the gap 1.5 closes at t = 0.75; the floor's origin at (0, 1.5, 0).
    const rising = sk.sweep(floor, v(0, 2, 0), ball, ZERO);
    expect(rising.t).toBeCloseTo(0.75, 5);
    expectVec(rising.normal, 0, 1, 0, 6);
    expectVec(rising.position, 0, 1.5, 0);
    // A miss names no triangle.
    expect(sk.sweep(ball, v(0, 1, 0), floor, ZERO)).toMatchObject({ hit: false, status: 'miss', t: 1, subShapeA: -1, subShapeB: -1 });
    // Not a mesh pair: the generic sweep as before.
    expect(sk.sweep(ball, v(0, -4, 0), { normal: v(0, 1, 0), constant: 0 }, ZERO).t).toBeCloseTo(0.375, 5);
    floor.dispose();
  });

  it('a posed mesh {mesh, position, rotation}: the floor stood up as a wall, the same answers turned, near and far', () => {
    // A quarter turn about +z takes local (x, y, z) to (−y, x, z): the floor's +y normal to −x, its point
    // (0.75, 0, 0.25) to (0, 0.75, 0.25), so the wall is the plane x = P.x. A ball 2 in front of it, at
    // P + (2, 0.75, 0.25), moving by (−4, 0, 0) touches after 1.5 of 4 (t = 0.375) at P + (0, 0.75, 0.25), on triangle
    // 1 as before, normal from the ball to the wall (−1, 0, 0). Every coordinate is a float32 at each offset.
    const floor = grid(2);
    const q = { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 };
    for (const P of [v(0, 0, 0), v(3, -7, 5), v(1e4, -5e3, 2e4)]) {
      const wall = { mesh: floor, position: P, rotation: q };
      const ball = { center: v(P.x + 2, P.y + 0.75, P.z + 0.25), radius: 0.5 };
      const hit = sk.sweep(ball, v(-4, 0, 0), wall, ZERO);
      expect(hit).toMatchObject({ hit: true, status: 'hit', subShapeB: 1 });
      expect(hit.t).toBeCloseTo(0.375, 5);
      expectVec(hit.normal, -1, 0, 0, 5);
      expectVec(hit.point, P.x, P.y + 0.75, P.z + 0.25, 2);
      expectVec(hit.position, P.x + 0.5, P.y + 0.75, P.z + 0.25, 2);
      // Sunk 0.125 into the wall: depth 0.125, normal from the ball to the wall; the mesh as A: the normal reversed.
      const sunk = { center: v(P.x + 0.375, P.y + 0.75, P.z + 0.25), radius: 0.5 };
      const c = sk.contact(sunk, wall);
      expect(c).toMatchObject({ hit: true, subShapeA: -1, subShapeB: 1 });
      expect(c.depth).toBeCloseTo(0.125, 4);
      expectVec(c.normal, -1, 0, 0, 5);
      expectVec(c.pointB, P.x, P.y + 0.75, P.z + 0.25, 2);
      const m = sk.contact(wall, sunk);
      expect(m.subShapeA).toBe(1);
      expectVec(m.normal, 1, 0, 0, 5);
      // A ray from 3 in front, straight at the wall: t = 3 of a unit direction. It meets the wall at local
      // (1.25, 0, 0.5): cell (1, 0), where z − 0 = 0.5 > x − 1 = 0.25: triangle 2. A mesh's normal is its triangle's
      // (counter-clockwise side) whichever side is hit: −x here, the floor's +y turned, though the ray comes from +x.
      const ray = { origin: v(P.x + 3, P.y + 1.25, P.z + 0.5), direction: v(-1, 0, 0) };
      const r = sk.raycast(ray, wall, 10);
      expect(r).toMatchObject({ hit: true, subShape: 2 });
      expect(r.t).toBeCloseTo(3, 3);
      expectVec(r.normal, -1, 0, 0, 5);
      expectVec(r.point, P.x, P.y + 1.25, P.z + 0.5, 2);
      expect(sk.overlap(sunk, wall)).toBe(true);
      expect(sk.overlap(wall, { center: v(P.x + 0.625, P.y + 0.75, P.z + 0.25), radius: 0.5 })).toBe(false); // 0.125 off
    }
    floor.dispose();
  });

  it('a turning mesh: a door swings on its hinge into a sphere, either order, near and far', () => {
    // The door x = 0, y and z in [0, 2], hinged on the y axis through its position, turned by θ about +y: its point
    // (0, y, z) at (z sin θ, y, z cos θ), its plane's normal n = (cos θ, 0, −sin θ). A sphere of radius 0.5 at
    // hinge + (1, 1, 1) is cos θ − sin θ from it: touching when √2 cos(θ + π/4) = 0.5, θ = acos(0.5/√2) − π/4 =
    // 0.4240310; over a quarter turn t = θ / (π/2) = 0.2699465. Normal from the sphere to the door −n =
    // (−0.911438, 0, 0.411438); the point centre − 0.5 n = hinge + (0.544281, 1, 1.205719), at y = 1, z = 1.3229 of
    // the door: z > y, the input's triangle 2 ([0, 2, 3]; triangle 0, degenerate, was dropped, so the core's
    // triangle 1 is the input's 2: the index the answer names).
    const door = sk.createTriangleMesh(new Float32Array([0, 0, 0, 0, 2, 0, 0, 2, 2, 0, 0, 2]),
      new Uint32Array([0, 0, 1, 0, 1, 2, 0, 2, 3]));
    expect(door.triangleCount).toBe(2);
    const theta = Math.acos(0.5 / Math.SQRT2) - Math.PI / 4;
    const swing = { linear: ZERO, angular: v(0, Math.PI / 2, 0) };
    for (const hinge of [v(0, 0, 0), v(100, -100, 50), v(1e4, -1e4, 5e3)]) {
      const ball = { center: v(hinge.x + 1, hinge.y + 1, hinge.z + 1), radius: 0.5 };
      const posed = { mesh: door, position: hinge };
      const hit = sk.sweep(ball, ZERO, posed, swing);
      expect(hit).toMatchObject({ hit: true, status: 'hit', subShapeA: -1, subShapeB: 2 });
      expect(hit.t).toBeCloseTo(theta / (Math.PI / 2), 3);
      expect(hit.t).toBeLessThanOrEqual(theta / (Math.PI / 2) + 1e-5); // never after the contact
      expectVec(hit.normal, -Math.cos(theta), 0, Math.sin(theta), 3);
      expectVec(hit.point, hinge.x + 0.544281, hinge.y + 1, hinge.z + 1.205719, 2);
      const mirrored = sk.sweep(posed, swing, ball, ZERO);
      expect(mirrored).toMatchObject({ subShapeA: 2, subShapeB: -1 });
      expect(mirrored.t).toBe(hit.t);
      expectVec(mirrored.normal, Math.cos(theta), 0, -Math.sin(theta), 3);
      expectVec(mirrored.position, hinge.x, hinge.y, hinge.z, 6); // the door turns about its position
      // Swinging the other way the door never comes near: a miss.
      expect(sk.sweep(ball, ZERO, posed, { linear: ZERO, angular: v(0, -Math.PI / 2, 0) }).status).toBe('miss');
    }
    door.dispose();
  });

  it('contact: the mesh as B and as A, normals opposite and points swapped', () => {
    const floor = grid(2);
    const ball = { center: v(0.75, 0.2, 0.25), radius: 0.3 };
    const b = sk.contact(ball, floor);
    expectVec(b.normal, 0, -1, 0, 6);
    expectVec(b.pointA, 0.75, -0.1, 0.25);
    expectVec(b.pointB, 0.75, 0, 0.25);
    expect(b.subShapeB).toBe(1);
    const a = sk.contact(floor, ball);
    expect(a.hit).toBe(true);
    expect(a.depth).toBeCloseTo(0.1, 6);
    expectVec(a.normal, 0, 1, 0, 6);
    expectVec(a.pointA, 0.75, 0, 0.25); // on the floor (A)
    expectVec(a.pointB, 0.75, -0.1, 0.25); // on the ball (B)
    expect(a.subShapeA).toBe(1);
    // pointA − pointB = depth · normal, in both orders.
    expect(a.pointA.y - a.pointB.y).toBeCloseTo(a.depth * a.normal.y, 6);
    expect(b.pointA.y - b.pointB.y).toBeCloseTo(b.depth * b.normal.y, 6);
    expectVec(a.points[0].pointA, 0.75, 0, 0.25);
    expectVec(a.points[0].pointB, 0.75, -0.1, 0.25);
    floor.dispose();
  });

  it('raycast (maxFraction Infinity by default, as for any shape and level.raycast) and overlap, either order', () => {
    const floor = grid(2);
    const down = { origin: v(0.75, 2, 0.25), direction: v(0, -1, 0) };
    expect(sk.raycast(down, floor, 1).hit).toBe(false); // the floor is 2 away: t = 2 > 1
    expect(sk.raycast(down, floor).t).toBeCloseTo(2, 6);
    const hit = sk.raycast(down, floor, 10);
    expect(hit).toMatchObject({ hit: true, subShape: 1 });
    expect(hit.t).toBeCloseTo(2, 6);
    expectVec(hit.normal, 0, 1, 0, 6);
    expect(sk.overlap({ center: v(1, 0, 1), radius: 0.1 }, floor)).toBe(true);
    expect(sk.overlap(floor, { center: v(1, 0, 1), radius: 0.1 })).toBe(true);
    expect(sk.overlap(floor, { center: v(1, 1, 1), radius: 0.1 })).toBe(false);
    floor.dispose();
  });

  it('named errors: two meshes, a mesh and a plane, a bad argument named as sk.sweep names it, a disposed mesh', () => {
    const floor = grid(1);
    const other = grid(1);
    const ball = { center: v(0.5, 2, 0.5), radius: 0.5 };
    const plane = { normal: v(0, 1, 0), constant: 0 };
    throws(() => sk.sweep(floor, ZERO, other, ZERO), TypeError, 'sweep: no sweep test for the pair (triangleMesh, triangleMesh)');
    throws(() => sk.contact(floor, { mesh: other, position: v(0, 1, 0) }), TypeError,
      'contact: no contact test for the pair (triangleMesh, triangleMesh)');
    throws(() => sk.contact(plane, floor), TypeError, 'contact: no contact test for the pair (plane, triangleMesh)');
    throws(() => sk.overlap(floor, plane), TypeError, 'overlap: no overlap test for the pair (triangleMesh, plane)');
    throws(() => sk.sweep(ball, v(0, -1, 0), floor, 'still'), TypeError,
      'sweep: displacementB must be an object {x, y, z} (got string "still")', 'displacementB');
    throws(() => sk.sweep(floor, ZERO, { center: v(0, 0, 0), radius: -1 }, ZERO), RangeError,
      'sweep: shapeB.radius must be >= 0 (got -1)', 'shapeB');
    throws(() => sk.sweep(ball, ZERO, floor, ZERO, 5), TypeError, 'sweep: target must be an object to fill, or undefined (got number 5)', 'target');
    throws(() => sk.contact(ball, { mesh: floor, position: v(0, NaN, 0) }), RangeError,
      'contact: shapeB.position must be finite and within ±1e8 (got (0, NaN, 0))', 'shapeB');
    throws(() => sk.contact(ball, { mesh: floor, position: v(0, '1', 0) }), TypeError,
      'contact: shapeB.position.y must be a number (got string "1")', 'shapeB');
    throws(() => sk.contact(ball, { mesh: floor, rotation: { x: 0, y: 0, z: 0, w: 2 } }), RangeError,
      /^contact: shapeB\.rotation /, 'shapeB');
    throws(() => sk.raycast({ origin: v(0, 1, 0), direction: v(0, -1, 0) }, { type: 'triangleMesh', mesh: 'floor' }), TypeError,
      'raycast: shape.mesh must be a TriangleMesh (from createTriangleMesh or loadTriangleMesh) (got string "floor")', 'shape');
    other.dispose();
    throws(() => sk.contact(ball, other), RangeError, 'contact: shapeB.mesh is a disposed TriangleMesh (got a disposed TriangleMesh)', 'shapeB');
    throws(() => sk.sweep({ mesh: other }, ZERO, ball, ZERO), RangeError,
      'sweep: shapeA.mesh is a disposed TriangleMesh (got a disposed TriangleMesh)', 'shapeA');
    floor.dispose();
  });
});

describe('batches', () => {
  /** A 24 × 24 terrain of 1,152 triangles, heights from two sines (up to ±1.5). */
  const terrain = () => grid(24, (i, j) => Math.sin(i * 0.7) * Math.cos(j * 0.45) * 1.5);

  it('raycastBatch: 400 random rays equal the single raycasts bit for bit', () => {
    const mesh = terrain();
    const r = prng(12);
    const n = 400;
    const rays = new Float32Array(6 * n);
    for (let k = 0; k < n; k++) {
      rays.set([r.uniform(-2, 26), r.uniform(2, 6), r.uniform(-2, 26), r.uniform(-1, 1), r.uniform(-1, 0.2), r.uniform(-1, 1)], 6 * k);
    }
    for (const maxFraction of [Infinity, 5]) {
      const out = mesh.raycastBatch(rays, maxFraction);
      expect(out).toBeInstanceOf(Float32Array);
      expect(out).toHaveLength(5 * n);
      let hits = 0;
      for (let k = 0; k < n; k++) {
        const q = rays.subarray(6 * k, 6 * k + 6);
        const one = mesh.raycast({ origin: v(q[0], q[1], q[2]), direction: v(q[3], q[4], q[5]) }, maxFraction);
        expect([out[5 * k], out[5 * k + 1], out[5 * k + 2], out[5 * k + 3], out[5 * k + 4]])
          .toEqual([one.t, one.normal.x, one.normal.y, one.normal.z, one.triangle].map(Math.fround));
        // toEqual tells 0 from −0 and compares NaN to NaN: with Math.fround of float32 values, bit for bit.
        hits += one.hit ? 1 : 0;
      }
      expect(hits).toBeGreaterThan(n / 8); // the rays do reach the terrain (168 and 59 hits): not all misses
      expect(hits).toBeLessThan(n); // and some miss (t = maxFraction, triangle −1)
    }
    mesh.dispose();
  });

  it('sphereCastBatch: 300 random sphere casts equal the single sweeps bit for bit; out reused', () => {
    const mesh = terrain();
    const r = prng(34);
    const n = 300;
    const spheres = new Float32Array(4 * n);
    const displacements = new Float32Array(3 * n);
    for (let k = 0; k < n; k++) {
      spheres.set([r.uniform(0, 24), r.uniform(0.5, 4), r.uniform(0, 24), r.uniform(0.05, 0.6)], 4 * k);
      displacements.set([r.uniform(-3, 3), r.uniform(-6, 0.5), r.uniform(-3, 3)], 3 * k);
    }
    const out = new Float32Array(6 * n + 2);
    out[6 * n + 1] = 7;
    expect(mesh.sphereCastBatch(spheres, displacements, out)).toBe(out);
    expect(out[6 * n + 1]).toBe(7); // only the entries written
    const seen = new Set();
    for (let k = 0; k < n; k++) {
      const s = spheres.subarray(4 * k, 4 * k + 4);
      const d = displacements.subarray(3 * k, 3 * k + 3);
      const one = mesh.sweep({ center: v(s[0], s[1], s[2]), radius: s[3] }, v(d[0], d[1], d[2]));
      const hit = { miss: 0, hit: 1, initialOverlap: 2 }[one.status];
      expect(Array.from(out.subarray(6 * k, 6 * k + 6)))
        .toEqual([one.t, one.normal.x, one.normal.y, one.normal.z, one.triangle, hit].map(Math.fround));
      seen.add(one.status);
    }
    expect(seen).toEqual(new Set(['hit', 'miss', 'initialOverlap'])); // every outcome compared
    mesh.dispose();
  });

  it('empty batches give empty outputs', () => {
    const mesh = grid(1);
    expect(mesh.raycastBatch(new Float32Array(0))).toHaveLength(0);
    expect(mesh.sphereCastBatch(new Float32Array(0), new Float32Array(0))).toHaveLength(0);
    mesh.dispose();
  });

  it('named errors: types, lengths, NaN entries (the entry named), maxFraction, out', () => {
    const mesh = grid(1);
    const fn = 'TriangleMesh.raycastBatch';
    throws(() => mesh.raycastBatch([0, 1, 0, 0, -1, 0]), TypeError,
      `${fn}: rays must be a Float32Array (origin x, y, z, direction x, y, z) (got array)`, 'rays');
    throws(() => mesh.raycastBatch(new Float32Array(7)), RangeError,
      `${fn}: rays must hold 6 floats per entry (origin x, y, z, direction x, y, z): a length divisible by 6 (got length 7)`, 'rays');
    const rays = new Float32Array([0.5, 1, 0.5, 0, -1, 0, NaN, 1, 0.5, 0, -1, 0]);
    throws(() => mesh.raycastBatch(rays), RangeError,
      `${fn}: rays[6..11] (ray 1: its origin) must be finite and within ±1e8 (got NaN, 1, 0.5, 0, -1, 0)`, 'rays',
      { index: 1, field: 'origin' });
    throws(() => mesh.raycastBatch(new Float32Array([0.5, 1, 0.5, 0, Infinity, 0])), RangeError,
      `${fn}: rays[0..5] (ray 0: its direction) must be finite and within ±1e8 (got 0.5, 1, 0.5, 0, Infinity, 0)`, 'rays');
    throws(() => mesh.raycastBatch(rays.subarray(0, 6), -1), RangeError, `${fn}: maxFraction must be >= 0 and not NaN (got -1)`, 'maxFraction');
    throws(() => mesh.raycastBatch(rays.subarray(0, 6), '1'), TypeError, `${fn}: maxFraction must be a number (got string "1")`, 'maxFraction');
    throws(() => mesh.raycastBatch(rays.subarray(0, 6), 1, new Float32Array(4)), RangeError,
      `${fn}: out must hold at least 5 floats (got length 4)`, 'out');
    throws(() => mesh.raycastBatch(rays.subarray(0, 6), 1, new Float64Array(5)), TypeError,
      `${fn}: out must be a Float32Array or undefined (got Float64Array {0, 1, 2, 3, 4})`, 'out');

    const sc = 'TriangleMesh.sphereCastBatch';
    const spheres = new Float32Array([0.5, 1, 0.5, 0.1, 0.5, 1, 0.5, -0.5]);
    const down = new Float32Array([0, -2, 0, 0, -2, 0]);
    throws(() => mesh.sphereCastBatch(new Float32Array(5), down), RangeError,
      `${sc}: spheres must hold 4 floats per entry (centre x, y, z, radius): a length divisible by 4 (got length 5)`, 'spheres');
    throws(() => mesh.sphereCastBatch(spheres, new Float32Array(3)), RangeError,
      `${sc}: displacements must hold 3 floats per sphere (2 spheres: length 6) (got length 3)`, 'displacements');
    throws(() => mesh.sphereCastBatch(spheres, 'down'), TypeError,
      `${sc}: displacements must be a Float32Array (x, y, z) (got string "down")`, 'displacements');
    throws(() => mesh.sphereCastBatch(spheres, down), RangeError,
      `${sc}: spheres[4..7] (sphere 1: its radius) must be >= 0 (got 0.5, 1, 0.5, -0.5)`, 'spheres');
    throws(() => mesh.sphereCastBatch(spheres.subarray(0, 4), new Float32Array([0, NaN, 0])), RangeError,
      `${sc}: displacements[0..2] (sphere 0) must be finite and within ±1e8 (got 0, NaN, 0)`, 'displacements');
    mesh.dispose();
  });
});

describe('named errors of the mesh queries', () => {
  it('a plane, bad fields, bad points and maxDistance', () => {
    const floor = grid(1);
    const plane = { normal: v(0, 1, 0), constant: 0 };
    throws(() => floor.contact(floor), TypeError,
      'TriangleMesh.contact: shape must be a convex shape (sphere, capsule, aabb, plane, obb, convexHull): two meshes are not a pair (no contact of a mesh against a mesh) (got TriangleMesh {triangleCount, vertexCount, bounds, memoryBytes, fixInternalEdges})',
      'shape');
    throws(() => floor.sweep({ mesh: floor }, v(0, -1, 0)), TypeError,
      'TriangleMesh.sweep: shape must be a convex shape (sphere, capsule, aabb, plane, obb, convexHull): two meshes are not a pair (no sweep of a mesh against a mesh) (got {mesh})', 'shape');
    throws(() => floor.contact(plane), TypeError,
      'TriangleMesh.contact: shape must be a bounded shape (sphere, capsule, aabb, obb or convexHull): a plane has no contact against a mesh (got {normal, constant})',
      'shape');
    throws(() => floor.overlap(plane), TypeError,
      'TriangleMesh.overlap: shape must be a bounded shape (sphere, capsule, aabb, obb or convexHull): a plane has no overlap against a mesh (got {normal, constant})',
      'shape');
    throws(() => floor.contact({ center: v(0, 0, 0), radius: -1 }), RangeError, 'TriangleMesh.contact: shape.radius must be >= 0 (got -1)', 'shape');
    throws(() => floor.overlap({ center: v(NaN, 0, 0), radius: 1 }), RangeError,
      'TriangleMesh.overlap: shape.center must be finite and within ±1e8 (got (NaN, 0, 0))', 'shape');
    throws(() => floor.overlap({ center: v('0', 0, 0), radius: 1 }), TypeError,
      'TriangleMesh.overlap: shape.center.x must be a number (got string "0")', 'shape');
    throws(() => floor.contact({ min: v(1, 0, 0), max: v(0, 1, 1) }), RangeError,
      'TriangleMesh.contact: shape min must be <= max on every axis (got min (1, 0, 0), max (0, 1, 1))', 'shape');
    throws(() => floor.contact(undefined), TypeError,
      'TriangleMesh.contact: shape must be a shape: sphere {center, radius}, capsule {start, end, radius}, aabb {min, max}, plane {normal, constant}, obb {center, halfSize, rotation}, convexHull {hull, position, rotation}, triangleMesh {mesh, position, rotation} (got undefined)',
      'shape');
    throws(() => floor.contact({ center: v(0, 0, 0), radius: 1 }, 3), TypeError,
      'TriangleMesh.contact: target must be an object to fill, or undefined (got number 3)', 'target');
    throws(() => floor.closestPoint(v(0, '1', 0)), TypeError, 'TriangleMesh.closestPoint: point.y must be a number (got string "1")', 'point');
    throws(() => floor.closestPoint(v(0, NaN, 0)), RangeError,
      'TriangleMesh.closestPoint: point must be finite and within ±1e8 (got (0, NaN, 0))', 'point');
    throws(() => floor.closestPoint(v(0, 1, 0), -1), RangeError,
      'TriangleMesh.closestPoint: maxDistance must be >= 0 and not NaN (got -1)', 'maxDistance');
    throws(() => floor.closestPoint(v(0, 1, 0), NaN), RangeError,
      'TriangleMesh.closestPoint: maxDistance must be >= 0 and not NaN (got NaN)', 'maxDistance');
    floor.dispose();
  });

  it('dispose, then every new method is a named RangeError', () => {
    const floor = grid(1);
    floor.dispose();
    const ball = { center: v(0, 0, 0), radius: 1 };
    const calls = {
      contact: () => floor.contact(ball),
      overlap: () => floor.overlap(ball),
      closestPoint: () => floor.closestPoint(v(0, 0, 0)),
      raycastBatch: () => floor.raycastBatch(new Float32Array(6)),
      sphereCastBatch: () => floor.sphereCastBatch(new Float32Array(4), new Float32Array(3)),
    };
    for (const [name, call] of Object.entries(calls)) {
      throws(call, RangeError, `TriangleMesh.${name}: mesh is disposed (got a disposed TriangleMesh)`, 'mesh');
    }
  });
});
