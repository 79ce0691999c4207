// Reads query results out of the core's result buffer (bindings/embind/result_buffer.hpp) into
// plain JS objects. One instance per loaded core; the typed-array views are made once and remade
// only when WASM memory grows (the old views then detach and read as length 0).
import { inputError } from './errors.js';
import { CONTACT, ERROR, ERROR_ARGUMENT, RAYCAST_HIT, STATUS_HIT, STATUS_INITIAL_OVERLAP, STATUS_NAMES, SWEEP_HIT } from './layout.js';

export function createResultReader(core) {
  const base = core.resultAddress() >> 2;
  let f32 = core.HEAPF32;
  let i32 = core.HEAP32;

  function refresh() {
    if (f32.length === 0) {
      f32 = core.HEAPF32;
      i32 = core.HEAP32;
    }
  }

  // "+ 0" turns -0 into 0 so results compare equal to hand-written vectors.
  function vec(word) {
    const o = base + word;
    return { x: f32[o] + 0, y: f32[o + 1] + 0, z: f32[o + 2] + 0 };
  }

  return {
    /** The current float32 view of WASM memory (for callers that write inputs straight into it). */
    heapF32() {
      refresh();
      return f32;
    },
    /** Throws the RangeError for an invalid_input result. */
    fail(fn, names, args) {
      refresh();
      throw inputError(fn, names, args, i32[base + ERROR], i32[base + ERROR_ARGUMENT]);
    },
    /** @returns {import('./index.d.ts').SweepHit} */
    sweepHit(status) {
      refresh();
      return {
        hit: status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP,
        status: STATUS_NAMES[status],
        t: f32[base + SWEEP_HIT.T],
        position: vec(SWEEP_HIT.POSITION),
        point: vec(SWEEP_HIT.POINT),
        normal: vec(SWEEP_HIT.NORMAL),
      };
    },
    /** @returns {import('./index.d.ts').Contact} */
    contact(status) {
      refresh();
      return {
        hit: status === STATUS_HIT,
        depth: f32[base + CONTACT.DEPTH],
        normal: vec(CONTACT.NORMAL),
        pointA: vec(CONTACT.POINT_A),
        pointB: vec(CONTACT.POINT_B),
      };
    },
    /** @returns {import('./index.d.ts').RaycastHit} */
    raycastHit(status) {
      refresh();
      return {
        hit: status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP,
        status: STATUS_NAMES[status],
        t: f32[base + RAYCAST_HIT.T],
        point: vec(RAYCAST_HIT.POINT),
        normal: vec(RAYCAST_HIT.NORMAL),
      };
    },
  };
}
