// sweepkit/three: World queries answered into THREE.Vector3 targets (raycast measured in distance, as three's
// Raycaster), and colliders made from three.js meshes (colliderOf, bodiesOfObject). Expected values by hand.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import {
  bodiesOfObject, cast, castHitTarget, characterMove, colliderOf, moveTarget, raycast, rayHitTarget, toVector3,
} from '../../bindings/three/index.js';
import { expectError, sk, v } from './helpers.js';

function expectVec(actual, x, y, z, digits = 5) {
  expect(actual.x).toBeCloseTo(x, digits);
  expect(actual.y).toBeCloseTo(y, digits);
  expect(actual.z).toBeCloseTo(z, digits);
}

describe('results into Vector3 targets', () => {
  // A unit sphere at the origin.
  const world = sk.createWorld();
  const ball = world.addBody({ center: v(0, 0, 0), radius: 1 }, { kind: 'static' });

  it('raycast: a THREE.Ray measured in distance whatever its direction\'s length, into the same Vector3s', () => {
    // From (-5, 0, 0) along +x the sphere's surface is at x = -1: distance 4, normal -x.
    const target = rayHitTarget();
    const { point, normal } = target;
    const ray = new THREE.Ray(new THREE.Vector3(-5, 0, 0), new THREE.Vector3(1, 0, 0));
    expect(raycast(world, ray, Infinity, undefined, target)).toBe(target);
    expect(target).toMatchObject({ hit: true, body: ball, distance: 4 });
    expect(target.point).toBe(point);
    expect(target.normal).toBe(normal);
    expect(point).toBeInstanceOf(THREE.Vector3);
    expectVec(point, -1, 0, 0);
    expectVec(normal, -1, 0, 0);
    // A direction of length 2: the same distance (4), at ray parameter t = 2.
    ray.direction.set(2, 0, 0);
    raycast(world, ray, 10, undefined, target);
    expect(target.distance).toBeCloseTo(4, 6);
    expect(target.t).toBeCloseTo(2, 6);
    // 3 is short of the sphere: a miss at maxDistance.
    raycast(world, ray, 3, {}, target);
    expect(target).toMatchObject({ hit: false, body: null, distance: 3 });
    expect(target.point).toBe(point);
    expectError(() => raycast(world, new THREE.Ray(new THREE.Vector3(), new THREE.Vector3())), RangeError,
      'raycast: ray.direction must not be zero (got (0, 0, 0))');
    expectError(() => raycast(world, ray, -1), RangeError, 'raycast: maxDistance must be >= 0 (got -1)', { argument: 'maxDistance' });
    expectError(() => raycast(world, ray, '3'), TypeError, 'raycast: maxDistance must be a number (got string "3")');
    expectError(() => raycast(null, ray), TypeError, 'raycast: world must be a sweepkit World (from sk.createWorld()) (got null)');
  });

  it('cast: a sphere swept into the ball, into Vector3s', () => {
    // Radius 0.5 from (-5, 0, 0) by (10, 0, 0): touches the unit sphere with its centre at -1.5: t = 3.5 / 10.
    const target = castHitTarget();
    const position = target.position;
    cast(world, new THREE.Sphere(new THREE.Vector3(-5, 0, 0), 0.5), new THREE.Vector3(10, 0, 0), undefined, target);
    expect(target).toMatchObject({ hit: true, body: ball });
    expect(target.t).toBeCloseTo(0.35, 6);
    expect(target.position).toBe(position);
    expectVec(position, -1.5, 0, 0);
    expectVec(target.point, -1, 0, 0);
    expectVec(target.normal, 1, 0, 0);
  });

  it('characterMove hands character.move its displacement, options and target; toVector3 copies', () => {
    const calls = [];
    const character = { move: (d, options, target) => (calls.push([d, options, target]), target) };
    const d = v(1, 0, 0);
    const result = characterMove(character, d, { trace: true });
    expect(calls).toEqual([[d, { trace: true }, result]]);
    expect(result.position).toBeInstanceOf(THREE.Vector3);
    expect(result.groundNormal).toBeInstanceOf(THREE.Vector3);
    expectError(() => characterMove({}, d), TypeError,
      'characterMove: character must be a character (from world.createCharacter()) (got {})');
    const out = new THREE.Vector3();
    expect(toVector3(v(1, 2, 3), out)).toBe(out);
    expect(out.toArray()).toEqual([1, 2, 3]);
    expectError(() => toVector3({ x: 1, y: 2 }), TypeError, 'toVector3: v.z must be a number (got undefined)', { argument: 'v', field: 'z' });
  });

  it('the first releases\' order (target before filter or options) still answers, with one warning per function', () => {
    const warnings = [];
    const warn = console.warn;
    console.warn = (message) => warnings.push(message);
    try {
      const ray = new THREE.Ray(new THREE.Vector3(-5, 0, 0), new THREE.Vector3(1, 0, 0));
      const target = rayHitTarget();
      // (…, target, filter): the ball's layer 1 is in mask 1, so the hit is there; then excluded by mask 2.
      expect(raycast(world, ray, 10, target, { mask: 1 })).toBe(target);
      expect(target).toMatchObject({ hit: true, body: ball, distance: 4 });
      raycast(world, ray, 10, target, { mask: 2 });
      expect(target.hit).toBe(false);
      const hit = castHitTarget();
      expect(cast(world, new THREE.Sphere(new THREE.Vector3(-5, 0, 0), 0.5), v(10, 0, 0), hit, { mask: 2 })).toBe(hit);
      expect(hit.hit).toBe(false);
      const calls = [];
      const character = { move: (d, options, out) => (calls.push([options, out]), out) };
      const moved = moveTarget();
      expect(characterMove(character, v(1, 0, 0), moved, { trace: true })).toBe(moved);
      expect(calls).toEqual([[{ trace: true }, moved]]);
      expect(warnings).toEqual([
        'sweepkit/three: raycast(world, ray, maxDistance, target, filter) is deprecated; pass the target last: raycast(world, ray, maxDistance, filter, target)',
        'sweepkit/three: cast(world, shape, displacement, target, filter) is deprecated; pass the target last: cast(world, shape, displacement, filter, target)',
        'sweepkit/three: characterMove(character, displacement, target, options) is deprecated; pass the target last: characterMove(character, displacement, options, target)',
      ]);
      // A filter with a misspelt key is no target: world.raycast names it.
      expectError(() => raycast(world, ray, 10, { mask: 1, sensors: true }), TypeError, /raycast: filter/);
    } finally {
      console.warn = warn;
    }
  });
});

describe('colliderOf', () => {
  it('a BoxGeometry: an Aabb when unrotated, an OBB when turned, scaled and placed', () => {
    // 2 × 4 × 6 scaled by (1, 2, 0.5) at (1, 2, 3): half sizes (1, 4, 1.5).
    const mesh = new THREE.Mesh(new THREE.BoxGeometry(2, 4, 6));
    mesh.position.set(1, 2, 3);
    mesh.scale.set(1, 2, 0.5);
    const box = colliderOf(mesh);
    expect(box.type).toBe('aabb');
    expectVec(box.min, 0, -2, 1.5);
    expectVec(box.max, 2, 6, 4.5);
    // Turned 90° about y: an OBB with the same half sizes in its own frame; its corner (+1, +4, +1.5) lands at
    // (1 + 1.5, 2 + 4, 3 - 1).
    mesh.rotation.y = Math.PI / 2;
    const obb = colliderOf(mesh);
    expect(obb.type).toBe('obb');
    expectVec(obb.center, 1, 2, 3);
    expectVec(obb.halfSize, 1, 4, 1.5);
    const corner = new THREE.Vector3(1, 4, 1.5).applyQuaternion(obb.rotation).add(obb.center);
    expectVec(corner, 2.5, 6, 2);
    // It is a body the World takes: a ray down from above the corner's x, z hits its top at y = 2 + 4.
    const world = sk.createWorld();
    world.addBody(obb, { kind: 'static' });
    expect(world.raycast({ origin: v(2.4, 10, 2.1), direction: v(0, -1, 0) }, 20).point.y).toBeCloseTo(6, 4);
    world.dispose();
  });

  it('a sphere and a capsule from their geometries; a non-uniform scale is named', () => {
    const ball = new THREE.Mesh(new THREE.SphereGeometry(1, 16, 8));
    ball.position.set(0, 5, 0);
    ball.scale.setScalar(2);
    const s = colliderOf(ball);
    expect(s.type).toBe('sphere');
    expectVec(s.center, 0, 5, 0);
    expect(s.radius).toBeCloseTo(2, 6);
    ball.scale.set(1, 2, 1);
    expectError(() => colliderOf(ball), RangeError,
      'colliderOf: mesh.matrixWorld must scale uniformly for a sphere collider (got scale (1, 2, 1))', { argument: 'mesh', field: 'matrixWorld' });
    // A capsule of radius 0.5 and straight part 2, at (0, 1, 0), turned 90° about z: local -y goes to +x, so its
    // ends are (1, 1, 0) and (-1, 1, 0).
    const pill = new THREE.Mesh(new THREE.CapsuleGeometry(0.5, 2));
    pill.position.set(0, 1, 0);
    pill.rotation.z = Math.PI / 2;
    const c = colliderOf(pill);
    expect(c.type).toBe('capsule');
    expectVec(c.start, 1, 1, 0);
    expectVec(c.end, -1, 1, 0);
    expect(c.radius).toBe(0.5);
    // userData.collider picks the kind: a 1 × 3 × 1 box as a capsule along y: radius 0.5, ends 1 from the centre.
    const post = new THREE.Mesh(new THREE.BoxGeometry(1, 3, 1));
    post.userData.collider = 'capsule';
    const p = colliderOf(post);
    expect(p.radius).toBeCloseTo(0.5, 6);
    expectVec(p.start, 0, -1, 0);
    expectVec(p.end, 0, 1, 0);
    post.userData.collider = 'cylinder';
    expectError(() => colliderOf(post), RangeError,
      'colliderOf: object.userData.collider must be one of box, sphere, capsule, mesh (got string "cylinder")');
    expectError(() => colliderOf(new THREE.Group()), TypeError,
      'colliderOf: mesh must be a three.js Mesh with a BufferGeometry (got Group {isObject3D, uuid, name, type, parent, children})');
  });

  it('bodiesOfObject: every mesh under a group as a body, triangles through addMesh, "none" skipped', () => {
    // A floor of 2 triangles (PlaneGeometry turned flat) at y = 0, a unit box resting centred at (3, 0.5, 0), and a
    // marker with userData.collider 'none'.
    const group = new THREE.Group();
    const floor = new THREE.Mesh(new THREE.PlaneGeometry(20, 20));
    floor.rotation.x = -Math.PI / 2;
    const crate = new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1));
    crate.position.set(3, 0.5, 0);
    const marker = new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1));
    marker.userData.collider = 'none';
    group.add(floor, crate, marker);
    const world = sk.createWorld();
    const added = bodiesOfObject(world, group, { kind: 'static' });
    expect(added.map((b) => b.object)).toEqual([floor, crate]);
    expect(added.map((b) => b.collider.type)).toEqual(['mesh', 'aabb']);
    expect(world.bodyCount).toBe(2);
    expect(world.getBody(added[0].handle).mesh).not.toBeNull();
    // Rays down: at (3, 5, 0) the crate's top at y = 1, at (-3, 5, 0) the floor at y = 0.
    const down = (x) => world.raycast({ origin: v(x, 5, 0), direction: v(0, -1, 0) }, 10);
    expect(down(3)).toMatchObject({ body: added[1].handle });
    expect(down(3).point.y).toBeCloseTo(1, 5);
    expect(down(-3)).toMatchObject({ body: added[0].handle });
    expect(down(-3).point.y).toBeCloseTo(0, 5);
    // An InstancedMesh: one body per instance, each at its own matrix: unit boxes centred at (10, 0.5, 0) and (12, 0.5, 0).
    const crates = new THREE.InstancedMesh(new THREE.BoxGeometry(1, 1, 1), undefined, 2);
    crates.setMatrixAt(0, new THREE.Matrix4().makeTranslation(10, 0.5, 0));
    crates.setMatrixAt(1, new THREE.Matrix4().makeTranslation(12, 0.5, 0));
    const more = bodiesOfObject(world, crates, { kind: 'static' });
    expect(more.map((b) => b.instance)).toEqual([0, 1]);
    expectVec(more[1].collider.min, 11.5, 0, -0.5);
    expectVec(more[1].collider.max, 12.5, 1, 0.5);
    expectError(() => colliderOf(crates), TypeError,
      'colliderOf: options.instance must be an instance index (an InstancedMesh has one collider each) (got undefined)');
    expectError(() => colliderOf(crates, { instance: 2 }), RangeError, 'colliderOf: options.instance must be an integer in [0, 2) (got 2)');
    expectError(() => bodiesOfObject(world, {}), TypeError, 'bodiesOfObject: object must be a three.js Object3D (got {})');
    expectError(() => bodiesOfObject(world, group, { kinds: 'static' }), TypeError,
      "bodiesOfObject: options has no option 'kinds' (known: kind, layer, mask, sensor, includeHidden, filter)");
    world.dispose();
  });
});
