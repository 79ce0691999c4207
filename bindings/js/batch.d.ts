// Type declarations for the batch sweeps (bindings/js/batch.js; C++: core/include/sweepkit/query/batch.hpp).
//
// Layouts, float32 per entry:
//   spheres        4: centre x, y, z, radius
//   displacements  3: x, y, z (the motion over the frame)
//   planes         4: normal x, y, z (unit), constant (n·p + constant = 0)
//   results        8: t, point x, y, z, normal x, y, z, status
// `status` is 0 miss, 1 hit, 2 initialOverlap, 3 invalidInput (a float). Every entry is the answer of the single
// call (sweepSpherePlane, sweepSphereSphere) for the same float32 inputs, bit for bit, without `position`
// (= start centre + t * displacement). Conventions as the single calls: t in [0, 1] is the fraction of the
// frame's motion; normals point from the first shape towards the second; a miss has t = 1 and zero vectors.
//
// Invalid entries (NaN, infinity, magnitudes beyond 1e8, a negative radius, a zero or non-unit plane normal) do
// not stop a batch: every result is written, invalid ones with status 3 (t = 0, zero vectors), then a
// BatchRangeError names the first invalid entry's argument, field and value, e.g.
// "sweepSpherePlaneBatch: spheres[3].radius must be >= 0 (got -1); 1 invalid entry: ...".
import type { ShapeLike, SweepStatus, Vec3, Vec3Like } from './index.js';

/** One entry of a batch's results, decoded (readBatchSweepHit). */
export interface BatchSweepHit {
  /** True for status 'hit' and 'initialOverlap'. */
  hit: boolean;
  /** 'invalidInput' only when read from the results of a batch that threw. */
  status: SweepStatus | 'invalidInput';
  /** Time of impact in [0, 1]; 0 for an initial overlap or invalid input, 1 for a miss. */
  t: number;
  /** Contact point at t; (0, 0, 0) for a miss or invalid input. */
  point: Vec3;
  /** Unit contact normal from the first shape towards the second; (0, 0, 0) for a miss or invalid input. */
  normal: Vec3;
}

/** The RangeError a batch throws when some entries are invalid (after writing every result). */
export interface BatchRangeError extends RangeError {
  /** The array holding the first invalid value, e.g. 'spheres'. */
  argument: string;
  /** Its field, e.g. 'radius', or null for a whole displacement. */
  field: string | null;
  /** The first invalid entry. */
  index: number;
  /** How many entries are invalid (status 3 in the results). */
  invalidCount: number;
}

/** Input arrays: a Float32Array is copied as is; other arrays of numbers are rounded to float32. */
export type Floats = Float32Array | ArrayLike<number>;

/**
 * N sphere–plane sweeps over arrays in WebAssembly memory: write the inputs into the views, run, read the
 * results in place; nothing is copied. Free with dispose() (or it is freed when garbage-collected).
 *
 * The views are getters: read them again after anything that may grow WebAssembly memory (creating a world or
 * another batch, adding bodies), since growing detaches views made before (they then have length 0).
 */
export interface SweepSpherePlaneBatch {
  /** Entries the arrays hold. */
  readonly capacity: number;
  /** 4 × capacity floats: centre x, y, z, radius. */
  readonly spheres: Float32Array;
  /** 3 × capacity floats. */
  readonly displacements: Float32Array;
  /** 4 × capacity floats: normal x, y, z, constant. Only the first plane is read when run with planeCount 1. */
  readonly planes: Float32Array;
  /** 8 × capacity floats: t, point x, y, z, normal x, y, z, status. Entries n and beyond are left as they were. */
  readonly results: Float32Array;
  /**
   * Sweeps sphere i by displacement i against plane i (or plane 0 for every i when planeCount is 1), i < n.
   * One WebAssembly call.
   * @param n           entries to sweep, 0 ≤ n ≤ capacity (default capacity).
   * @param planeCount  1 or n (default n).
   * @returns the number of entries that hit (status hit or initialOverlap).
   * @throws {BatchRangeError} if some entries are invalid; every result is written first.
   * @throws {RangeError} for n or planeCount out of range. @throws {Error} once disposed.
   */
  run(n?: number, planeCount?: number): number;
  /** Result `index` decoded into an object. */
  result(index: number): BatchSweepHit;
  /** Frees the arrays' WebAssembly memory now. Later calls throw; dispose() may be called again. */
  dispose(): void;
  readonly disposed: boolean;
}

/** N sphere–sphere sweeps over arrays in WebAssembly memory; as SweepSpherePlaneBatch. */
export interface SweepSphereSphereBatch {
  readonly capacity: number;
  /** 4 × capacity floats: centre x, y, z, radius of each sphere A. */
  readonly spheresA: Float32Array;
  /** 3 × capacity floats: the motion of each sphere A. */
  readonly displacementsA: Float32Array;
  /** 4 × capacity floats: each sphere B. Only the first is read when run with bCount 1. */
  readonly spheresB: Float32Array;
  /** 3 × capacity floats: the motion of each sphere B. Only the first is read when run with bCount 1. */
  readonly displacementsB: Float32Array;
  /** 8 × capacity floats: t, point x, y, z, normal x, y, z (from A towards B), status. */
  readonly results: Float32Array;
  /**
   * Sweeps sphere A i against sphere B i (or B 0 for every i when bCount is 1), i < n. One WebAssembly call.
   * `point` is midway between the two surfaces at t, `normal` from A's centre towards B's (+y if they coincide).
   * @param n       entries to sweep, 0 ≤ n ≤ capacity (default capacity).
   * @param bCount  1 or n (default n).
   * @returns the number of entries that hit (status hit or initialOverlap).
   * @throws {BatchRangeError} if some entries are invalid; every result is written first.
   */
  run(n?: number, bCount?: number): number;
  result(index: number): BatchSweepHit;
  dispose(): void;
  readonly disposed: boolean;
}

/** A shape kind of the convex cast batches (a shape's `type`). */
export type ShapeKind = 'sphere' | 'capsule' | 'aabb' | 'plane' | 'obb' | 'convexHull';

/**
 * N convex casts over arrays in WebAssembly memory (bindings/js/convex_batch.js; C++:
 * core/include/sweepkit/convex/sweep_batch.hpp): shapes of one kind, each moving by its own displacement, against
 * one target shape. Entry i is what `sk.sweep(shape i, displacement i, target, targetDisplacement)` answers for
 * the same float32 inputs, bit for bit, without `position` (= the shape's reference point + t · displacement):
 * the closed forms where the pair has one, conservative advancement on GJK distance otherwise (t never after
 * the first contact; at t the shapes are apart by at most 1e-4 of the larger one's size).
 *
 * Layouts (float32 per entry; generated/layout.js):
 *   shapes         SHAPE_WORDS = 16: the shape's fields in SHAPE_FIELDS order, as sk.sweep packs them; an obb is
 *                  centre x, y, z, halfSize x, y, z, then its rotation: a kind word (0: a 3×3 matrix by columns
 *                  in the next 9 words; 1: a quaternion x, y, z, w in the next 4); a capsule start, end, radius.
 *                  setShape(i, shape) checks a shape and writes its words.
 *   displacements  3: x, y, z (the motion over the frame)
 *   results        8: t, point x, y, z, normal x, y, z (from the shape towards the target), status
 * Memory: 108 bytes per entry. The views are getters (see SweepSpherePlaneBatch).
 */
export interface SweepShapeBatch {
  /** The kind of every shape of the batch. */
  readonly kind: ShapeKind;
  readonly capacity: number;
  /** 16 × capacity floats: each shape's words. */
  readonly shapes: Float32Array;
  /** 3 × capacity floats: each shape's motion over the frame. */
  readonly displacements: Float32Array;
  /** 8 × capacity floats: t, point x, y, z, normal x, y, z, status (0 miss, 1 hit, 2 initialOverlap, 3 invalid). */
  readonly results: Float32Array;
  /**
   * Checks `shape` as sk.sweep does (TypeError naming the field) and writes its words as entry `index`.
   * @throws {TypeError} for a shape of another kind. @throws {RangeError} for an index outside [0, capacity).
   * @returns the batch.
   */
  setShape(index: number, shape: ShapeLike): SweepShapeBatch;
  /**
   * Sweeps shapes 0 .. n-1 by their displacements against `target` moving by `targetDisplacement`. One
   * WebAssembly call.
   * @param n                   entries to sweep, 0 ≤ n ≤ capacity (default capacity).
   * @param target              any shape (checked as sk.sweep's second shape).
   * @param targetDisplacement  the target's motion over the frame (default (0, 0, 0); no angular part).
   * @returns the number of entries that hit (status hit or initialOverlap).
   * @throws {BatchRangeError} if some entries are invalid (argument 'shapes' or 'displacements'; every result is
   *   written first). @throws {RangeError} for an invalid target (as sk.sweep names it) or n out of range.
   * @throws {TypeError} for a target that is not a shape, a turning targetDisplacement, or a plane batch against
   *   a plane.
   */
  run(n: number, target: ShapeLike, targetDisplacement?: Vec3Like): number;
  result(index: number): BatchSweepHit;
  dispose(): void;
  readonly disposed: boolean;
}

/** The batch sweeps: N sweeps of one kind in one WebAssembly call. */
export interface BatchApi {
  /**
   * Allocates arrays for up to `capacity` convex casts of shapes of kind `kind` in WebAssembly memory.
   * @throws {TypeError} for an unknown kind. @throws {RangeError} for a capacity outside [0, 2^24].
   */
  createSweepShapeBatch(kind: ShapeKind, capacity: number): SweepShapeBatch;

  /**
   * N convex casts in one call from shape objects (packed and checked into WebAssembly memory; the results copied
   * out): as createSweepShapeBatch's run, for callers without a batch of their own.
   * @param shapes              N shapes, all of the kind of shapes[0].
   * @param displacements       3N floats.
   * @param target              the shape every entry is swept against.
   * @param targetDisplacement  its motion (default (0, 0, 0)).
   * @param out                 at least 8N floats (default: a new Float32Array(8N)).
   * @returns `out`: t, point x, y, z, normal x, y, z, status per cast.
   * @throws {BatchRangeError} for invalid entries (every result is written to `out` first); TypeError and
   *   RangeError as run and setShape.
   */
  sweepShapeBatch(
    shapes: ShapeLike[],
    displacements: Floats,
    target: ShapeLike,
    targetDisplacement?: Vec3Like,
    out?: Float32Array,
  ): Float32Array;

  /**
   * N sphere–plane sweeps in one call. Copies the inputs into WebAssembly memory and the results out (at
   * N = 1,000,000 the copies cost about as much as the sweeps, bench/REPORT.md); createSweepSpherePlaneBatch
   * avoids both.
   * Source: sweepSpherePlane (shared reference 000, fixed for both sides; Ericson §5.5.3), branch-free.
   * @param spheres        4N floats: centre x, y, z, radius.
   * @param displacements  3N floats: each centre's motion over the frame.
   * @param planes         4N floats (a plane per sphere) or 4 (one plane for all): normal x, y, z, constant.
   * @param out            at least 8N floats, caller-owned (default: a new Float32Array(8N)); entries beyond N
   *                       are left as they were.
   * @returns `out`, holding t, point x, y, z, normal x, y, z, status per sweep.
   * @throws {BatchRangeError} for invalid entries (every result is written to `out` first).
   * @throws {RangeError} for array lengths that do not fit together. @throws {TypeError} for a non-array.
   */
  sweepSpherePlaneBatch(spheres: Floats, displacements: Floats, planes: Floats, out?: Float32Array): Float32Array;

  /**
   * N sphere–sphere sweeps in one call (copies in and out; see createSweepSphereSphereBatch).
   * Source: sweepSphereSphere (shared reference 001, fixed; Ericson §5.5.5; Ray Tracing Gems ch. 7), branch-free.
   * @param spheresA        4N floats: centre x, y, z, radius of each sphere A.
   * @param displacementsA  3N floats.
   * @param spheresB        4N floats, or 4 (one sphere B for all).
   * @param displacementsB  3N floats, or 3 (with one sphere B).
   * @param out             at least 8N floats (default: a new Float32Array(8N)).
   * @returns `out`: t, point x, y, z, normal x, y, z (from A towards B), status per sweep.
   * @throws {BatchRangeError} for invalid entries (every result is written to `out` first).
   */
  sweepSphereSphereBatch(
    spheresA: Floats,
    displacementsA: Floats,
    spheresB: Floats,
    displacementsB: Floats,
    out?: Float32Array,
  ): Float32Array;

  /**
   * Allocates arrays for up to `capacity` sphere–plane sweeps in WebAssembly memory (76 bytes per entry).
   * @param capacity  0 ≤ capacity ≤ 2^24.
   */
  createSweepSpherePlaneBatch(capacity: number): SweepSpherePlaneBatch;

  /** Allocates arrays for up to `capacity` sphere–sphere sweeps in WebAssembly memory (88 bytes per entry). */
  createSweepSphereSphereBatch(capacity: number): SweepSphereSphereBatch;

  /** Entry `index` of batch results (8 floats each) as an object. @throws {RangeError} for an index out of range. */
  readBatchSweepHit(results: Float32Array, index: number): BatchSweepHit;
}
