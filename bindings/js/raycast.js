// Ray / segment casts: unpack the ray and the shape into numbers, call the core, read the RaycastHit.
// A ray is {origin, direction} (THREE.Ray fits: with its unit direction, t is a distance, and
// maxFraction = Infinity casts the endless ray); with maxFraction = 1 it is the segment origin -> origin + direction.
import { STATUS_INVALID_INPUT } from './layout.js';
import { wasmExports } from './memory.js';

const SPHERE_ARGS = ['ray', 'sphere', 'maxFraction'];
const AABB_ARGS = ['ray', 'aabb', 'maxFraction'];
const PLANE_ARGS = ['ray', 'plane', 'maxFraction'];
const CAPSULE_ARGS = ['ray', 'capsule', 'maxFraction'];

/** Builds the raycast functions over a loaded core and its result reader. */
export function createRaycasts(core, read) {
  // The sk_* WASM exports as local constants: a call through a constant goes straight into WASM (V8 inlines the
  // JS-to-WASM call), where a call through an object property (wasm.sk_...) costs ~10 ns more.
  const {
    sk_raycast_aabb,
    sk_raycast_capsule,
    sk_raycast_plane,
    sk_raycast_sphere,
  } = wasmExports(core);

  function raycastSphere(ray, sphere, maxFraction = 1) {
    const o = ray.origin;
    const d = ray.direction;
    const c = sphere.center;
    const status = sk_raycast_sphere(
      +o.x, +o.y, +o.z, +d.x, +d.y, +d.z,
      +c.x, +c.y, +c.z, +sphere.radius,
      +maxFraction,
    );
    if (status === STATUS_INVALID_INPUT) read.fail('raycastSphere', SPHERE_ARGS, [ray, sphere, maxFraction]);
    return read.raycastHit(status);
  }

  function raycastAabb(ray, aabb, maxFraction = 1) {
    const o = ray.origin;
    const d = ray.direction;
    const lo = aabb.min;
    const hi = aabb.max;
    const status = sk_raycast_aabb(
      +o.x, +o.y, +o.z, +d.x, +d.y, +d.z,
      +lo.x, +lo.y, +lo.z, +hi.x, +hi.y, +hi.z,
      +maxFraction,
    );
    if (status === STATUS_INVALID_INPUT) read.fail('raycastAabb', AABB_ARGS, [ray, aabb, maxFraction]);
    return read.raycastHit(status);
  }

  function raycastPlane(ray, plane, maxFraction = 1) {
    const o = ray.origin;
    const d = ray.direction;
    const n = plane.normal;
    const status = sk_raycast_plane(
      +o.x, +o.y, +o.z, +d.x, +d.y, +d.z,
      +n.x, +n.y, +n.z, +plane.constant,
      +maxFraction,
    );
    if (status === STATUS_INVALID_INPUT) read.fail('raycastPlane', PLANE_ARGS, [ray, plane, maxFraction]);
    return read.raycastHit(status);
  }

  function raycastCapsule(ray, capsule, maxFraction = 1) {
    const o = ray.origin;
    const d = ray.direction;
    const s = capsule.start;
    const e = capsule.end;
    const status = sk_raycast_capsule(
      +o.x, +o.y, +o.z, +d.x, +d.y, +d.z,
      +s.x, +s.y, +s.z, +e.x, +e.y, +e.z, +capsule.radius,
      +maxFraction,
    );
    if (status === STATUS_INVALID_INPUT) read.fail('raycastCapsule', CAPSULE_ARGS, [ray, capsule, maxFraction]);
    return read.raycastHit(status);
  }

  return { raycastSphere, raycastAabb, raycastPlane, raycastCapsule };
}
