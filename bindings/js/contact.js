// Discrete contact tests and boolean overlap fast paths: unpack shapes into numbers, call the core, read the
// Contact (or just the status for an overlap). Shapes are duck-typed: sphere {center, radius} (THREE.Sphere),
// aabb {min, max} (THREE.Box3), plane {normal, constant} (THREE.Plane), capsule {start, end, radius}
// (three's examples Capsule). A missing number becomes NaN, which the core rejects with a RangeError.
import { STATUS_HIT, STATUS_INVALID_INPUT } from './layout.js';
import { wasmExports } from './memory.js';

const SPHERES = ['sphereA', 'sphereB'];
const AABBS = ['aabbA', 'aabbB'];
const CAPSULES = ['capsuleA', 'capsuleB'];
const AABB_SPHERE = ['aabb', 'sphere'];
const SPHERE_AABB = ['sphere', 'aabb'];
const SPHERE_PLANE = ['sphere', 'plane'];
const AABB_PLANE = ['aabb', 'plane'];
const SPHERE_CAPSULE = ['sphere', 'capsule'];
const CAPSULE_PLANE = ['capsule', 'plane'];
const CAPSULE_AABB = ['capsule', 'aabb'];

/** Builds the contact and overlap functions over a loaded core and its result reader. */
export function createContacts(core, read) {
  // The sk_* WASM exports as local constants: a call through a constant goes straight into WASM (V8 inlines the
  // JS-to-WASM call), where a call through an object property (wasm.sk_...) costs ~10 ns more.
  const {
    sk_contact_aabb_aabb,
    sk_contact_aabb_plane,
    sk_contact_aabb_sphere,
    sk_contact_capsule_aabb,
    sk_contact_capsule_capsule,
    sk_contact_capsule_plane,
    sk_contact_sphere_capsule,
    sk_contact_sphere_plane,
    sk_contact_sphere_sphere,
    sk_overlap_aabb_aabb,
    sk_overlap_aabb_plane,
    sk_overlap_capsule_capsule,
    sk_overlap_sphere_aabb,
    sk_overlap_sphere_capsule,
    sk_overlap_sphere_plane,
    sk_overlap_sphere_sphere,
  } = wasmExports(core);

  // Throws for invalid input; otherwise reads the Contact the core just wrote.
  function contactResult(status, fn, names, a, b) {
    if (status === STATUS_INVALID_INPUT) read.fail(fn, names, [a, b]);
    return read.contact(status);
  }

  // Throws for invalid input; otherwise whether the shapes touch or overlap.
  function overlapResult(status, fn, names, a, b) {
    if (status === STATUS_INVALID_INPUT) read.fail(fn, names, [a, b]);
    return status === STATUS_HIT;
  }

  // ---- contacts ----

  function contactSphereSphere(sphereA, sphereB) {
    const a = sphereA.center;
    const b = sphereB.center;
    const status = sk_contact_sphere_sphere(
      +a.x, +a.y, +a.z, +sphereA.radius,
      +b.x, +b.y, +b.z, +sphereB.radius,
    );
    return contactResult(status, 'contactSphereSphere', SPHERES, sphereA, sphereB);
  }

  function contactAabbAabb(aabbA, aabbB) {
    const a0 = aabbA.min;
    const a1 = aabbA.max;
    const b0 = aabbB.min;
    const b1 = aabbB.max;
    const status = sk_contact_aabb_aabb(
      +a0.x, +a0.y, +a0.z, +a1.x, +a1.y, +a1.z,
      +b0.x, +b0.y, +b0.z, +b1.x, +b1.y, +b1.z,
    );
    return contactResult(status, 'contactAabbAabb', AABBS, aabbA, aabbB);
  }

  function contactAabbSphere(aabb, sphere) {
    const lo = aabb.min;
    const hi = aabb.max;
    const c = sphere.center;
    const status = sk_contact_aabb_sphere(
      +lo.x, +lo.y, +lo.z, +hi.x, +hi.y, +hi.z,
      +c.x, +c.y, +c.z, +sphere.radius,
    );
    return contactResult(status, 'contactAabbSphere', AABB_SPHERE, aabb, sphere);
  }

  function contactSpherePlane(sphere, plane) {
    const c = sphere.center;
    const n = plane.normal;
    const status = sk_contact_sphere_plane(
      +c.x, +c.y, +c.z, +sphere.radius,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    return contactResult(status, 'contactSpherePlane', SPHERE_PLANE, sphere, plane);
  }

  function contactAabbPlane(aabb, plane) {
    const lo = aabb.min;
    const hi = aabb.max;
    const n = plane.normal;
    const status = sk_contact_aabb_plane(
      +lo.x, +lo.y, +lo.z, +hi.x, +hi.y, +hi.z,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    return contactResult(status, 'contactAabbPlane', AABB_PLANE, aabb, plane);
  }

  function contactSphereCapsule(sphere, capsule) {
    const c = sphere.center;
    const s = capsule.start;
    const e = capsule.end;
    const status = sk_contact_sphere_capsule(
      +c.x, +c.y, +c.z, +sphere.radius,
      +s.x, +s.y, +s.z, +e.x, +e.y, +e.z, +capsule.radius,
    );
    return contactResult(status, 'contactSphereCapsule', SPHERE_CAPSULE, sphere, capsule);
  }

  function contactCapsuleCapsule(capsuleA, capsuleB) {
    const as = capsuleA.start;
    const ae = capsuleA.end;
    const bs = capsuleB.start;
    const be = capsuleB.end;
    const status = sk_contact_capsule_capsule(
      +as.x, +as.y, +as.z, +ae.x, +ae.y, +ae.z, +capsuleA.radius,
      +bs.x, +bs.y, +bs.z, +be.x, +be.y, +be.z, +capsuleB.radius,
    );
    return contactResult(status, 'contactCapsuleCapsule', CAPSULES, capsuleA, capsuleB);
  }

  function contactCapsulePlane(capsule, plane) {
    const s = capsule.start;
    const e = capsule.end;
    const n = plane.normal;
    const status = sk_contact_capsule_plane(
      +s.x, +s.y, +s.z, +e.x, +e.y, +e.z, +capsule.radius,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    return contactResult(status, 'contactCapsulePlane', CAPSULE_PLANE, capsule, plane);
  }

  function contactCapsuleAabb(capsule, aabb) {
    const s = capsule.start;
    const e = capsule.end;
    const lo = aabb.min;
    const hi = aabb.max;
    const status = sk_contact_capsule_aabb(
      +s.x, +s.y, +s.z, +e.x, +e.y, +e.z, +capsule.radius,
      +lo.x, +lo.y, +lo.z, +hi.x, +hi.y, +hi.z,
    );
    return contactResult(status, 'contactCapsuleAabb', CAPSULE_AABB, capsule, aabb);
  }

  // ---- overlaps ----

  function overlapSphereSphere(sphereA, sphereB) {
    const a = sphereA.center;
    const b = sphereB.center;
    const status = sk_overlap_sphere_sphere(
      +a.x, +a.y, +a.z, +sphereA.radius,
      +b.x, +b.y, +b.z, +sphereB.radius,
    );
    return overlapResult(status, 'overlapSphereSphere', SPHERES, sphereA, sphereB);
  }

  function overlapAabbAabb(aabbA, aabbB) {
    const a0 = aabbA.min;
    const a1 = aabbA.max;
    const b0 = aabbB.min;
    const b1 = aabbB.max;
    const status = sk_overlap_aabb_aabb(
      +a0.x, +a0.y, +a0.z, +a1.x, +a1.y, +a1.z,
      +b0.x, +b0.y, +b0.z, +b1.x, +b1.y, +b1.z,
    );
    return overlapResult(status, 'overlapAabbAabb', AABBS, aabbA, aabbB);
  }

  function overlapSphereAabb(sphere, aabb) {
    const c = sphere.center;
    const lo = aabb.min;
    const hi = aabb.max;
    const status = sk_overlap_sphere_aabb(
      +c.x, +c.y, +c.z, +sphere.radius,
      +lo.x, +lo.y, +lo.z, +hi.x, +hi.y, +hi.z,
    );
    return overlapResult(status, 'overlapSphereAabb', SPHERE_AABB, sphere, aabb);
  }

  function overlapSpherePlane(sphere, plane) {
    const c = sphere.center;
    const n = plane.normal;
    const status = sk_overlap_sphere_plane(
      +c.x, +c.y, +c.z, +sphere.radius,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    return overlapResult(status, 'overlapSpherePlane', SPHERE_PLANE, sphere, plane);
  }

  function overlapAabbPlane(aabb, plane) {
    const lo = aabb.min;
    const hi = aabb.max;
    const n = plane.normal;
    const status = sk_overlap_aabb_plane(
      +lo.x, +lo.y, +lo.z, +hi.x, +hi.y, +hi.z,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    return overlapResult(status, 'overlapAabbPlane', AABB_PLANE, aabb, plane);
  }

  function overlapSphereCapsule(sphere, capsule) {
    const c = sphere.center;
    const s = capsule.start;
    const e = capsule.end;
    const status = sk_overlap_sphere_capsule(
      +c.x, +c.y, +c.z, +sphere.radius,
      +s.x, +s.y, +s.z, +e.x, +e.y, +e.z, +capsule.radius,
    );
    return overlapResult(status, 'overlapSphereCapsule', SPHERE_CAPSULE, sphere, capsule);
  }

  function overlapCapsuleCapsule(capsuleA, capsuleB) {
    const as = capsuleA.start;
    const ae = capsuleA.end;
    const bs = capsuleB.start;
    const be = capsuleB.end;
    const status = sk_overlap_capsule_capsule(
      +as.x, +as.y, +as.z, +ae.x, +ae.y, +ae.z, +capsuleA.radius,
      +bs.x, +bs.y, +bs.z, +be.x, +be.y, +be.z, +capsuleB.radius,
    );
    return overlapResult(status, 'overlapCapsuleCapsule', CAPSULES, capsuleA, capsuleB);
  }

  return {
    contactSphereSphere,
    contactAabbAabb,
    contactAabbSphere,
    contactSpherePlane,
    contactAabbPlane,
    contactSphereCapsule,
    contactCapsuleCapsule,
    contactCapsulePlane,
    contactCapsuleAabb,
    overlapSphereSphere,
    overlapAabbAabb,
    overlapSphereAabb,
    overlapSpherePlane,
    overlapAabbPlane,
    overlapSphereCapsule,
    overlapCapsuleCapsule,
  };
}
