// Triangle meshes from real models (issue 12, "Real input"): the Stanford bunny from npm `bunny`, the Draco-compressed
// bunny.glb and suzi.glb of @pmndrs/assets through three's GLTFLoader in Node, and the game level of
// common/level.js exported with GLTFExporter and loaded back. Raycasts are checked against a brute force
// over every triangle in doubles (tests/js/mesh_reference.js, Möller–Trumbore), never against sweepkit's own output;
// glTF loading in Node is described in tests/js/gltf_node.js.
import { beforeAll, describe, expect, it } from 'vitest';
import * as THREE from 'three';
import bunny from 'bunny';
import bunnyGlb from '@pmndrs/assets/models/bunny.glb.js';
import suziGlb from '@pmndrs/assets/models/suzi.glb.js';
import { init } from '../../bindings/js/index.js';
import { trianglesOfObject } from '../../bindings/three/index.js';
import { buildLevel } from '../../common/level.js';
import { bytesOfDataUrl, exportGlb, loadGlb } from './gltf_node.js';
import {
  boundaryEdgeCount, bruteRaycast, closestVertexPair, countDegenerate, rayTriangleAt, segmentThroughBox,
} from './mesh_reference.js';
import { prng } from './prng.js';

const WELD = 2 ** -20; // createTriangleMesh's default weldTolerance (relative to the largest |coordinate|)
const T_TOL = 1e-5; // t of a segment (a fraction of its length): float32 core vs the double reference

let sk;
beforeAll(async () => {
  sk = await init();
});

const largestCoordinate = (positions) => positions.reduce((m, x) => Math.max(m, Math.abs(x)), 0);

/**
 * `mesh.raycast` = the brute force on every ray: hit or miss alike; on a hit t within T_TOL, and the reported
 * triangle is the reference's or one the reference hits at an equal t (a ray through a shared edge).
 * @returns {number} the number of hits
 */
function expectRaycastsMatchBruteForce(mesh, arrays, rays) {
  let hits = 0;
  for (const ray of rays) {
    const got = mesh.raycast(ray, 1);
    const want = bruteRaycast(arrays, ray.origin, ray.direction);
    const wantHit = want.t <= 1;
    if (got.hit !== wantHit) expect({ ray, got, want }).toBe('the same hit or miss');
    if (!wantHit) continue;
    hits++;
    expect(Math.abs(got.t - want.t)).toBeLessThanOrEqual(T_TOL);
    if (got.triangle !== want.triangle) {
      expect(Math.abs(rayTriangleAt(arrays, got.triangle, ray.origin, ray.direction) - want.t)).toBeLessThanOrEqual(T_TOL);
    }
  }
  return hits;
}

describe('the Stanford bunny (npm bunny)', () => {
  const positions = new Float32Array(bunny.positions.flat());
  const indices = new Uint32Array(bunny.cells.flat());
  const arrays = { positions, indices };

  it('keeps every triangle the data has but the degenerate ones, counted independently', () => {
    // No two vertices within the weld tolerance, so welding changes nothing and "degenerate" is the data's own.
    const tolerance = WELD * largestCoordinate(positions);
    expect(closestVertexPair(positions)).toBeGreaterThan(tolerance);
    const degenerate = countDegenerate(arrays, tolerance);
    const mesh = sk.createTriangleMesh(positions, indices);
    expect(mesh.triangleCount).toBe(bunny.cells.length - degenerate);
    expect(mesh.vertexCount).toBe(new Set(indices).size); // the vertices a triangle uses
    mesh.dispose();
  });

  it('is closed: 2,000 rays from outside towards the centroid all hit before reaching it', () => {
    expect(boundaryEdgeCount(indices)).toBe(0); // closed: every edge has two triangles
    const n = positions.length / 3;
    const c = { x: 0, y: 0, z: 0 };
    for (let i = 0; i < n; i++) {
      c.x += positions[3 * i] / n;
      c.y += positions[3 * i + 1] / n;
      c.z += positions[3 * i + 2] / n;
    }
    const centroid = { x: Math.fround(c.x), y: Math.fround(c.y), z: Math.fround(c.z) };
    // The centroid is inside: a ray from it crosses the surface an odd number of times (brute force).
    let crossings = 0;
    for (let i = 0; i < indices.length / 3; i++) {
      crossings += rayTriangleAt(arrays, i, centroid, { x: 1, y: 0.01, z: 0.02 }) < Infinity ? 1 : 0;
    }
    expect(crossings % 2).toBe(1);
    const mesh = sk.createTriangleMesh(positions, indices);
    const random = prng(12);
    let hits = 0;
    for (let k = 0; k < 2000; k++) {
      const { origin } = segmentThroughBox(random, mesh.bounds);
      const direction = { x: centroid.x - origin.x, y: centroid.y - origin.y, z: centroid.z - origin.z };
      const hit = mesh.raycast({ origin, direction }, 1);
      hits += hit.hit && hit.t < 1 ? 1 : 0;
    }
    expect(hits).toBe(2000);
    mesh.dispose();
  });

  it('raycast = brute force over every triangle on 2,000 random segments', () => {
    const mesh = sk.createTriangleMesh(positions, indices);
    const random = prng(7);
    const rays = Array.from({ length: 2000 }, () => segmentThroughBox(random, mesh.bounds));
    const hits = expectRaycastsMatchBruteForce(mesh, arrays, rays);
    expect(hits).toBeGreaterThan(500); // the segments end inside the bounds: many hit
    expect(hits).toBeLessThan(2000); // and some pass beside the bunny
    mesh.dispose();
  });
});

describe('glTF models of @pmndrs/assets (Draco) through GLTFLoader', () => {
  for (const [name, url] of [['bunny.glb', bunnyGlb], ['suzi.glb', suziGlb]]) {
    it(`${name}: triangles as the accessors count them, bounds as three's Box3, raycasts = brute force`, async () => {
      const gltf = await loadGlb(bytesOfDataUrl(url));
      const json = gltf.parser.json;
      // The index accessors' counts, from the file's JSON (3 indices per triangle).
      const declared = json.meshes.flatMap((m) => m.primitives).reduce((s, p) => s + json.accessors[p.indices].count / 3, 0);
      const arrays = trianglesOfObject(gltf.scene);
      expect(arrays.indices.length / 3).toBe(declared);
      const tolerance = WELD * largestCoordinate(arrays.positions);
      const mesh = sk.createTriangleMesh(arrays);
      expect(mesh.triangleCount).toBe(declared - countDegenerate(arrays, tolerance));
      // precise: over the vertices. Without it Box3 takes each geometry's boundingBox, which GLTFLoader sets from the
      // accessors' declared min/max, and Draco's quantisation moves the decoded vertices off those by up to 5e-5.
      const box = new THREE.Box3().setFromObject(gltf.scene, true);
      for (const axis of ['x', 'y', 'z']) {
        expect(Math.abs(mesh.bounds.min[axis] - box.min[axis])).toBeLessThanOrEqual(1e-6);
        expect(Math.abs(mesh.bounds.max[axis] - box.max[axis])).toBeLessThanOrEqual(1e-6);
      }
      const random = prng(name.length);
      const rays = Array.from({ length: 500 }, () => segmentThroughBox(random, box));
      expect(expectRaycastsMatchBruteForce(mesh, arrays, rays)).toBeGreaterThan(100);
      mesh.dispose();
    });
  }
});

describe('the game level (common/level.js) through GLTFExporter and GLTFLoader', () => {
  let original;
  let loadedArrays;
  let fromGroup;
  let fromGltf;
  beforeAll(async () => {
    original = buildLevel({ terrainSegments: 64 });
    const gltf = await loadGlb(await exportGlb(original));
    loadedArrays = trianglesOfObject(gltf.scene);
    fromGroup = sk.createTriangleMesh(trianglesOfObject(original));
    fromGltf = sk.createTriangleMesh(loadedArrays);
  });

  it('the loaded level answers 1,000 rays and 200 sphere sweeps exactly as the original Group', () => {
    // 16 boxes of 12 triangles and the 64 × 64 terrain's 2 × 64² triangles, in both.
    expect(loadedArrays.indices.length / 3).toBe(16 * 12 + 2 * 64 * 64);
    expect(fromGltf.triangleCount).toBe(fromGroup.triangleCount);
    expect(fromGltf.vertexCount).toBe(fromGroup.vertexCount);
    const random = prng(64);
    let hits = 0;
    for (let k = 0; k < 1000; k++) {
      const ray = segmentThroughBox(random, fromGroup.bounds);
      const want = fromGroup.raycast(ray, 1);
      expect(fromGltf.raycast(ray, 1)).toEqual(want);
      hits += want.hit ? 1 : 0;
    }
    expect(hits).toBeGreaterThan(100);
    // Spheres of radius 0.1–1 m from 3 m above the plaza's area (±25 m), moving up to 10 m along each axis.
    let sweepHits = 0;
    for (let k = 0; k < 200; k++) {
      const sphere = { center: { x: random.uniform(-25, 25), y: random.uniform(3, 6), z: random.uniform(-25, 25) },
        radius: random.uniform(0.1, 1) };
      const motion = random.vec(-10, 10);
      const want = fromGroup.sweep(sphere, motion);
      expect(fromGltf.sweep(sphere, motion)).toEqual(want);
      sweepHits += want.hit ? 1 : 0;
    }
    expect(sweepHits).toBeGreaterThan(20);
  });

  it('catches a sphere at 500 m/s into the 1 cm wall at 60 Hz (t by hand)', () => {
    // The thin wall: a box 8 × 3 × 0.01 m centred at (-8, 1.5, 10), so its -z face is z = 9.995. A sphere of radius
    // 0.25 at (-9, 2.2, 7.745) moving 500/60 = 8.333 m along +z touches it when its centre reaches 9.745: after
    // 2 m, t = 2 / 8.333 = 0.24, the normal +z (sphere -> mesh), the point (-9, 2.2, 9.995), inside a face (the
    // face's diagonal crosses x = -9 at y = 1.5 ± 0.375). Sampled at the frame's ends (z = 7.745 and 16.08) the
    // sphere never overlaps the wall: only a sweep sees it.
    const sphere = { center: { x: -9, y: 2.2, z: 7.745 }, radius: 0.25 };
    const hit = fromGltf.sweep(sphere, { x: 0, y: 0, z: 500 / 60 });
    expect(hit).toMatchObject({ hit: true, status: 'hit', feature: 'face' });
    expect(Math.abs(hit.t - 0.24)).toBeLessThanOrEqual(1e-5);
    expect(hit.normal.z).toBeCloseTo(1, 6);
    expect(hit.point.x).toBeCloseTo(-9, 5);
    expect(hit.point.y).toBeCloseTo(2.2, 5);
    expect(hit.point.z).toBeCloseTo(9.995, 5);
    // The triangle is one of the thin wall's: its triangles follow those of the meshes before it in the Group.
    const before = original.children.slice(0, original.children.findIndex((m) => m.name === 'thin-wall'));
    const first = before.reduce((s, m) => s + m.geometry.index.count / 3, 0);
    expect(hit.triangle).toBeGreaterThanOrEqual(first);
    expect(hit.triangle).toBeLessThan(first + 12);
    const end = { center: { x: -9, y: 2.2, z: 7.745 + 500 / 60 }, radius: 0.25 };
    expect(fromGltf.sweep(end, { x: 0, y: 0, z: 0 }).hit).toBe(false);
    expect(fromGltf.sweep(sphere, { x: 0, y: 0, z: 0 }).hit).toBe(false);
  });

  it('loads into a World in one call from gltf.scene; the same sphere at 500 m/s is a transient begin there', () => {
    // As above, through world.addMesh(trianglesOfObject(gltf.scene)): the level is body `a` (added first), so the
    // normal is -z (level -> sphere), t = 0.24; the sphere ends past the wall (z = 16.08): a transient begin.
    const world = sk.createWorld();
    const level = world.addMesh(loadedArrays);
    const ball = world.addBody({ center: { x: -9, y: 2.2, z: 7.745 }, radius: 0.25 }, { kind: 'fast' });
    world.setDisplacement(ball, { x: 0, y: 0, z: 500 / 60 });
    expect(world.step()).toBe(1);
    const [e] = world.events();
    expect(e).toMatchObject({ type: 'begin', a: level, b: ball, transient: true });
    expect(Math.abs(e.t - 0.24)).toBeLessThanOrEqual(1e-5);
    expect(e.normal.z).toBeCloseTo(-1, 6);
    expect(e.point.z).toBeCloseTo(9.995, 5);
    world.dispose();
  });
});

describe('a level of a million triangles (terrainSegments 707)', () => {
  it('builds and serialises; rays = brute force over its triangles, before and after loading the bytes', () => {
    const arrays = trianglesOfObject(buildLevel({ terrainSegments: 707 }));
    const input = arrays.indices.length / 3;
    expect(input).toBe(16 * 12 + 2 * 707 * 707); // 999,890
    const degenerate = countDegenerate(arrays, WELD * largestCoordinate(arrays.positions));
    const mesh = sk.createTriangleMesh(arrays);
    expect(mesh.triangleCount).toBe(input - degenerate);
    const loaded = sk.loadTriangleMesh(mesh.serialize());
    expect(loaded.triangleCount).toBe(mesh.triangleCount);
    const random = prng(707);
    // Straight down onto the terrain outside the plaza, and random segments through the whole level.
    const rays = [
      { origin: { x: 60, y: 10, z: -45 }, direction: { x: 0, y: -20, z: 0 } },
      { origin: { x: -81.5, y: 10, z: 33.25 }, direction: { x: 0, y: -20, z: 0 } },
      ...Array.from({ length: 4 }, () => segmentThroughBox(random, mesh.bounds)),
    ];
    expect(expectRaycastsMatchBruteForce(mesh, arrays, rays)).toBeGreaterThanOrEqual(2);
    for (const ray of rays) expect(loaded.raycast(ray, 1)).toEqual(mesh.raycast(ray, 1));
    loaded.dispose();
    mesh.dispose();
  });
});
