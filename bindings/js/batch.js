// Batch sweeps (core/include/sweepkit/query/batch.hpp): N sweeps of one kind in one WASM call over Float32Arrays,
// results into a Float32Array of BATCH_SWEEP_HIT.STRIDE = 8 floats per sweep (layout.js):
//   t, point x y z, normal x y z, status (0 miss, 1 hit, 2 initialOverlap, 3 invalidInput)
// Inputs: spheres 4 floats each (centre x y z, radius), displacements 3 (x y z), planes 4 (normal x y z, constant).
//
// Two forms, one WASM call per batch in either:
//   sk.sweepSpherePlaneBatch(spheres, displacements, planes, out)   copies the arrays into WASM memory and back
//   const batch = sk.createSweepSpherePlaneBatch(capacity)         arrays owned by WASM memory: write the inputs
//   batch.spheres.set(...); batch.run(n); batch.results[...]       in place, nothing is copied; dispose() frees
// and the same for sphere–sphere. Invalid entries do not stop a batch: every result is written (invalid ones with
// status 3), then a RangeError names the first invalid entry's argument, field and value.
import { BATCH_SUMMARY, BATCH_SWEEP_HIT, STATUS_HIT, STATUS_INITIAL_OVERLAP, STATUS_NAMES } from './generated/layout.js';
import { wasmExports } from './memory.js';

const { STRIDE, T, POINT, NORMAL, STATUS } = BATCH_SWEEP_HIT;
const DISPOSED = 'sweepkit: this batch was disposed';

// Floats per entry of each array, in allocation order.
const SPHERE_PLANE_ARRAYS = [4, 3, 4, STRIDE]; // spheres, displacements, planes, results
const SPHERE_SPHERE_ARRAYS = [4, 3, 4, 3, STRIDE]; // spheresA, displacementsA, spheresB, displacementsB, results
const RESULTS_PLANE = 3;
const RESULTS_SPHERE = 4;

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
class BatchMemory {
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

function checkCapacity(fn, capacity) {
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > 2 ** 24) {
    throw new RangeError(`${fn}: capacity must be an integer in [0, 16777216] (got ${capacity})`);
  }
}

function checkRun(fn, n, capacity, count, countName) {
  if (!Number.isInteger(n) || n < 0 || n > capacity) {
    throw new RangeError(`${fn}: n must be an integer in [0, ${capacity}] (the capacity) (got ${n})`);
  }
  if (count !== 1 && count !== n) throw new RangeError(`${fn}: ${countName} must be 1 or n = ${n} (got ${count})`);
}

// Entries in an input array of `per` floats each (any array-like of numbers).
function entries(fn, name, array, per) {
  if (array == null || typeof array.length !== 'number') {
    throw new TypeError(`${fn}: ${name} must be a Float32Array or an array of numbers (got ${array})`);
  }
  if (array.length % per !== 0) {
    throw new RangeError(`${fn}: ${name}.length must be a multiple of ${per} (got ${array.length})`);
  }
  return array.length / per;
}

function expectEntries(fn, name, array, per, allowed) {
  const count = entries(fn, name, array, per);
  if (!allowed.includes(count)) {
    const lengths = [...new Set(allowed.map((c) => c * per))].join(' or ');
    throw new RangeError(`${fn}: ${name}.length must be ${lengths} (got ${array.length})`);
  }
  return count;
}

function output(fn, out, n) {
  if (out === undefined) return new Float32Array(n * STRIDE);
  if (!(out instanceof Float32Array)) throw new TypeError(`${fn}: out must be a Float32Array (got ${out})`);
  if (out.length < n * STRIDE) {
    throw new RangeError(`${fn}: out.length must be at least 8 * ${n} = ${n * STRIDE} (got ${out.length})`);
  }
  return out;
}

const sphereAt = (f, i) => ({ center: { x: f[4 * i], y: f[4 * i + 1], z: f[4 * i + 2] }, radius: f[4 * i + 3] });
const vecAt = (f, i) => ({ x: f[3 * i], y: f[3 * i + 1], z: f[3 * i + 2] });
const planeAt = (f, i) => ({ normal: { x: f[4 * i], y: f[4 * i + 1], z: f[4 * i + 2] }, constant: f[4 * i + 3] });

// The RangeError for a batch with invalid entries: the single call's message for the first one, whose argument
// names carry the entry index ("spheres[3].radius must be >= 0 (got -1)").
function batchError(fn, read, names, args, index, invalid, n) {
  const e = read.error(fn, names, args);
  const count = invalid > 1 ? `${invalid} of ${n} entries are invalid, the first shown` : `1 of ${n} entries is invalid`;
  const error = new RangeError(`${e.message}; ${count} (status 3 in the results; the other results are written)`);
  error.argument = e.argument.replace(/\[\d+\]$/, '');
  error.field = e.field;
  error.index = index;
  error.invalidCount = invalid;
  return error;
}

/** Builds the batch sweep functions over a loaded core and its result reader. */
export function createBatches(core, read) {
  const wasm = wasmExports(core);
  // Batches garbage-collected without dispose() are freed then; dispose() frees them at once.
  const registry =
    typeof FinalizationRegistry === 'function'
      ? new FinalizationRegistry((address) => wasm.sk_batch_free(address))
      : null;

  // ---- the two kernels over a BatchMemory ----

  function runSpherePlane(fn, memory, n, planeCount) {
    checkRun(fn, n, memory.capacity, planeCount, 'planeCount');
    if (n === 0) return 0;
    const hits = wasm.sk_sweep_sphere_plane_batch(
      n, memory.address(0), memory.address(1), memory.address(2), planeCount, memory.address(3),
    );
    const invalid = read.int(BATCH_SUMMARY.INVALID);
    if (invalid > 0) {
      const i = read.int(BATCH_SUMMARY.FIRST_INVALID);
      const j = planeCount === 1 ? 0 : i;
      const args = [sphereAt(memory.view(0), i), vecAt(memory.view(1), i), planeAt(memory.view(2), j)];
      const [s, d, p] = args;
      // The single call on the same floats says which argument and field.
      wasm.sk_sweep_sphere_plane(
        s.center.x, s.center.y, s.center.z, s.radius, d.x, d.y, d.z, p.normal.x, p.normal.y, p.normal.z, p.constant,
      );
      const names = [`spheres[${i}]`, `displacements[${i}]`, `planes[${j}]`];
      throw batchError(fn, read, names, args, i, invalid, n);
    }
    return hits;
  }

  function runSphereSphere(fn, memory, n, bCount) {
    checkRun(fn, n, memory.capacity, bCount, 'bCount');
    if (n === 0) return 0;
    const hits = wasm.sk_sweep_sphere_sphere_batch(
      n, memory.address(0), memory.address(1), memory.address(2), memory.address(3), bCount, memory.address(4),
    );
    const invalid = read.int(BATCH_SUMMARY.INVALID);
    if (invalid > 0) {
      const i = read.int(BATCH_SUMMARY.FIRST_INVALID);
      const j = bCount === 1 ? 0 : i;
      const args = [
        sphereAt(memory.view(0), i), vecAt(memory.view(1), i), sphereAt(memory.view(2), j), vecAt(memory.view(3), j),
      ];
      const [a, da, b, db] = args;
      wasm.sk_sweep_sphere_sphere(
        a.center.x, a.center.y, a.center.z, a.radius, da.x, da.y, da.z,
        b.center.x, b.center.y, b.center.z, b.radius, db.x, db.y, db.z,
      );
      const names = [`spheresA[${i}]`, `displacementsA[${i}]`, `spheresB[${j}]`, `displacementsB[${j}]`];
      throw batchError(fn, read, names, args, i, invalid, n);
    }
    return hits;
  }

  // ---- the copying forms, over scratch memory grown on demand ----

  const scratch = { plane: null, sphere: null };
  function scratchMemory(kind, floats, n) {
    let memory = scratch[kind];
    if (!memory || memory.capacity < n) {
      memory?.dispose();
      memory = scratch[kind] = new BatchMemory(core, wasm, null, Math.ceil(n / 1024) * 1024, floats);
    }
    return memory;
  }

  function sweepSpherePlaneBatch(spheres, displacements, planes, out) {
    const fn = 'sweepSpherePlaneBatch';
    const n = entries(fn, 'spheres', spheres, 4);
    expectEntries(fn, 'displacements', displacements, 3, [n]);
    const planeCount = expectEntries(fn, 'planes', planes, 4, [1, n]);
    const results = output(fn, out, n);
    if (n === 0) return results;
    const memory = scratchMemory('plane', SPHERE_PLANE_ARRAYS, n);
    memory.view(0).set(spheres);
    memory.view(1).set(displacements);
    memory.view(2).set(planes);
    try {
      runSpherePlane(fn, memory, n, planeCount);
    } finally {
      results.set(memory.view(RESULTS_PLANE).subarray(0, n * STRIDE));
    }
    return results;
  }

  function sweepSphereSphereBatch(spheresA, displacementsA, spheresB, displacementsB, out) {
    const fn = 'sweepSphereSphereBatch';
    const n = entries(fn, 'spheresA', spheresA, 4);
    expectEntries(fn, 'displacementsA', displacementsA, 3, [n]);
    const bCount = expectEntries(fn, 'spheresB', spheresB, 4, [1, n]);
    expectEntries(fn, 'displacementsB', displacementsB, 3, [bCount]);
    const results = output(fn, out, n);
    if (n === 0) return results;
    const memory = scratchMemory('sphere', SPHERE_SPHERE_ARRAYS, n);
    memory.view(0).set(spheresA);
    memory.view(1).set(displacementsA);
    memory.view(2).set(spheresB);
    memory.view(3).set(displacementsB);
    try {
      runSphereSphere(fn, memory, n, bCount);
    } finally {
      results.set(memory.view(RESULTS_SPHERE).subarray(0, n * STRIDE));
    }
    return results;
  }

  // ---- the in-place forms ----

  function createSweepSpherePlaneBatch(capacity) {
    checkCapacity('createSweepSpherePlaneBatch', capacity);
    return new SweepSpherePlaneBatch(
      new BatchMemory(core, wasm, registry, capacity, SPHERE_PLANE_ARRAYS),
      runSpherePlane,
    );
  }

  function createSweepSphereSphereBatch(capacity) {
    checkCapacity('createSweepSphereSphereBatch', capacity);
    return new SweepSphereSphereBatch(
      new BatchMemory(core, wasm, registry, capacity, SPHERE_SPHERE_ARRAYS),
      runSphereSphere,
    );
  }

  return {
    sweepSpherePlaneBatch,
    sweepSphereSphereBatch,
    createSweepSpherePlaneBatch,
    createSweepSphereSphereBatch,
    readBatchSweepHit,
  };
}

/**
 * What both in-place batches share: the WASM-owned arrays, their results view, run, result and dispose.
 * The subclasses name the input arrays.
 */
class SweepBatch {
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

/** N sphere–plane sweeps over arrays in WASM memory (see batch.d.ts); run(n, planeCount). */
class SweepSpherePlaneBatch extends SweepBatch {
  constructor(memory, run) {
    super(memory, run, 'SweepSpherePlaneBatch', RESULTS_PLANE);
  }
  /** 4 floats per sphere: centre x, y, z, radius. */
  get spheres() {
    return SweepBatch.view(this, 0);
  }
  /** 3 floats per displacement. */
  get displacements() {
    return SweepBatch.view(this, 1);
  }
  /** 4 floats per plane: normal x, y, z, constant (only the first when run with planeCount 1). */
  get planes() {
    return SweepBatch.view(this, 2);
  }
}

/** N sphere–sphere sweeps over arrays in WASM memory (see batch.d.ts); run(n, bCount). */
class SweepSphereSphereBatch extends SweepBatch {
  constructor(memory, run) {
    super(memory, run, 'SweepSphereSphereBatch', RESULTS_SPHERE);
  }
  /** 4 floats per sphere A: centre x, y, z, radius. */
  get spheresA() {
    return SweepBatch.view(this, 0);
  }
  /** 3 floats per displacement of A. */
  get displacementsA() {
    return SweepBatch.view(this, 1);
  }
  /** 4 floats per sphere B (only the first when run with bCount 1). */
  get spheresB() {
    return SweepBatch.view(this, 2);
  }
  /** 3 floats per displacement of B (only the first when run with bCount 1). */
  get displacementsB() {
    return SweepBatch.view(this, 3);
  }
}
