// Triangle meshes against their peers (issue 12, "Speed"): on the same meshes in one run — three-mesh-bvh's
// benchmark torus (TorusGeometry(5, 5, 700, 300), 420,000 triangles), the Stanford bunny (npm bunny), the game
// level of common/level.js (its terrain at 707 segments: about 1M triangles) — sweepkit's
// createTriangleMesh, raycast and sweep against three-mesh-bvh (MeshBVH, raycastFirst, shapecast: the sphere's
// overlap, and a sphere cast written on it, bench/three_mesh_bvh_sphere_cast.js), three.js's
// Octree (fromGraphNode, rayIntersect, capsuleIntersect) and Rapier trimesh colliders (castRay, castShape).
// Every peer's answers are compared with sweepkit's on the timed cases first (disagreements are reported).
// Usage: node bench/mesh.mjs [--quick] (after scripts/build-wasm.sh; `npm run bench` runs it). Writes bench/MESH.md;
// --quick (small meshes, few calls) writes nothing. SWEEPKIT_BENCH_MESH_LARGE=1 also builds the Octree of the
// torus and of the 1M level (minutes: three's Octree is slow to build) and times its queries there.
import { statSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import * as THREE from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { Octree } from 'three/examples/jsm/math/Octree.js';
import { Capsule } from 'three/examples/jsm/math/Capsule.js';
import RAPIER from '@dimforge/rapier3d-compat';
import bunny from 'bunny';
import { init } from '../bindings/js/index.js';
import { trianglesOfGeometry, trianglesOfObject } from '../bindings/three/index.js';
import { buildLevel } from '../common/level.js';
import { timeTogether } from './measure.mjs';
import { capsuleCases, pointIn, sphereCases } from './mesh_cases.mjs';
import { timeMeshPhases, timeMeshPhasesTopTier } from './mesh_phases.mjs';
import { unit } from './random.mjs';
import { sphereCastWithShapecast } from './three_mesh_bvh_sphere_cast.js';

const QUICK = process.argv.includes('--quick');
const LARGE = process.env.SWEEPKIT_BENCH_MESH_LARGE === '1';
const CASES = 256; // queries per mesh (a power of two: case i & (CASES - 1))
const CALLS = QUICK ? 512 : 4096; // per contender and round
const BUILDS = QUICK ? 1 : 3; // builds timed per contender (the median is reported)
const AGREE = 1e-3; // relative agreement of t or distance with sweepkit's

const loadBefore = os.loadavg();
const sk = await init();
await RAPIER.init();
const rapierWorld = new RAPIER.World({ x: 0, y: 0, z: 0 });

// ---- the meshes: one set of arrays each, which every contender is built from ----

function arraysOfBunny() {
  return { positions: new Float32Array(bunny.positions.flat()), indices: new Uint32Array(bunny.cells.flat()) };
}
const MESHES = [
  { name: 'bunny (npm bunny)', arrays: arraysOfBunny(), octree: true },
  { name: 'level, terrain 64', arrays: trianglesOfObject(buildLevel({ terrainSegments: 64 })), octree: true, capsule: true },
  ...(QUICK ? [] : [
    { name: 'torus (5, 5, 700, 300)', arrays: trianglesOfGeometry(new THREE.TorusGeometry(5, 5, 700, 300)), octree: LARGE },
    { name: 'level, terrain 707', arrays: trianglesOfObject(buildLevel({ terrainSegments: 707 })), octree: LARGE, capsule: true },
  ]),
];

const geometryOf = ({ positions, indices }) => {
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.BufferAttribute(positions.slice(), 3));
  g.setIndex(new THREE.BufferAttribute(indices.slice(), 1));
  return g;
};

/**
 * Median wall-clock ms of `BUILDS` calls of `build` after one untimed warm-up (each result passed to `dispose`):
 * a first WASM call runs in V8's baseline tier (about twice as slow on the 1M mesh), as JS runs unoptimised.
 */
function buildMs(build, dispose = () => {}) {
  const ms = [];
  for (let i = 0; i <= BUILDS; i++) {
    const start = performance.now();
    const built = build();
    if (i > 0) ms.push(performance.now() - start);
    dispose(built);
  }
  return ms.sort((a, b) => a - b)[ms.length >> 1];
}

async function buildAll(m) {
  const builds = {};
  builds.sweepkit = buildMs(() => sk.createTriangleMesh(m.arrays), (mesh) => mesh.dispose());
  m.sk = sk.createTriangleMesh(m.arrays);
  builds.serialize = buildMs(() => m.sk.serialize());
  const bytes = m.sk.serialize();
  builds.load = buildMs(() => sk.loadTriangleMesh(bytes), (mesh) => mesh.dispose());
  builds.bvh = buildMs(() => new MeshBVH(geometryOf(m.arrays)));
  m.bvh = new MeshBVH(geometryOf(m.arrays));
  const rapierBuild = () => rapierWorld.createCollider(RAPIER.ColliderDesc.trimesh(m.arrays.positions, m.arrays.indices));
  builds.rapier = buildMs(rapierBuild, (c) => rapierWorld.removeCollider(c, false));
  m.rapier = rapierBuild();
  if (m.octree) {
    const scene = new THREE.Mesh(geometryOf(m.arrays));
    builds.octree = buildMs(() => new Octree().fromGraphNode(scene));
    m.oct = new Octree().fromGraphNode(scene);
  }
  m.builds = builds;
  const timed = m.name.includes('707') && !QUICK;
  m.phases = timed ? await timeMeshPhases(m.arrays.positions, m.arrays.indices, BUILDS) : null;
  m.phasesTopTier = timed ? timeMeshPhasesTopTier(m.arrays.positions, m.arrays.indices, BUILDS) : null;
  m.memory = { sweepkit: m.sk.memoryBytes, bvh: m.bvh._roots.reduce((s, r) => s + r.byteLength, 0) };
  m.bytes = bytes.byteLength;
}

// ---- the cases, seeded (bench/random.mjs; the spheres' and capsules' in bench/mesh_cases.mjs) ----

/** Rays from a point in the bounds grown by 20 % each side, in random unit directions (distance = t). */
function rayCases(m) {
  return Array.from({ length: CASES }, () => {
    const origin = pointIn(m.sk.bounds, 0.2);
    const direction = unit();
    return { origin, direction, three: new THREE.Ray(new THREE.Vector3().copy(origin), new THREE.Vector3().copy(direction)),
      rapier: new RAPIER.Ray(origin, direction) };
  });
}

// ---- the loops (each result feeds the sum: no call is dead code) ----

const ZERO = { x: 0, y: 0, z: 0 };
const IDENTITY = { x: 0, y: 0, z: 0, w: 1 };
const rayTarget = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 } };
const sweepTarget = { position: { x: 0, y: 0, z: 0 }, point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 } };
const sphereShape = new Map(); // radius -> RAPIER.Ball
const ballOf = (r) => sphereShape.get(r) ?? sphereShape.set(r, new RAPIER.Ball(r)).get(r);

// The cases packed for the batch calls once per case list (6 numbers per ray; 4 per sphere and 3 per displacement),
// with their output arrays.
const batches = new WeakMap();
function batchOf(cases, kind) {
  let b = batches.get(cases);
  if (b) return b;
  if (kind === 'rays') {
    const rays = new Float32Array(cases.flatMap((c) => [c.origin.x, c.origin.y, c.origin.z, c.direction.x, c.direction.y, c.direction.z]));
    b = { rays, out: new Float32Array(5 * cases.length) };
  } else {
    const spheres = new Float32Array(cases.flatMap((c) => [c.shape.center.x, c.shape.center.y, c.shape.center.z, c.shape.radius]));
    const displacements = new Float32Array(cases.flatMap((c) => [c.motion.x, c.motion.y, c.motion.z]));
    b = { spheres, displacements, out: new Float32Array(6 * cases.length) };
  }
  batches.set(cases, b);
  return b;
}

const loops = {
  skRay: (m, cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      sum += m.sk.raycast(c, Infinity, rayTarget).t;
    }
    return sum;
  },
  // The batch form: all the cases' rays in one Float32Array (6 numbers each), one call per CASES rays.
  skRayBatch: (m, cs, n) => {
    const { rays, out } = batchOf(cs, 'rays');
    let sum = 0;
    for (let i = 0; i < n; i += CASES) sum += m.sk.raycastBatch(rays, Infinity, out)[0];
    return sum;
  },
  // The per-call floor: a ray that misses the root box (the input checks, the WASM call, the answer read back).
  skRayOutside: (m, cs, n) => {
    let sum = 0;
    const ray = { origin: { x: 0, y: m.sk.bounds.max.y + 1, z: 0 }, direction: { x: 0, y: 1, z: 0 } };
    for (let i = 0; i < n; i++) sum += m.sk.raycast(ray, Infinity, rayTarget).t;
    return sum;
  },
  bvhRay: (m, cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const hit = m.bvh.raycastFirst(cs[i & (CASES - 1)].three, THREE.DoubleSide);
      sum += hit ? hit.distance : 0;
    }
    return sum;
  },
  octreeRay: (m, cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const hit = m.oct.rayIntersect(cs[i & (CASES - 1)].three);
      sum += hit ? hit.distance : 0;
    }
    return sum;
  },
  rapierRay: (m, cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += m.rapier.castRay(cs[i & (CASES - 1)].rapier, 1e9, false);
    return sum;
  },
  // Sphere casts and capsule frames alike.
  skSweep: (m, cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      sum += m.sk.sweep(c.shape, c.motion, undefined, sweepTarget).t;
    }
    return sum;
  },
  skSphereBatch: (m, cs, n) => {
    const { spheres, displacements, out } = batchOf(cs, 'spheres');
    let sum = 0;
    for (let i = 0; i < n; i += CASES) sum += m.sk.sphereCastBatch(spheres, displacements, out)[0];
    return sum;
  },
  bvhSphereOverlap: (m, cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const s = cs[i & (CASES - 1)].end;
      sum += m.bvh.shapecast({ intersectsBounds: (box) => s.intersectsBox(box), intersectsTriangle: (tri) => tri.intersectsSphere(s) }) ? 1 : 0;
    }
    return sum;
  },
  // The same question (the time of impact) asked of three-mesh-bvh: its shapecast walk with a sphere sweep per
  // triangle, written in JS as its users would (bench/three_mesh_bvh_sphere_cast.js).
  bvhSphereSweep: (m, cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const t = sphereCastWithShapecast(m.bvh, c.shape.center, c.shape.radius, c.motion);
      sum += t === Infinity ? 1 : t;
    }
    return sum;
  },
  rapierSphere: (m, cs, n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      const hit = m.rapier.castShape(ZERO, ballOf(c.shape.radius), c.shape.center, IDENTITY, c.motion, 0, 1, true);
      sum += hit ? hit.time_of_impact : 1;
    }
    return sum;
  },
  // three's character example: the frame in 5 substeps, each moving the capsule by a fifth of the motion and
  // pushing it out of the triangles it overlaps (capsuleIntersect's normal × depth).
  octreeCapsule5: (m, cs, n) => {
    let sum = 0;
    const capsule = new Capsule();
    const step = new THREE.Vector3();
    for (let i = 0; i < n; i++) {
      const c = cs[i & (CASES - 1)];
      capsule.copy(c.shape);
      step.copy(c.motion).multiplyScalar(1 / 5);
      for (let s = 0; s < 5; s++) {
        capsule.translate(step);
        const hit = m.oct.capsuleIntersect(capsule);
        if (hit) capsule.translate(hit.normal.multiplyScalar(hit.depth));
      }
      sum += capsule.start.y;
    }
    return sum;
  },
};

/** Counts the cases where `peer(c)` (a t or distance, Infinity or null for a miss) differs from `mine(c)`. */
function disagreements(cases, mine, peer) {
  let count = 0;
  for (const c of cases) {
    const a = mine(c);
    const b = peer(c) ?? Infinity;
    const same = (a === Infinity && b === Infinity) || Math.abs(a - b) <= AGREE * Math.max(1, Math.abs(a));
    count += same ? 0 : 1;
  }
  return count;
}
const skRayT = (m) => (c) => { const h = m.sk.raycast(c); return h.hit ? h.t : Infinity; };
const skSweepT = (m) => (c) => { const h = m.sk.sweep(c.shape, c.motion); return h.hit ? h.t : Infinity; };

/** Times `names` (keys of `loops`) together on `cases`; per-call ns by name. */
function timed(m, cases, names) {
  const contenders = Object.fromEntries(names.map((name) => [name, () => loops[name](m, cases, CALLS)]));
  return timeTogether(contenders, CALLS);
}

function queries(m) {
  const out = { rays: rayCases(m), spheres: sphereCases(m.sk, CASES) };
  const rayPeers = ['bvhRay', 'rapierRay', ...(m.octree ? ['octreeRay'] : [])];
  out.rayAgree = {
    bvhRay: disagreements(out.rays, skRayT(m), (c) => m.bvh.raycastFirst(c.three, THREE.DoubleSide)?.distance),
    rapierRay: disagreements(out.rays, skRayT(m), (c) => { const t = m.rapier.castRay(c.rapier, 1e9, false); return t < 0 ? null : t; }),
    ...(m.octree ? { octreeRay: disagreements(out.rays, skRayT(m), (c) => m.oct.rayIntersect(c.three)?.distance) } : {}),
  };
  out.sphereAgree = {
    bvhSphereSweep: disagreements(out.spheres, skSweepT(m),
      (c) => sphereCastWithShapecast(m.bvh, c.shape.center, c.shape.radius, c.motion)),
    rapierSphere: disagreements(out.spheres, skSweepT(m),
      (c) => m.rapier.castShape(ZERO, ballOf(c.shape.radius), c.shape.center, IDENTITY, c.motion, 0, 1, true)?.time_of_impact),
  };
  console.log(`-- ${m.name}: disagreements ${JSON.stringify({ ...out.rayAgree, ...out.sphereAgree })}; rays`);
  out.ray = timed(m, out.rays, ['skRay', 'skRayBatch', ...rayPeers, 'skRayOutside']);
  console.log(`-- ${m.name}: sphere casts`);
  out.sphere = timed(m, out.spheres, ['skSweep', 'skSphereBatch', 'bvhSphereOverlap', 'bvhSphereSweep', 'rapierSphere']);
  if (m.capsule) {
    out.capsules = capsuleCases(CASES);
    console.log(`-- ${m.name}: capsule per frame`);
    out.capsule = timed(m, out.capsules, ['skSweep', ...(m.octree ? ['octreeCapsule5'] : [])]);
    out.capsuleHits = out.capsules.filter((c) => m.sk.sweep(c.shape, c.motion).hit).length;
  }
  return out;
}

// ---- run ----

for (const m of MESHES) {
  console.log(`== ${m.name}: ${m.arrays.indices.length / 3} triangles`);
  await buildAll(m);
  console.log(JSON.stringify(m.builds), m.phases ? JSON.stringify(m.phases) : '', m.phasesTopTier ? JSON.stringify(m.phasesTopTier) : '');
  m.q = queries(m);
}
const wasmPath = fileURLToPath(new URL('../dist/sweepkit_core.wasm', import.meta.url));
const wasm = { bytes: statSync(wasmPath).size, brotli: brotliCompressSync(readFileSync(wasmPath)).length };
const loadAfter = os.loadavg();

if (!QUICK) {
  const { report } = await import('./mesh-report.mjs');
  writeFileSync(new URL('./MESH.md', import.meta.url), report({ meshes: MESHES, wasm, loadBefore, loadAfter, CASES, CALLS, BUILDS }));
  console.log('wrote bench/MESH.md');
}
rapierWorld.free();
