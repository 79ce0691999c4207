// TriangleMesh.sweep's shape recognition (packBoundedShape in bindings/js/triangle_mesh_queries.js): a plain sphere
// takes a fast path, and every object that shapeTag reads as another shape, or that has a field to complain about,
// takes the general one. Each case falls onto a floor at y = 0, where a sphere and the other shape it could be taken
// for meet the floor at different t (worked out by hand in the comments).
import { beforeAll, describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { init } from '../../bindings/js/index.js';
import { trianglesOfGeometry } from '../../bindings/three/index.js';
import { expectError } from './helpers.js';

let sk;
let floor;
beforeAll(async () => {
  sk = await init();
  // A 2 × 2 floor at y = 0 (x and z in [-1, 1]) from three's PlaneGeometry, turned to face +y: 2 triangles.
  floor = sk.createTriangleMesh(trianglesOfGeometry(new THREE.PlaneGeometry(2, 2).rotateX(-Math.PI / 2)));
});

const v = (x, y, z) => ({ x, y, z });
const DOWN = v(0, -1, 0);
const expectVec = (actual, x, y, z) => {
  expect(actual.x).toBeCloseTo(x, 6);
  expect(actual.y).toBeCloseTo(y, 6);
  expect(actual.z).toBeCloseTo(z, 6);
};

describe('TriangleMesh.sweep: which shape an object is', () => {
  it('a sphere in every spelling: radius 0.25 at y = 1 falling 1 meets the floor at t = 0.75', () => {
    const spheres = [
      { center: v(0.5, 1, 0.5), radius: 0.25 },
      { type: 'sphere', center: v(0.5, 1, 0.5), radius: 0.25 },
      { type: 'Sphere', center: v(0.5, 1, 0.5), radius: 0.25 },
      new THREE.Sphere(new THREE.Vector3(0.5, 1, 0.5), 0.25),
    ];
    for (const sphere of spheres) {
      const hit = floor.sweep(sphere, DOWN);
      expect(hit.status).toBe('hit');
      expect(hit.t).toBeCloseTo(0.75, 6);
      expectVec(hit.position, 0.5, 0.25, 0.5);
      expectVec(hit.point, 0.5, 0, 0.5);
      expectVec(hit.normal, 0, -1, 0);
    }
  });

  it('an OBB that also has a radius: half size 0.1 at y = 1 falling 1 meets the floor at t = 0.9 (a sphere: 0.75)', () => {
    const hit = floor.sweep({ center: v(0.5, 1, 0.5), radius: 0.25, halfSize: v(0.1, 0.1, 0.1) }, DOWN);
    expect(hit.t).toBeCloseTo(0.9, 3);
    expect(hit.position.y).toBeCloseTo(0.1, 3);
  });

  it('a capsule that also has a centre: its bottom at 0.75 falling 1 meets the floor at t = 0.75 (the sphere at y = 3: a miss)', () => {
    const hit = floor.sweep({ center: v(0.5, 3, 0.5), start: v(0.5, 1, 0.5), end: v(0.5, 2, 0.5), radius: 0.25 }, DOWN);
    expect(hit.status).toBe('hit');
    expect(hit.t).toBeCloseTo(0.75, 3);
  });

  it('a convex hull that also has a centre and a radius: the cube ±0.1 at y = 1 falling 1.8 meets the floor at t = 0.5', () => {
    const cube = sk.createConvexHull([-0.1, -0.1, -0.1, 0.1, -0.1, -0.1, -0.1, 0.1, -0.1, 0.1, 0.1, -0.1,
      -0.1, -0.1, 0.1, 0.1, -0.1, 0.1, -0.1, 0.1, 0.1, 0.1, 0.1, 0.1]);
    // As a sphere (radius 0.25 at y = 5) it would miss.
    const hit = floor.sweep({ hull: cube, position: v(-0.5, 1, -0.5), center: v(-0.5, 5, -0.5), radius: 0.25 }, v(0, -1.8, 0));
    expect(hit.status).toBe('hit');
    expect(hit.t).toBeCloseTo(0.5, 3);
    cube.dispose();
  });

  it('a sphere with a field of the wrong type gets the named TypeError', () => {
    expectError(() => floor.sweep({ center: v(0.5, '1', 0.5), radius: 0.25 }, DOWN), TypeError,
      'TriangleMesh.sweep: shape.center.y must be a number (got string "1")', { argument: 'shape', field: 'center.y' });
    expectError(() => floor.sweep({ center: v(0.5, 1, 0.5), radius: null }, DOWN), TypeError,
      'TriangleMesh.sweep: shape.radius must be a number (got null)', { argument: 'shape', field: 'radius' });
    expectError(() => floor.sweep({ type: 'plane', center: v(0.5, 1, 0.5), radius: 0.25 }, DOWN), TypeError,
      /^TriangleMesh\.sweep: shape must be a bounded shape .*a plane has no sweep against a mesh/,
      { argument: 'shape' });
  });

  it('sk.sweep with the mesh second takes the same path: t = 0.75, normal from the sphere to the mesh', () => {
    const hit = sk.sweep({ center: v(0.5, 1, 0.5), radius: 0.25 }, DOWN, floor, v(0, 0, 0));
    expect(hit.t).toBeCloseTo(0.75, 6);
    expectVec(hit.normal, 0, -1, 0);
  });
});
