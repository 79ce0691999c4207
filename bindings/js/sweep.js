// Sweeps (time of impact): unpack shapes into numbers, call the core, read the SweepHit.
import { STATUS_INVALID_INPUT } from './layout.js';
import { wasmExports } from './memory.js';

const SPHERE_PLANE_ARGS = ['sphere', 'displacement', 'plane'];
const SPHERE_SPHERE_ARGS = ['sphereA', 'displacementA', 'sphereB', 'displacementB'];
const SPHERE_AABB_ARGS = ['sphere', 'displacementA', 'aabb', 'displacementB'];
const AABB_PLANE_ARGS = ['aabb', 'displacement', 'plane'];
const AABB_AABB_ARGS = ['aabbA', 'displacementA', 'aabbB', 'displacementB'];
const CAPSULE_PLANE_ARGS = ['capsule', 'displacement', 'plane'];
const SPHERE_CAPSULE_ARGS = ['sphere', 'displacementA', 'capsule', 'displacementB'];

/** Builds the sweep functions over a loaded core and its result reader. */
export function createSweeps(core, read) {
  // The sk_* WASM exports as local constants: a call through a constant goes straight into WASM (V8 inlines the
  // JS-to-WASM call), where a call through an object property (wasm.sk_...) costs ~10 ns more.
  const {
    sk_sweep_aabb_aabb,
    sk_sweep_aabb_plane,
    sk_sweep_capsule_plane,
    sk_sweep_sphere_aabb,
    sk_sweep_sphere_capsule,
    sk_sweep_sphere_plane,
    sk_sweep_sphere_sphere,
  } = wasmExports(core);

  function sweepSpherePlane(sphere, displacement, plane) {
    const c = sphere.center;
    const n = plane.normal;
    const status = sk_sweep_sphere_plane(
      +c.x, +c.y, +c.z, +sphere.radius,
      +displacement.x, +displacement.y, +displacement.z,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    if (status === STATUS_INVALID_INPUT) read.fail('sweepSpherePlane', SPHERE_PLANE_ARGS, [sphere, displacement, plane]);
    return read.sweepHit(status);
  }

  function sweepSphereSphere(sphereA, displacementA, sphereB, displacementB) {
    const a = sphereA.center;
    const b = sphereB.center;
    const status = sk_sweep_sphere_sphere(
      +a.x, +a.y, +a.z, +sphereA.radius,
      +displacementA.x, +displacementA.y, +displacementA.z,
      +b.x, +b.y, +b.z, +sphereB.radius,
      +displacementB.x, +displacementB.y, +displacementB.z,
    );
    if (status === STATUS_INVALID_INPUT) {
      read.fail('sweepSphereSphere', SPHERE_SPHERE_ARGS, [sphereA, displacementA, sphereB, displacementB]);
    }
    return read.sweepHit(status);
  }

  function sweepSphereAabb(sphere, displacementA, aabb, displacementB) {
    const c = sphere.center;
    const lo = aabb.min;
    const hi = aabb.max;
    const status = sk_sweep_sphere_aabb(
      +c.x, +c.y, +c.z, +sphere.radius,
      +displacementA.x, +displacementA.y, +displacementA.z,
      +lo.x, +lo.y, +lo.z, +hi.x, +hi.y, +hi.z,
      +displacementB.x, +displacementB.y, +displacementB.z,
    );
    if (status === STATUS_INVALID_INPUT) {
      read.fail('sweepSphereAabb', SPHERE_AABB_ARGS, [sphere, displacementA, aabb, displacementB]);
    }
    return read.sweepHit(status);
  }

  function sweepAabbPlane(aabb, displacement, plane) {
    const lo = aabb.min;
    const hi = aabb.max;
    const n = plane.normal;
    const status = sk_sweep_aabb_plane(
      +lo.x, +lo.y, +lo.z, +hi.x, +hi.y, +hi.z,
      +displacement.x, +displacement.y, +displacement.z,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    if (status === STATUS_INVALID_INPUT) read.fail('sweepAabbPlane', AABB_PLANE_ARGS, [aabb, displacement, plane]);
    return read.sweepHit(status);
  }

  function sweepAabbAabb(aabbA, displacementA, aabbB, displacementB) {
    const a0 = aabbA.min;
    const a1 = aabbA.max;
    const b0 = aabbB.min;
    const b1 = aabbB.max;
    const status = sk_sweep_aabb_aabb(
      +a0.x, +a0.y, +a0.z, +a1.x, +a1.y, +a1.z,
      +displacementA.x, +displacementA.y, +displacementA.z,
      +b0.x, +b0.y, +b0.z, +b1.x, +b1.y, +b1.z,
      +displacementB.x, +displacementB.y, +displacementB.z,
    );
    if (status === STATUS_INVALID_INPUT) {
      read.fail('sweepAabbAabb', AABB_AABB_ARGS, [aabbA, displacementA, aabbB, displacementB]);
    }
    return read.sweepHit(status);
  }

  function sweepCapsulePlane(capsule, displacement, plane) {
    const s = capsule.start;
    const e = capsule.end;
    const n = plane.normal;
    const status = sk_sweep_capsule_plane(
      +s.x, +s.y, +s.z, +e.x, +e.y, +e.z, +capsule.radius,
      +displacement.x, +displacement.y, +displacement.z,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    if (status === STATUS_INVALID_INPUT) {
      read.fail('sweepCapsulePlane', CAPSULE_PLANE_ARGS, [capsule, displacement, plane]);
    }
    return read.sweepHit(status);
  }

  function sweepSphereCapsule(sphere, displacementA, capsule, displacementB) {
    const c = sphere.center;
    const s = capsule.start;
    const e = capsule.end;
    const status = sk_sweep_sphere_capsule(
      +c.x, +c.y, +c.z, +sphere.radius,
      +displacementA.x, +displacementA.y, +displacementA.z,
      +s.x, +s.y, +s.z, +e.x, +e.y, +e.z, +capsule.radius,
      +displacementB.x, +displacementB.y, +displacementB.z,
    );
    if (status === STATUS_INVALID_INPUT) {
      read.fail('sweepSphereCapsule', SPHERE_CAPSULE_ARGS, [sphere, displacementA, capsule, displacementB]);
    }
    return read.sweepHit(status);
  }

  return {
    sweepSpherePlane,
    sweepSphereSphere,
    sweepSphereAabb,
    sweepAabbPlane,
    sweepAabbAabb,
    sweepCapsulePlane,
    sweepSphereCapsule,
  };
}
