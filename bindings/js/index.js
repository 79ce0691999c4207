// sweepkit's JS entry point: loads the WebAssembly core once and exposes the collision queries
// as functions that take and return plain objects ({x, y, z} vectors; three.js objects work as they are).
//
// Hot-path design: each query unpacks its arguments into plain numbers (an embind call with numbers
// costs ~25 ns, with structs ~0.9 us), the core writes its answer into a fixed SweepHit in WASM memory,
// and we read it through a Float32Array view made once (remade only if the memory grows).

import createSweepkitCore from '../../dist/sweepkit_core.mjs';
import { inputError } from './errors.js';
import { STATUS_INVALID_INPUT, STATUS_NAMES, SWEEP_HIT as L } from './layout.js';

let loading = null;

/**
 * Loads the WebAssembly core (once per page or process; later calls return the same instance).
 * Works in browsers, bundlers (Vite) and Node with no configuration: the .wasm is embedded.
 * @returns {Promise<import('./index.d.ts').Sweepkit>}
 */
export function init() {
  if (!loading) {
    loading = createSweepkitCore().then(createApi, (error) => {
      loading = null; // let a later call retry
      throw error;
    });
  }
  return loading;
}

function createApi(core) {
  const base = core.sweepHitAddress() >> 2;
  let f32 = core.HEAPF32;
  let i32 = core.HEAP32;

  // Views detach (length 0) when the WASM memory grows; remake them then.
  function views() {
    if (f32.length === 0) {
      f32 = core.HEAPF32;
      i32 = core.HEAP32;
    }
  }

  function vec(offset) {
    // "+ 0" turns -0 into 0 so results compare equal to hand-written vectors.
    return { x: f32[offset] + 0, y: f32[offset + 1] + 0, z: f32[offset + 2] + 0 };
  }

  function fail(fn, names, args) {
    throw inputError(fn, names, args, i32[base + L.ERROR], i32[base + L.ERROR_ARGUMENT]);
  }

  const SPHERE_PLANE_ARGS = ['sphere', 'displacement', 'plane'];
  const SPHERE_SPHERE_ARGS = ['sphereA', 'displacementA', 'sphereB', 'displacementB'];

  function sweepSpherePlane(sphere, displacement, plane) {
    const c = sphere.center;
    const n = plane.normal;
    const status = core.sweepSpherePlane(
      +c.x, +c.y, +c.z, +sphere.radius,
      +displacement.x, +displacement.y, +displacement.z,
      +n.x, +n.y, +n.z, +plane.constant,
    );
    views();
    if (status === STATUS_INVALID_INPUT) fail('sweepSpherePlane', SPHERE_PLANE_ARGS, [sphere, displacement, plane]);
    return {
      hit: status === 1 || status === 2,
      status: STATUS_NAMES[status],
      t: f32[base + L.T],
      position: vec(base + L.POSITION),
      point: vec(base + L.POINT),
      normal: vec(base + L.NORMAL),
    };
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
    views();
    if (status === STATUS_INVALID_INPUT) {
      fail('sweepSphereSphere', SPHERE_SPHERE_ARGS, [sphereA, displacementA, sphereB, displacementB]);
    }
    return {
      hit: status === 1 || status === 2,
      status: STATUS_NAMES[status],
      t: f32[base + L.T],
      position: vec(base + L.POSITION),
      point: vec(base + L.POINT),
      normal: vec(base + L.NORMAL),
    };
  }

  return Object.freeze({ sweepSpherePlane, sweepSphereSphere });
}
