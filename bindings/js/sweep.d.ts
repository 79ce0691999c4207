// Type declarations for the sweeps (time of impact; bindings/js/sweep.js).
// Conventions: each shape moves by its displacement over the frame without rotating; t is the fraction of
// the frame's motion in [0, 1]; normals point from the first shape (A) towards the second (B); touching at
// the start is 'initialOverlap' with t = 0, a path that only grazes is a 'hit'. Planes are fixed, two-sided
// and infinitely thin (a shape may approach from either side).
// `position` is the first shape's reference point at t: a sphere's centre, a capsule's `start`, a box's `min`.
import type { PlaneLike, SphereLike, SweepHit, Vec3Like } from './index.js';
import type { AabbLike, CapsuleLike } from './shapes.js';

export type { AabbLike, CapsuleLike } from './shapes.js';

/** The sweeps. Every function throws a RangeError naming the argument and field for invalid input (NaN, infinity, magnitudes beyond 1e8, negative radius, min > max, zero or non-unit plane normal). */
export interface SweepApi {
  /**
   * Time of impact of a sphere moving by `displacement` over the frame against a fixed plane,
   * approaching from either side. `normal` points from the sphere towards the plane, `point` is where
   * the sphere touches the plane, `position` is the centre at impact (Ci).
   * Source: shared reference 000, fixed for both sides; Ericson, Real-Time Collision Detection §5.5.3.
   * @throws {RangeError} non-finite values, negative radius, zero or non-unit plane normal.
   */
  sweepSpherePlane(sphere: SphereLike, displacement: Vec3Like, plane: PlaneLike): SweepHit;

  /**
   * Time of impact of two moving spheres. `normal` points from A's centre towards B's at t,
   * `point` is where the surfaces touch, `position` is A's centre at t.
   * Source: shared reference 001, fixed for no relative motion, grazing and initial overlap;
   * Ericson §5.5.5; Ray Tracing Gems ch. 7 for the stable discriminant.
   * @throws {RangeError} non-finite values or a negative radius.
   */
  sweepSphereSphere(
    sphereA: SphereLike,
    displacementA: Vec3Like,
    sphereB: SphereLike,
    displacementB: Vec3Like,
  ): SweepHit;

  /**
   * Time of impact of a moving sphere and a moving box (`THREE.Box3` fits). Exact: the sphere's centre is
   * cast against the box rounded by the radius, so a sphere clipping an edge or corner hits when its
   * surface reaches it, not when it enters the box's expanded bounds. `normal` points from the sphere
   * towards the box (minus the box's outward normal at the contact: a face normal, or diagonal at an edge
   * or corner), `point` is the contact point on the box's surface, `position` is the centre at t.
   * Initial overlap: `point` is the box point closest to the centre (a centre inside is pushed out through
   * the nearest face).
   * Source: Ericson, Real-Time Collision Detection §5.5.7.
   * @throws {RangeError} naming 'sphere', 'displacementA', 'aabb' or 'displacementB'.
   */
  sweepSphereAabb(sphere: SphereLike, displacementA: Vec3Like, aabb: AabbLike, displacementB: Vec3Like): SweepHit;

  /**
   * Time of impact of a moving box against a fixed plane, from either side. `normal` points from the box
   * towards the plane, `point` is the box vertex that touches it (the centre of the touching face or edge
   * when several touch at once, e.g. a box falling flat on the ground), `position` is the box's `min` at t.
   * Initial overlap: `point` is the deepest vertex projected onto the plane.
   * Source: Ericson §5.2.3 (projected radius) and §5.5.3.
   * @throws {RangeError} naming 'aabb', 'displacement' or 'plane'.
   */
  sweepAabbPlane(aabb: AabbLike, displacement: Vec3Like, plane: PlaneLike): SweepHit;

  /**
   * Time of impact of two moving boxes. `normal` is the axis (±x, ±y or ±z) of the last slab to start
   * overlapping, pointing from A towards B; `point` is the centre of the contact face region at t;
   * `position` is A's `min` at t. Initial overlap: `normal` is the axis of least penetration and `point`
   * the centre of the boxes' intersection (ties: x, then y, then z; + before -).
   * Source: Ericson §5.5.8 (IntersectMovingAABBAABB).
   * @throws {RangeError} naming 'aabbA', 'displacementA', 'aabbB' or 'displacementB'.
   */
  sweepAabbAabb(aabbA: AabbLike, displacementA: Vec3Like, aabbB: AabbLike, displacementB: Vec3Like): SweepHit;

  /**
   * Time of impact of a moving capsule (three's examples `Capsule` fits) against a fixed plane, from either
   * side. The end nearer the plane leads, as a sphere would; `point` is where the capsule touches the plane
   * (below the segment's middle when it is parallel to the plane), `normal` points from the capsule towards
   * the plane, `position` is the capsule's `start` at t. A segment crossing the plane at the start is an
   * initial overlap with `point` at the crossing.
   * Source: Ericson §5.5.3 applied to the nearer end.
   * @throws {RangeError} naming 'capsule', 'displacement' or 'plane'.
   */
  sweepCapsulePlane(capsule: CapsuleLike, displacement: Vec3Like, plane: PlaneLike): SweepHit;

  /**
   * Time of impact of a moving sphere and a moving capsule: the sphere's centre cast against the capsule
   * inflated by the sphere's radius (cylinder plus end spheres, stable roots). `normal` points from the
   * sphere towards the capsule, `point` is the contact point, `position` is the centre at t. Initial
   * overlap: `point` is midway between the two surfaces, as sweepSphereSphere.
   * Source: Ericson §5.3.7 and §5.5.7; Ray Tracing Gems ch. 7.
   * @throws {RangeError} naming 'sphere', 'displacementA', 'capsule' or 'displacementB'.
   */
  sweepSphereCapsule(
    sphere: SphereLike,
    displacementA: Vec3Like,
    capsule: CapsuleLike,
    displacementB: Vec3Like,
  ): SweepHit;
}
