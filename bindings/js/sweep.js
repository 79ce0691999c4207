// Sweeps (time of impact): unpack shapes into numbers, call the core, read the SweepHit.
import { STATUS_INVALID_INPUT } from './layout.js';

const SPHERE_PLANE_ARGS = ['sphere', 'displacement', 'plane'];
const SPHERE_SPHERE_ARGS = ['sphereA', 'displacementA', 'sphereB', 'displacementB'];

/** Builds the sweep functions over a loaded core and its result reader. */
export function createSweeps(core, read) {
  function sweepSpherePlane(sphere, displacement, plane) {
    const c = sphere.center;
    const n = plane.normal;
    const status = core.sweepSpherePlane(
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
    const status = core.sweepSphereSphere(
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

  return { sweepSpherePlane, sweepSphereSphere };
}
