// Convex cast batches (core/include/sweepkit/dispatch/sweep_shapes_batch.hpp): N shapes of one kind, each moving by its own
// displacement, swept against one target shape in one WASM call, results written in place (BATCH_SWEEP_HIT.STRIDE
// = 8 floats per entry: t, point x y z, normal x y z, status). Each entry is what sk.sweep(shape, displacement,
// target, targetDisplacement) answers, without `position`.
//
// The layouts come from the schema (generated/layout.js): a shape is SHAPE_WORDS = 16 float32 words, its fields in
// SHAPE_FIELDS order (a rotation is a kind word, 0 matrix or 1 quaternion, then its 9 or 4 numbers; a hull its id),
// written by the generated packShape, which sk.sweep uses too; a displacement is 3 floats.
//
//   const batch = sk.createSweepShapeBatch('obb', capacity);   arrays owned by WASM memory
//   batch.setShape(i, obb); batch.displacements.set(...);     (setShape checks and packs one shape in place)
//   batch.run(n, target, targetDisplacement); batch.results    one WASM call; dispose() frees
//   sk.sweepShapeBatch(shapes, displacements, target, targetDisplacement?, out?)   copies in and out
import { convexShapeTag, motionWords, shapeTag } from './check.js';
import { BATCH_SUMMARY, BATCH_SWEEP_HIT, SHAPE_TYPES, SHAPE_WORDS } from './generated/layout.js';
import { packShape, unpackShape } from './generated/shapes.js';
import { BatchMemory, SweepBatch, batchError, checkCapacity, entries, output, vecAt } from './batch_memory.js';

const { STRIDE } = BATCH_SWEEP_HIT;
const SHAPE_ARRAYS = [SHAPE_WORDS, 3, STRIDE]; // shapes, displacements, results (floats per entry)
const RESULTS = 2;
const PLANE = SHAPE_TYPES.indexOf('plane');
const ZERO = Object.freeze({ x: 0, y: 0, z: 0 });

const KINDS = SHAPE_TYPES.filter((kind) => kind !== 'triangleMesh'); // a batch's shapes are convex (or planes)
const WHY_CONVEX = 'a batch sweeps convex shapes against a convex target (sk.sweep takes a mesh)';

/** The ShapeType tag of a kind name (as a shape's `type`). @throws {TypeError} for an unknown kind. */
function kindTag(fn, kind) {
  if (!KINDS.includes(kind)) {
    throw new TypeError(`${fn}: kind must be one of ${KINDS.map((k) => `'${k}'`).join(', ')} (got ${String(kind)})`);
  }
  return SHAPE_TYPES.indexOf(kind);
}

/**
 * The convex cast batch functions over a loaded core.
 * @param {object} core  the Emscripten module.
 * @param {Record<string, Function>} wasm  its raw sk_* exports.
 * @param {{error: Function, int: Function}} read  the result reader (memory.js).
 * @param {FinalizationRegistry | null} registry  frees batches garbage-collected without dispose().
 */
export function createShapeBatches(core, wasm, read, registry) {
  const target = new Float64Array(SHAPE_WORDS); // the target's words
  const motion = new Float64Array(6); // the target's displacement (its angular part must be zero)
  const words = (w, o) => [w[o], w[o + 1], w[o + 2], w[o + 3], w[o + 4], w[o + 5], w[o + 6], w[o + 7], w[o + 8],
    w[o + 9], w[o + 10], w[o + 11], w[o + 12], w[o + 13], w[o + 14], w[o + 15]];

  /** Runs entries 0 .. n-1 of `memory` (shapes of ShapeType `kind`) against `shape` moving by `displacement`. */
  function runShapes(fn, memory, n, kind, shape, displacement = ZERO) {
    if (!Number.isInteger(n) || n < 0 || n > memory.capacity) {
      throw new RangeError(`${fn}: n must be an integer in [0, ${memory.capacity}] (the capacity) (got ${n})`);
    }
    const tag = convexShapeTag(fn, 'target', shape, WHY_CONVEX);
    packShape(fn, 'target', tag, shape, target, 0);
    motionWords(fn, 'targetDisplacement', displacement, motion);
    if (motion[3] !== 0 || motion[4] !== 0 || motion[5] !== 0) {
      throw new TypeError(`${fn}: targetDisplacement must be a displacement {x, y, z} (a batch does not turn)`);
    }
    if (kind === PLANE && tag === PLANE) throw new TypeError(`${fn}: no sweep test for the pair (plane, plane)`);
    if (n === 0) return 0;
    const hits = wasm.sk_sweep_shapes_batch(n, kind, memory.address(0), memory.address(1), tag, ...target,
      motion[0], motion[1], motion[2], memory.address(RESULTS));
    const invalid = read.int(BATCH_SUMMARY.INVALID);
    if (invalid > 0) {
      const i = read.int(BATCH_SUMMARY.FIRST_INVALID);
      const shapes = memory.view(0);
      const d = vecAt(memory.view(1), i);
      // The single call on the same words says which argument and field.
      wasm.sk_sweep(kind, ...words(shapes, i * SHAPE_WORDS), d.x, d.y, d.z, 0, 0, 0, tag, ...target,
        motion[0], motion[1], motion[2], 0, 0, 0);
      const args = [unpackShape(shapes, i * SHAPE_WORDS, kind), d, shape, displacement];
      throw batchError(fn, read, [`shapes[${i}]`, `displacements[${i}]`, 'target', 'targetDisplacement'], args, i, invalid, n);
    }
    return hits;
  }

  /** N shapes of one kind swept against one target, over arrays in WASM memory (see batch.d.ts). */
  class SweepShapeBatch extends SweepBatch {
    #kind;
    constructor(memory, kind) {
      super(memory, (fn, m, n, args) => runShapes(fn, m, n, kind, args.target, args.targetDisplacement),
        'SweepShapeBatch', RESULTS);
      this.#kind = kind;
    }
    /** The kind of every shape of the batch ('obb', 'capsule', …). */
    get kind() {
      return SHAPE_TYPES[this.#kind];
    }
    /** SHAPE_WORDS (16) floats per shape, the layout sk.sweep packs (write them with setShape). */
    get shapes() {
      return SweepBatch.view(this, 0);
    }
    /** 3 floats per displacement. */
    get displacements() {
      return SweepBatch.view(this, 1);
    }
    /** Checks `shape` (of the batch's kind) as sk.sweep does and writes its words as entry `index`. */
    setShape(index, shape) {
      const fn = 'SweepShapeBatch.setShape';
      if (!Number.isInteger(index) || index < 0 || index >= this.capacity) {
        throw new RangeError(`${fn}: index must be an integer in [0, ${this.capacity}) (got ${index})`);
      }
      const tag = shapeTag(fn, 'shape', shape);
      if (tag !== this.#kind) throw new TypeError(`${fn}: shape must be of kind '${this.kind}' (got '${SHAPE_TYPES[tag]}')`);
      packShape(fn, 'shape', tag, shape, this.shapes, index * SHAPE_WORDS);
      return this;
    }
    /** Sweeps entries 0 .. n-1 against `shape` moving by `displacement`. @returns the entries that hit. */
    run(n = this.capacity, shape = undefined, displacement = ZERO) {
      return super.run(n, { target: shape, targetDisplacement: displacement });
    }
  }

  function createSweepShapeBatch(kind, capacity) {
    const fn = 'createSweepShapeBatch';
    const tag = kindTag(fn, kind);
    checkCapacity(fn, capacity);
    return new SweepShapeBatch(new BatchMemory(core, wasm, registry, capacity, SHAPE_ARRAYS), tag);
  }

  let scratch = null; // the copying form's memory, grown on demand, one kind at a time
  function sweepShapeBatch(shapes, displacements, shape, displacement = ZERO, out = undefined) {
    const fn = 'sweepShapeBatch';
    if (!Array.isArray(shapes)) throw new TypeError(`${fn}: shapes must be an array of shapes (got ${shapes})`);
    const n = shapes.length;
    if (entries(fn, 'displacements', displacements, 3) !== n) {
      throw new RangeError(`${fn}: displacements.length must be 3 * ${n} = ${3 * n} (got ${displacements.length})`);
    }
    const results = output(fn, out, n);
    if (n === 0) return results;
    const kind = convexShapeTag(fn, 'shapes[0]', shapes[0], WHY_CONVEX);
    if (!scratch || scratch.capacity < n) {
      scratch?.dispose();
      scratch = new BatchMemory(core, wasm, null, Math.ceil(n / 1024) * 1024, SHAPE_ARRAYS);
    }
    const view = scratch.view(0);
    for (let i = 0; i < n; i++) {
      const tag = shapeTag(fn, `shapes[${i}]`, shapes[i]);
      if (tag !== kind) {
        throw new TypeError(`${fn}: shapes[${i}] must be of kind '${SHAPE_TYPES[kind]}' as shapes[0] (got '${SHAPE_TYPES[tag]}')`);
      }
      packShape(fn, `shapes[${i}]`, tag, shapes[i], view, i * SHAPE_WORDS);
    }
    scratch.view(1).set(displacements);
    try {
      runShapes(fn, scratch, n, kind, shape, displacement);
    } catch (error) {
      if (error.invalidCount !== undefined) results.set(scratch.view(RESULTS).subarray(0, n * STRIDE));
      throw error; // (a bad target or n throws before anything is computed: `out` is left as it was)
    }
    results.set(scratch.view(RESULTS).subarray(0, n * STRIDE));
    return results;
  }

  return { createSweepShapeBatch, sweepShapeBatch };
}
