// The rules the README's API section states once (issue 27, "defaults and orders disagree"): every raycast is
// endless by default, and every query takes its target last. Expected values by hand: a floor at y = 0 under a ray
// from y = 5 straight down is 5 away.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { raycast, rayHitTarget } from '../../bindings/three/index.js';
import { sk, v } from './helpers.js';

// The same THREE.Ray, 5 above the floor, its direction unit: with maxFraction 1 it would stop 4 short of the floor.
const ray = new THREE.Ray(new THREE.Vector3(0.25, 5, 0.25), new THREE.Vector3(0, -1, 0));
// The floor three ways: a plane, a slab (its top face at y = 0), two triangles over [-10, 10]² at y = 0.
const plane = { normal: v(0, 1, 0), constant: 0 };
const slab = { min: v(-10, -1, -10), max: v(10, 0, 10) };
const floorMesh = () => sk.createTriangleMesh([-10, 0, -10, -10, 0, 10, 10, 0, 10, 10, 0, -10], [0, 1, 2, 0, 2, 3]);

describe('a raycast is endless by default, everywhere', () => {
  it('sk.raycastPlane, sk.raycastAabb and sk.raycast hit the floor 5 away', () => {
    expect(sk.raycastPlane(ray, plane)).toMatchObject({ hit: true, t: 5 });
    expect(sk.raycastAabb(ray, slab)).toMatchObject({ hit: true, t: 5 });
    expect(sk.raycast(ray, slab)).toMatchObject({ hit: true, t: 5 });
    const level = floorMesh();
    expect(sk.raycast(ray, level)).toMatchObject({ hit: true, t: 5 });
    level.dispose();
  });

  it('world.raycast, level.raycast and sweepkit/three raycast hit it too, as three\'s Raycaster does', () => {
    const world = sk.createWorld();
    const floor = world.addBody(slab, { kind: 'static' });
    const level = floorMesh();
    expect(world.raycast(ray)).toMatchObject({ hit: true, body: floor, t: 5 });
    expect(level.raycast(ray)).toMatchObject({ hit: true, t: 5 });
    expect(raycast(world, ray)).toMatchObject({ hit: true, body: floor, distance: 5 });
    const three = new THREE.Raycaster(ray.origin, ray.direction).intersectObject(
      new THREE.Mesh(new THREE.PlaneGeometry(20, 20).rotateX(-Math.PI / 2)));
    expect(three[0].distance).toBeCloseTo(5, 6);
    // Cut to the segment from origin to origin + direction (1 long): every one of them misses.
    expect(sk.raycast(ray, slab, 1).hit).toBe(false);
    expect(world.raycast(ray, 1).hit).toBe(false);
    expect(level.raycast(ray, 1).hit).toBe(false);
    expect(raycast(world, ray, 1).hit).toBe(false);
    level.dispose();
    world.dispose();
  });
});

describe('the target comes last and is the answer', () => {
  it('sk.*, the World, the mesh and the three.js helper fill the target given last and return it', () => {
    const world = sk.createWorld();
    world.addBody(slab, { kind: 'static' });
    const level = floorMesh();
    const target = {};
    expect(sk.raycastAabb(ray, slab, Infinity, target)).toBe(target);
    expect(target.t).toBe(5);
    const swept = {};
    // A unit ball from y = 5 down by 10: it touches the floor with its centre at y = 1, t = 4 / 10.
    expect(sk.sweep({ center: v(0, 5, 0), radius: 1 }, v(0, -10, 0), slab, v(0, 0, 0), swept)).toBe(swept);
    expect(swept.t).toBeCloseTo(0.4, 6);
    const hit = {};
    expect(world.raycast(ray, Infinity, { mask: 1 }, hit)).toBe(hit);
    expect(hit.t).toBe(5);
    const meshHit = {};
    expect(level.raycast(ray, Infinity, meshHit)).toBe(meshHit);
    expect(meshHit.t).toBe(5);
    const cast = {};
    expect(world.cast({ center: v(0, 5, 0), radius: 1 }, v(0, -10, 0), undefined, cast)).toBe(cast);
    expect(cast.t).toBeCloseTo(0.4, 6);
    const three = rayHitTarget();
    expect(raycast(world, ray, 100, { mask: 1 }, three)).toBe(three);
    expect(three.distance).toBe(5);
    level.dispose();
    world.dispose();
  });
});
