// The seeded sphere and capsule cases of the mesh benchmarks (bench/random.mjs's generator: every run and every
// contender sees the same inputs), shared by bench/mesh.mjs and bench/mesh_ab.mjs.
import * as THREE from 'three';
import { Capsule } from 'three/examples/jsm/math/Capsule.js';
import { rand, unit } from './random.mjs';

/** A number in [0, 1). */
const r01 = () => (rand() + 10) / 20;

/** A point in the box {min, max} grown by `grow` of its size on each side. */
export function pointIn({ min, max }, grow = 0) {
  const pick = (a, b) => a - grow * (b - a) + (1 + 2 * grow) * (b - a) * r01();
  return { x: pick(min.x, max.x), y: pick(min.y, max.y), z: pick(min.z, max.z) };
}

const diagonal = ({ min, max }) => Math.hypot(max.x - min.x, max.y - min.y, max.z - min.z);

/**
 * `count` spheres (radius 0.5 % of the mesh's diagonal) moving 5 % of the diagonal, starting clear of `mesh` (a
 * sweepkit TriangleMesh): {shape, motion, end (a THREE.Sphere at the motion's end, for overlap tests)}.
 */
export function sphereCases(mesh, count) {
  const d = diagonal(mesh.bounds);
  const out = [];
  while (out.length < count) {
    const sphere = { center: pointIn(mesh.bounds, 0.05), radius: 0.005 * d };
    const u = unit();
    const motion = { x: u.x * 0.05 * d, y: u.y * 0.05 * d, z: u.z * 0.05 * d };
    if (mesh.sweep(sphere, { x: 0, y: 0, z: 0 }).hit) continue;
    const end = { x: sphere.center.x + motion.x, y: sphere.center.y + motion.y, z: sphere.center.z + motion.z };
    out.push({ shape: sphere, motion, end: new THREE.Sphere(new THREE.Vector3().copy(end), sphere.radius) });
  }
  return out;
}

/**
 * `count` frames of a character's capsule (radius 0.35 m, 1 m between the ends) walking on the level's plaza
 * (common/level.js): feet 1–10 cm above the floor (or a step), moving at up to 12 m/s horizontally and
 * 5 m/s down (gravity) for one 60 Hz frame: {shape (a three.js Capsule), motion}.
 */
export function capsuleCases(count) {
  return Array.from({ length: count }, () => {
    const x = 19 * rand() / 10;
    const z = 19 * rand() / 10;
    const feet = 0.35 + 0.01 + 0.09 * r01(); // the lower sphere's centre
    const capsule = new Capsule(new THREE.Vector3(x, feet, z), new THREE.Vector3(x, feet + 1, z), 0.35);
    const v = { x: 12 * rand() / 10, y: -5 * r01(), z: 12 * rand() / 10 };
    return { shape: capsule, motion: { x: v.x / 60, y: v.y / 60, z: v.z / 60 } };
  });
}
