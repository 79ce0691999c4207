// World mesh bodies from JS (world.addMesh): events against a mesh floor and a 1 mm mesh wall at 500 m/s, a level
// from a three.js Object3D in one call, queries reporting the triangle, who owns the mesh, and the errors. Every
// expected number is worked by hand in the comments (a mesh added first has the lower handle: it is `a`, and
// normals go from it to the other body).
import { BoxGeometry, Group, Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { trianglesOfObject } from '../../bindings/three/index.js';
import { expectError, sk, thrown, v } from './helpers.js';

// The square [-10, 10]² at y = 0 (x and z), normal +y: triangles (0, 2, 1) and (0, 3, 2).
const FLOOR = new Float32Array([-10, 0, -10, 10, 0, -10, 10, 0, 10, -10, 0, 10]);
const FLOOR_INDICES = new Uint32Array([0, 2, 1, 0, 3, 2]);
const floor = () => sk.createTriangleMesh(FLOOR, FLOOR_INDICES);

function expectVec(actual, x, y, z, digits = 5) {
  expect(actual.x).toBeCloseTo(x, digits);
  expect(actual.y).toBeCloseTo(y, digits);
  expect(actual.z).toBeCloseTo(z, digits);
}

describe('World mesh bodies', () => {
  it('a sphere falling on a static mesh floor: begin at t = 0.5, stay, end', () => {
    // Radius 0.5 from y = 2, 1 down per frame: frame 1 ends at y = 1 (apart); frame 2 touches when the centre is at
    // 0.5 (t = 0.5) and ends 0.5 deep; frame 3 stays; frame 4 (2 up) ends.
    const mesh = floor();
    const world = sk.createWorld();
    const f = world.addMesh(mesh);
    const s = world.addBody({ center: v(1, 2, 3), radius: 0.5 });
    expect(world.getBody(f)).toMatchObject({ kind: 'static', mesh, shape: { type: 'aabb' } });
    world.setDisplacement(s, v(0, -1, 0));
    expect(world.step()).toBe(0);
    world.setDisplacement(s, v(0, -1, 0));
    expect(world.step()).toBe(1);
    const [begin] = world.events();
    expect(begin).toMatchObject({ type: 'begin', a: f, b: s, transient: false });
    expect(begin.t).toBeCloseTo(0.5, 6);
    expect(begin.depth).toBeCloseTo(0.5, 6);
    expect(begin.impactSpeed).toBeCloseTo(1, 6);
    expectVec(begin.normal, 0, 1, 0);
    expectVec(begin.point, 1, 0, 3);
    world.step();
    expect(world.events()[0]).toMatchObject({ type: 'stay', t: 1 });
    world.setDisplacement(s, v(0, 2, 0));
    world.step();
    expect(world.events()[0].type).toBe('end');
    world.dispose();
    mesh.dispose();
  });

  it('a sphere and a capsule at 500 m/s are caught by a 1 mm mesh wall at 15, 30, 60 and 144 steps per second', () => {
    // The wall x in [10, 10.001] (a closed thin box), bodies of radius 0.25 from x = 0 along +x. At `rate` steps per
    // second each step moves 500 / rate; the surface reaches x = 10 after the centre covers 9.75, in step
    // floor(9.75 / step), at t = (9.75 - covered) / step. The body ends that step past the wall (a transient begin)
    // unless its end overlaps it. Normal (-1, 0, 0) from the wall (a) to the body.
    const { positions, indices } = trianglesOfObject(wallObject());
    for (const rate of [15, 30, 60, 144]) {
      for (const shape of [{ center: v(0, 0, 0), radius: 0.25 }, { start: v(0, 0, -0.5), end: v(0, 0, 0.5), radius: 0.25 }]) {
        const world = sk.createWorld();
        const wall = world.addMesh({ positions, indices });
        const body = world.addBody(shape, { kind: 'fast' });
        const step = 500 / rate;
        const hitStep = Math.floor(9.75 / step);
        let begin = null;
        for (let k = 0; k <= hitStep && begin === null; k++) {
          world.setDisplacement(body, v(step, 0, 0));
          world.step();
          begin = world.events().find((e) => e.type === 'begin') ?? null;
          if (begin) expect(k).toBe(hitStep);
        }
        expect(begin, `rate ${rate}`).not.toBeNull();
        expect(begin.a).toBe(wall);
        const expected = (9.75 - hitStep * step) / step;
        expect(begin.t).toBeLessThanOrEqual(expected + 1e-5); // exact for the sphere; never late for the capsule
        expect(begin.t).toBeGreaterThanOrEqual(expected - (shape.center ? 1e-5 : 2e-4));
        expectVec(begin.normal, -1, 0, 0, 3);
        world.dispose();
      }
    }
  });

  it('loads a level from an Object3D in one call; queries report the input triangle', () => {
    // A 4 × 1 × 4 box centred at (0, -0.5, 0) (top face at y = 0) and a 1 m cube on it at (2, 0.5, 0): BoxGeometry's
    // faces are +x, -x, +y, -y, +z, -z, two triangles each, so the big box's top is triangles 4 and 5, and the
    // cube's (the second mesh, after 12 triangles) 16 and 17.
    const world = sk.createWorld();
    const level = world.addMesh(trianglesOfObject(levelObject()));
    // A ray down from (-1, 5, 1) hits the big box's top at y = 0: t = 0.5 of (0, -10, 0).
    const ray = world.raycast({ origin: v(-1, 5, 1), direction: v(0, -10, 0) });
    expect(ray).toMatchObject({ hit: true, body: level });
    expect(ray.t).toBeCloseTo(0.5, 6);
    expectVec(ray.normal, 0, 1, 0);
    expect([4, 5]).toContain(ray.triangle);
    // A sphere of radius 0.5 cast down from (2, 3, 0.2) meets the cube's top (y = 1) when its centre is at 1.5: t = 0.5.
    const cast = world.sphereCast({ center: v(2, 3, 0.2), radius: 0.5 }, v(0, -3, 0));
    expect(cast).toMatchObject({ hit: true, body: level });
    expect(cast.t).toBeCloseTo(0.5, 6);
    expectVec(cast.position, 2, 1.5, 0.2);
    expectVec(cast.normal, 0, -1, 0);
    expect([16, 17]).toContain(cast.triangle);
    // A plain body reports triangle -1.
    const ball = world.addBody({ center: v(-1, 3, 1), radius: 0.25 }, { kind: 'static' });
    expect(world.raycast({ origin: v(-1, 5, 1), direction: v(0, -10, 0) })).toMatchObject({ body: ball, triangle: -1 });
    expect(world.overlap({ center: v(-1, 0.1, 1), radius: 0.25 })).toEqual([level]);
    // A character slides along the level's floor: moving (1, -1, 0) from resting 0.01 above it, it stays on top.
    const slide = world.moveAndSlide({ center: v(-1, 0.26, -1), radius: 0.25 }, v(1, -1, 0));
    expect(slide.body).toBe(level);
    expect(slide.position.y).toBeGreaterThanOrEqual(0.25);
    expect(slide.position.y).toBeCloseTo(0.25, 2);
    expect(slide.position.x).toBeCloseTo(0, 1);
    world.dispose();
  });

  it('a kinematic mesh platform moves by its displacement and a pose', () => {
    // The floor at y = 0 rising 1 into a still sphere of radius 0.5 at y = 1: they meet at t = 0.5.
    const world = sk.createWorld();
    const mesh = floor();
    const p = world.addMesh(mesh, { kind: 'kinematic' });
    const s = world.addBody({ center: v(0, 1, 0), radius: 0.5 });
    world.setDisplacement(p, v(0, 1, 0));
    world.step();
    const [e] = world.events();
    expect(e).toMatchObject({ type: 'begin', a: p, b: s });
    expect(e.t).toBeCloseTo(0.5, 6);
    expectVec(e.normal, 0, 1, 0);
    expect(world.getBody(p).shape).toMatchObject({ min: { y: 1 }, max: { y: 1 } });
    // setPose moves the mesh's origin: at y = -5 a ray down from y = 0 meets it at t = 0.5 of (0, -10, 0).
    world.setPose(p, v(0, -5, 0));
    const hit = world.raycast({ origin: v(3, 0, 3), direction: v(0, -10, 0) }, 1, { ignore: s });
    expect(hit.t).toBeCloseTo(0.5, 6);
    world.dispose();
    mesh.dispose();
  });

  it('a deforming mesh: refit moves its triangles and bounds; the world sees it', () => {
    // The floor refitted from y = 0 to y = 2: a ray down from y = 5 by 10 hits at t = 0.3; a sphere of radius 0.5
    // at y = 3 falling 1 meets it half-way (its bottom 2.5 -> 1.5 crosses y = 2 at t = 0.5).
    const mesh = floor();
    const world = sk.createWorld();
    const f = world.addMesh(mesh);
    const s = world.addBody({ center: v(1, 3, 1), radius: 0.5 });
    const raised = FLOOR.map((x, i) => (i % 3 === 1 ? 2 : x));
    mesh.refit(raised);
    expect(mesh.bounds.min.y).toBe(2);
    expect(mesh.bounds.max.y).toBe(2);
    expect(mesh.raycast({ origin: v(1, 5, 1), direction: v(0, -10, 0) }).t).toBeCloseTo(0.3, 6);
    world.setDisplacement(s, v(0, -1, 0));
    expect(world.step()).toBe(1);
    const [e] = world.events();
    expect(e).toMatchObject({ type: 'begin', a: f, b: s });
    expect(e.t).toBeCloseTo(0.5, 6);
    expectError(() => mesh.refit(new Float32Array(9)), RangeError,
      "TriangleMesh.refit: positions must hold as many vertices as the mesh's input (got 3 vertices)");
    const bad = raised.slice();
    bad[4] = NaN;
    expect(thrown(() => mesh.refit(bad))).toMatchObject({ meshError: 'positionNotFinite', index: 1 });
    expect(() => mesh.refit([0, 0, 0])).toThrow(TypeError);
    world.dispose();
    mesh.dispose();
  });

  it('owns the meshes it builds and keeps shared ones alive', () => {
    const world = sk.createWorld();
    const shared = floor();
    const a = world.addBody(shared); // a TriangleMesh where a shape goes: addMesh
    const b = world.addMesh(shared, { position: v(0, 5, 0) });
    const built = world.addMesh({ positions: FLOOR, indices: FLOOR_INDICES }, { meshOptions: { fixInternalEdges: false } });
    const own = world.getBody(built).mesh;
    expect(own.fixInternalEdges).toBe(false);
    expect(thrown(() => shared.dispose()).message).toBe(
      'TriangleMesh.dispose: the mesh is used by 2 World bodies; remove them (or dispose the World) first');
    world.removeBody(a);
    expect(() => shared.dispose()).toThrow(/used by 1 World body;/);
    world.removeBody(built);
    expect(own.disposed).toBe(true); // freed with its body
    world.dispose(); // releases b
    expect(world.disposed).toBe(true);
    shared.dispose();
    expect(shared.disposed).toBe(true);
    expect(b).toBeGreaterThan(0);
  });

  it('addBody takes a posed mesh {mesh, position, rotation} as addMesh; the convex-only methods name a mesh', () => {
    // The floor turned a quarter about +z is the wall x = 7 facing −x (local +y to −x): a ray from x = 2 along +x,
    // 10 long, meets it at t = 0.5 with the triangle's normal −x; the body is a mesh body using the floor.
    const world = sk.createWorld();
    const mesh = floor();
    const q = { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 };
    const h = world.addBody({ mesh, position: v(7, 0, 0), rotation: q }, { kind: 'kinematic' });
    expect(world.getBody(h)).toMatchObject({ kind: 'kinematic', mesh });
    const hit = world.raycast({ origin: v(2, 1, 2), direction: v(10, 0, 0) });
    expect(hit).toMatchObject({ hit: true, body: h });
    expect(hit.t).toBeCloseTo(0.5, 6);
    expectVec(hit.normal, -1, 0, 0);
    expect(() => mesh.dispose()).toThrow(/used by 1 World body/); // the body keeps it
    expectError(() => world.addBody({ mesh, position: v(0, NaN, 0) }), RangeError,
      /^addBody: shape\.position must be a position within ±1e8 .*\(got \(0, NaN, 0\)\)$/, { argument: 'shape', field: 'position', code: 8 });
    expect(() => world.addBody({ mesh, position: v(0, '1', 0) })).toThrow('addBody: shape.position.y must be a number (got string "1")');
    const convex = 'a convex shape (sphere, capsule, aabb, plane, obb, convexHull)';
    expectError(() => world.setShape(h, mesh), TypeError,
      `setShape: shape must be ${convex}: a mesh body is added by addMesh, and keeps its mesh (got TriangleMesh {triangleCount, vertexCount, bounds, memoryBytes, fixInternalEdges})`);
    expectError(() => world.cast({ mesh }, v(1, 0, 0)), TypeError,
      `cast: shape must be ${convex}: the World sweeps and overlaps convex shapes against its bodies (got {mesh})`);
    expectError(() => world.overlap({ mesh, position: v(0, 0, 0) }), TypeError,
      `overlap: shape must be ${convex}: the World sweeps and overlaps convex shapes against its bodies (got {mesh, position})`);
    world.removeBody(h);
    world.dispose();
    mesh.dispose();
  });

  it('a door turns into a sphere: one transient begin at the hand-computed t, near and far', () => {
    // The door x = 0, y and z in [0, 2], hinged on the y axis through its position, swings a quarter turn about +y
    // into a still sphere of radius 0.5 at (1, 1, 1) from the hinge. Turned by θ its plane has normal
    // (cos θ, 0, −sin θ), cos θ − sin θ from the centre: touching at θ = acos(0.5/√2) − π/4, t = θ / (π/2) =
    // 0.2699465, normal from the door to the sphere (0.911438, 0, −0.411438). At the end it lies along +x, 1 away.
    const door = sk.createTriangleMesh(new Float32Array([0, 0, 0, 0, 2, 0, 0, 2, 2, 0, 0, 2]), new Uint32Array([0, 1, 2, 0, 2, 3]));
    const theta = Math.acos(0.5 / Math.SQRT2) - Math.PI / 4;
    for (const o of [0, 1000, 10000]) {
      const hinge = v(o + 5, -o, o / 2 - 3);
      const world = sk.createWorld();
      const d = world.addMesh(door, { kind: 'kinematic', position: hinge });
      const s = world.addBody({ center: v(hinge.x + 1, hinge.y + 1, hinge.z + 1), radius: 0.5 });
      world.setMotion(d, { linear: v(0, 0, 0), angular: v(0, Math.PI / 2, 0) });
      expect(world.step()).toBe(1);
      const [e] = world.events();
      expect(e).toMatchObject({ type: 'begin', transient: true });
      expect(e.t).toBeLessThanOrEqual(theta / (Math.PI / 2) + 1e-5);
      expect(e.t).toBeGreaterThan(theta / (Math.PI / 2) - 1e-3);
      const sign = e.a === d ? 1 : -1;
      expect(e.a === d ? e.b : e.a).toBe(s);
      expect(sign * e.normal.x).toBeCloseTo(Math.cos(theta), 2);
      expect(sign * e.normal.z).toBeCloseTo(-Math.sin(theta), 2);
      world.step();
      expect(world.events()).toEqual([]);
      world.dispose();
    }
    door.dispose();
  });

  it('named errors', () => {
    const world = sk.createWorld();
    const mesh = floor();
    expectError(() => world.addMesh(42), TypeError,
      'addMesh: mesh must be a TriangleMesh, or {positions, indices} (sweepkit/three trianglesOfObject) (got number 42)');
    expect(() => world.addMesh(mesh, { position: v(NaN, 0, 0) })).toThrow(/addMesh: options\.position/);
    expectError(() => world.addMesh(mesh, { position: v(2e8, 0, 0) }), RangeError,
      'addMesh: options.position must be a position within ±1e8 and a rotation (orthonormal, or a unit quaternion) that keep the shape within ±1e8 (got (200000000, 0, 0))',
      { code: 8 });
    expect(() => world.addMesh(mesh, { meshOptions: {} })).toThrow(/addMesh: options\.meshOptions must be undefined/);
    expect(() => world.addMesh(mesh, { sensr: true })).toThrow(TypeError);
    const gone = floor();
    gone.dispose();
    expect(() => world.addMesh(gone)).toThrow(/addMesh: mesh is disposed/);
    const p = world.addMesh(mesh, { kind: 'kinematic' });
    // Posed and rotated (90° about z), the floor is the wall x = 0 facing -x: a ray from x = -5 along +x meets it at
    // t = 0.5 of its 10 m, normal -x.
    world.setPose(p, v(0, 0, 0), { x: 0, y: 0, z: Math.SQRT1_2, w: Math.SQRT1_2 });
    const wall = world.raycast({ origin: v(-5, 1, 2), direction: v(10, 0, 0) });
    expect(wall.hit).toBe(true);
    expect(wall.t).toBeCloseTo(0.5, 6);
    expectVec(wall.normal, -1, 0, 0);
    world.setPose(p, v(0, 0, 0), { x: 0, y: 0, z: 0, w: 1 });
    expect(world.bodyCount).toBe(1);
    world.dispose();
    mesh.dispose();
  });
});

// A closed box 1 mm thick: x in [10, 10.001], y and z in [-2, 2].
function wallObject() {
  const wall = new Mesh(new BoxGeometry(0.001, 4, 4));
  wall.position.set(10.0005, 0, 0);
  wall.updateMatrixWorld(true);
  return wall;
}

// A 4 × 1 × 4 box with its top at y = 0, and a 1 m cube standing on it at x = 2.
function levelObject() {
  const group = new Group();
  const base = new Mesh(new BoxGeometry(4, 1, 4));
  base.position.set(0, -0.5, 0);
  const cube = new Mesh(new BoxGeometry(1, 1, 1));
  cube.position.set(2, 0.5, 0);
  group.add(base, cube);
  group.updateMatrixWorld(true);
  return group;
}
