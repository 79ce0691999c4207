// The core's WASM memory as JS sees it: the direct `sk_*` exports, and the result buffer
// (bindings/embind/result_buffer.hpp) read into plain JS objects. One reader per loaded core; the typed-array
// views are made once and remade only when WASM memory grows (the old views then detach and read as length 0).
import { inputError } from './errors.js';
import { CONTACT, ERROR, ERROR_ARGUMENT, RAYCAST_HIT, STATUS_HIT, STATUS_INITIAL_OVERLAP, STATUS_NAMES, SWEEP_HIT } from './layout.js';

const EXPORTS = new WeakMap();

/**
 * The core's `extern "C"` exports whose names start with `sk_` (bindings/embind/{sweep,contact,raycast,batch}.cpp),
 * as functions that call straight into WASM, keyed by their C name: `wasmExports(core).sk_sweep_sphere_plane(...)`.
 *
 * Emscripten 3.1.6 puts each export behind a JS wrapper on `Module._name` that replaces itself with the raw WASM
 * function on its first call. Each export is called once here, with no arguments (float parameters arrive as NaN,
 * which every query rejects as invalid input; integer ones as 0, an empty batch), so that the functions returned
 * are the raw exports and a query costs one JS→WASM call, with no embind invoker and no wrapper.
 * So every `sk_` export must be harmless when called with no arguments (the batch ones do nothing for n = 0).
 * The result buffer's content is undefined after this call. Cached per core.
 * @param {object} core  the loaded Emscripten module (dist/sweepkit_core.mjs).
 * @returns {Readonly<Record<string, Function>>}
 */
export function wasmExports(core) {
  let exports = EXPORTS.get(core);
  if (!exports) {
    exports = {};
    for (const key of Object.keys(core)) {
      if (!key.startsWith('_sk_') || typeof core[key] !== 'function') continue;
      core[key]();
      exports[key.slice(1)] = core[key];
    }
    Object.freeze(exports);
    EXPORTS.set(core, exports);
  }
  return exports;
}

/**
 * Reads the result buffer into plain objects. The word offsets are resolved once here, so that building a
 * result is a handful of typed-array reads (this is on every query's hot path).
 * @param {object} core  the loaded Emscripten module.
 */
export function createResultReader(core) {
  const base = core.resultAddress() >> 2;
  let f32 = core.HEAPF32;
  let i32 = core.HEAP32;
  const sweepT = base + SWEEP_HIT.T;
  const sweepPosition = base + SWEEP_HIT.POSITION;
  const sweepPoint = base + SWEEP_HIT.POINT;
  const sweepNormal = base + SWEEP_HIT.NORMAL;
  const contactDepth = base + CONTACT.DEPTH;
  const contactNormal = base + CONTACT.NORMAL;
  const contactPointA = base + CONTACT.POINT_A;
  const contactPointB = base + CONTACT.POINT_B;
  const rayT = base + RAYCAST_HIT.T;
  const rayPoint = base + RAYCAST_HIT.POINT;
  const rayNormal = base + RAYCAST_HIT.NORMAL;

  // Growing WASM memory detaches the old views (length 0): take the new ones.
  function refresh() {
    if (f32.length === 0) {
      f32 = core.HEAPF32;
      i32 = core.HEAP32;
    }
  }

  // "+ 0" turns -0 into 0 so results compare equal to hand-written vectors.
  function vec(o) {
    return { x: f32[o] + 0, y: f32[o + 1] + 0, z: f32[o + 2] + 0 };
  }

  return {
    /** The current float32 view of WASM memory (for callers that write inputs straight into it). */
    heapF32() {
      refresh();
      return f32;
    },
    /** The RangeError for an invalid_input result (see errors.js), to throw. */
    error(fn, names, args) {
      refresh();
      return inputError(fn, names, args, i32[base + ERROR], i32[base + ERROR_ARGUMENT]);
    },
    /** Throws the RangeError for an invalid_input result. */
    fail(fn, names, args) {
      throw this.error(fn, names, args);
    },
    /** The int32 at `word` of the result buffer (e.g. a batch call's BatchSummary fields). */
    int(word) {
      refresh();
      return i32[base + word];
    },
    /** @returns {import('./index.d.ts').SweepHit} */
    sweepHit(status) {
      refresh();
      return {
        hit: status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP,
        status: STATUS_NAMES[status],
        t: f32[sweepT],
        position: vec(sweepPosition),
        point: vec(sweepPoint),
        normal: vec(sweepNormal),
      };
    },
    /** @returns {import('./index.d.ts').Contact} */
    contact(status) {
      refresh();
      return {
        hit: status === STATUS_HIT,
        depth: f32[contactDepth],
        normal: vec(contactNormal),
        pointA: vec(contactPointA),
        pointB: vec(contactPointB),
      };
    },
    /** @returns {import('./index.d.ts').RaycastHit} */
    raycastHit(status) {
      refresh();
      return {
        hit: status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP,
        status: STATUS_NAMES[status],
        t: f32[rayT],
        point: vec(rayPoint),
        normal: vec(rayNormal),
      };
    },
  };
}
