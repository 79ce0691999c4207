// What every batch shares (bindings/js/batch.js, the sphere batches; bindings/js/convex_batch.js, the convex casts):
// the arrays of one batch in one WASM allocation, the in-place batch object over them, the argument checks, the
// error for invalid entries and the decoding of one result (BATCH_SWEEP_HIT.STRIDE = 8 floats per entry).
import { BATCH_SWEEP_HIT, STATUS_HIT, STATUS_INITIAL_OVERLAP, STATUS_NAMES } from './generated/layout.js';

const { STRIDE, T, POINT, NORMAL, STATUS } = BATCH_SWEEP_HIT;
const DISPOSED = 'sweepkit: this batch was disposed';

/**
 * Entry `index` of a batch's results as a plain object, like a single sweep's result without `position` (which
 * is the start position + t * displacement).
 * @param {Float32Array} results  8 floats per entry.
 * @param {number} index          0-based entry.
 * @returns {import('./batch.d.ts').BatchSweepHit}
 */
export function readBatchSweepHit(results, index) {
  if (!Number.isInteger(index) || index < 0 || (index + 1) * STRIDE > results.length) {
    throw new RangeError(`readBatchSweepHit: index must be an integer in [0, ${results.length / STRIDE}) (got ${index})`);
  }
  const o = index * STRIDE;
  const status = results[o + STATUS];
  const p = o + POINT;
  const n = o + NORMAL;
  return {
    hit: status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP,
    status: STATUS_NAMES[status],
    t: results[o + T],
    point: { x: results[p] + 0, y: results[p + 1] + 0, z: results[p + 2] + 0 },
    normal: { x: results[n] + 0, y: results[n + 1] + 0, z: results[n + 2] + 0 },
  };
}

// The arrays of one batch in one WASM allocation, each 16-byte aligned, with Float32Array views remade when
// WASM memory grows (which detaches the old ones).
export class BatchMemory {
  #core;
  #wasm;
  #registry;
  #capacity;
  #floats; // floats per entry of each array
  #offsets; // byte offset of each array from the allocation
  #address = 0;
  #views = null;

  constructor(core, wasm, registry, capacity, floats) {
    this.#core = core;
    this.#wasm = wasm;
    this.#registry = registry;
    this.#capacity = capacity;
    this.#floats = floats;
    let bytes = 0;
    this.#offsets = floats.map((per) => {
      const offset = bytes;
      bytes += Math.ceil((per * 4 * capacity) / 16) * 16;
      return offset;
    });
    this.#address = wasm.sk_batch_alloc(Math.max(bytes, 16));
    if (!this.#address) {
      throw new RangeError(`sweepkit: cannot allocate ${bytes} bytes of WebAssembly memory for a batch of ${capacity}`);
    }
    core.HEAPU8.fill(0, this.#address, this.#address + bytes); // zeroed: no stale floats from freed memory
    registry?.register(this, this.#address, this);
  }

  get capacity() {
    return this.#capacity;
  }

  get disposed() {
    return this.#address === 0;
  }

  /** Byte address of array `k` in WASM memory. */
  address(k) {
    if (this.#address === 0) throw new Error(DISPOSED);
    return this.#address + this.#offsets[k];
  }

  /** Float32Array over array `k` (capacity entries). */
  view(k) {
    if (this.#address === 0) throw new Error(DISPOSED);
    const buffer = this.#core.HEAPF32.buffer;
    if (!this.#views || this.#views[0].buffer !== buffer) {
      this.#views = this.#floats.map(
        (per, i) => new Float32Array(buffer, this.#address + this.#offsets[i], per * this.#capacity),
      );
    }
    return this.#views[k];
  }

  dispose() {
    if (this.#address === 0) return;
    this.#registry?.unregister(this);
    this.#wasm.sk_batch_free(this.#address);
    this.#address = 0;
    this.#views = null;
  }
}

export function checkCapacity(fn, capacity) {
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > 2 ** 24) {
    throw new RangeError(`${fn}: capacity must be an integer in [0, 16777216] (got ${capacity})`);
  }
}

// Entries in an input array of `per` floats each (any array-like of numbers).
export function entries(fn, name, array, per) {
  if (array == null || typeof array.length !== 'number') {
    throw new TypeError(`${fn}: ${name} must be a Float32Array or an array of numbers (got ${array})`);
  }
  if (array.length % per !== 0) {
    throw new RangeError(`${fn}: ${name}.length must be a multiple of ${per} (got ${array.length})`);
  }
  return array.length / per;
}

export function output(fn, out, n) {
  if (out === undefined) return new Float32Array(n * STRIDE);
  if (!(out instanceof Float32Array)) throw new TypeError(`${fn}: out must be a Float32Array (got ${out})`);
  if (out.length < n * STRIDE) {
    throw new RangeError(`${fn}: out.length must be at least 8 * ${n} = ${n * STRIDE} (got ${out.length})`);
  }
  return out;
}
export const vecAt = (f, i) => ({ x: f[3 * i], y: f[3 * i + 1], z: f[3 * i + 2] });

// The RangeError for a batch with invalid entries: the single call's message for the first one, whose argument
// names carry the entry index ("spheres[3].radius must be >= 0 (got -1)").
export function batchError(fn, read, names, args, index, invalid, n) {
  const e = read.error(fn, names, args);
  const count = invalid > 1 ? `${invalid} of ${n} entries are invalid, the first shown` : `1 of ${n} entries is invalid`;
  const error = new RangeError(`${e.message}; ${count} (status 3 in the results; the other results are written)`);
  error.argument = e.argument.replace(/\[\d+\]$/, '');
  error.field = e.field;
  error.index = index;
  error.invalidCount = invalid;
  return error;
}

/**
 * What both in-place batches share: the WASM-owned arrays, their results view, run, result and dispose.
 * The subclasses name the input arrays.
 */
export class SweepBatch {
  #memory;
  #run;
  #name;
  #resultsArray;

  constructor(memory, run, name, resultsArray) {
    this.#memory = memory;
    this.#run = run;
    this.#name = name;
    this.#resultsArray = resultsArray;
  }

  /** The view of input array `index` (remade when WASM memory has grown). */
  static view(batch, index) {
    return batch.#memory.view(index);
  }

  /** Entries the arrays hold. */
  get capacity() {
    return this.#memory.capacity;
  }
  /** 8 floats per result: t, point, normal, status. */
  get results() {
    return this.#memory.view(this.#resultsArray);
  }

  /** Sweeps entries 0 .. n-1 against the second shapes 0 .. n-1, or against shape 0 when count is 1. @returns hits. */
  run(n = this.capacity, count = n) {
    return this.#run(`${this.#name}.run`, this.#memory, n, count);
  }

  /** Result `index` as an object. */
  result(index) {
    return readBatchSweepHit(this.results, index);
  }

  /** Frees the arrays' WASM memory now (otherwise when the batch is garbage-collected). */
  dispose() {
    this.#memory.dispose();
  }

  get disposed() {
    return this.#memory.disposed;
  }
}
