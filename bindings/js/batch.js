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
// The arrays' memory, the in-place batch object and the checks are in batch_memory.js (shared with the convex
// cast batches, convex_batch.js, whose functions createBatches returns too).
import { BATCH_SUMMARY, BATCH_SWEEP_HIT } from './generated/layout.js';
import {
  BatchMemory, SweepBatch, batchError, checkCapacity, entries, output, readBatchSweepHit, vecAt,
} from './batch_memory.js';
import { createShapeBatches } from './convex_batch.js';
import { wasmExports } from './memory.js';

const { STRIDE } = BATCH_SWEEP_HIT;

// Floats per entry of each array, in allocation order.
const SPHERE_PLANE_ARRAYS = [4, 3, 4, STRIDE]; // spheres, displacements, planes, results
const SPHERE_SPHERE_ARRAYS = [4, 3, 4, 3, STRIDE]; // spheresA, displacementsA, spheresB, displacementsB, results
const RESULTS_PLANE = 3;
const RESULTS_SPHERE = 4;

function checkRun(fn, n, capacity, count, countName) {
  if (!Number.isInteger(n) || n < 0 || n > capacity) {
    throw new RangeError(`${fn}: n must be an integer in [0, ${capacity}] (the capacity) (got ${n})`);
  }
  if (count !== 1 && count !== n) throw new RangeError(`${fn}: ${countName} must be 1 or n = ${n} (got ${count})`);
}

function expectEntries(fn, name, array, per, allowed) {
  const count = entries(fn, name, array, per);
  if (!allowed.includes(count)) {
    const lengths = [...new Set(allowed.map((c) => c * per))].join(' or ');
    throw new RangeError(`${fn}: ${name}.length must be ${lengths} (got ${array.length})`);
  }
  return count;
}

const sphereAt = (f, i) => ({ center: { x: f[4 * i], y: f[4 * i + 1], z: f[4 * i + 2] }, radius: f[4 * i + 3] });
const planeAt = (f, i) => ({ normal: { x: f[4 * i], y: f[4 * i + 1], z: f[4 * i + 2] }, constant: f[4 * i + 3] });

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
    ...createShapeBatches(core, wasm, read, registry),
    sweepSpherePlaneBatch,
    sweepSphereSphereBatch,
    createSweepSpherePlaneBatch,
    createSweepSphereSphereBatch,
    readBatchSweepHit,
  };
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
