// The core's WASM memory as JS sees it: the direct `sk_*` exports, and a reader of the result buffer's header
// words for the callers that are not generated queries (the batches). The query functions read results with
// their own generated readers (bindings/js/generated/queries.js).
import { inputError } from './check.js';
import { RESULT_HEADER } from './generated/layout.js';

const EXPORTS = new WeakMap();

/**
 * The core's `extern "C"` exports whose names start with `sk_` (bindings/embind/generated_queries.cpp and
 * batch.cpp), as functions that call straight into WASM, keyed by their C name.
 *
 * Emscripten 3.1.6 puts each export behind a JS wrapper on `Module._name` that replaces itself with the raw WASM
 * function on its first call. Each export is called once here, with no arguments (float parameters arrive as NaN,
 * which every query rejects as invalid input; integer ones as 0: a sphere tag, or an empty batch), so that the
 * functions returned are the raw exports and a query costs one JS→WASM call, with no embind invoker and no
 * wrapper. So every `sk_` export must be harmless when called with no arguments. The result buffer's content is
 * undefined after this call. Cached per core.
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
 * Reads the result buffer's header and int32 words (a batch call's BatchSummary).
 * @param {object} core  the loaded Emscripten module.
 */
export function createResultReader(core) {
  const base = core.resultAddress() >> 2;
  const i32 = () => core.HEAP32; // the current view: WASM memory may have grown since the last call
  return {
    /** The RangeError for the invalid_input answer the core just wrote (see check.js, inputError). */
    error(fn, names, args) {
      const words = i32();
      return inputError(fn, names, args, words[base + RESULT_HEADER.ERROR], words[base + RESULT_HEADER.ERROR_ARGUMENT]);
    },
    /** The int32 at `word` of the result buffer. */
    int(word) {
      return i32()[base + word];
    },
  };
}
