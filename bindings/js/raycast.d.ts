// Type declarations for the ray / segment casts (bindings/js/raycast.js).
// A ray is origin + t·direction for t in [0, maxFraction]. With maxFraction = 1 (the default) it is the
// segment from origin to origin + direction and t a fraction of it; with a unit direction (`THREE.Ray`) t is a
// distance and maxFraction a far distance, Infinity for an endless ray. A zero direction tests the origin.
import type { PlaneLike, SphereLike, SweepStatus, Vec3 } from './index.js';
import type { AabbLike, CapsuleLike, RayLike } from './shapes.js';

export type { AabbLike, CapsuleLike, RayLike } from './shapes.js';

/** Result of a cast. Every field is a finite number in every outcome. */
export interface RaycastHit {
  /** True when the ray meets the shape within [0, maxFraction] (`status` is 'hit' or 'initialOverlap'). */
  hit: boolean;
  /** 'initialOverlap': the origin is inside or on the shape (on the plane, for a plane). */
  status: SweepStatus;
  /**
   * First t at which origin + t·direction is on the shape's surface; 0 for an initial overlap; for a miss,
   * maxFraction (the largest float32, 3.4028234663852886e38, when maxFraction is Infinity).
   */
  t: number;
  /** origin + t·direction: the hit point (the origin for an initial overlap); (0, 0, 0) for a miss. */
  point: Vec3;
  /**
   * Unit outward surface normal at the hit point (for a plane: the side facing the ray's origin);
   * (0, 0, 0) for an initial overlap or a miss.
   */
  normal: Vec3;
}

/** The casts. Every function throws a RangeError naming the argument and field for invalid input (NaN, infinity, magnitudes beyond 1e8, negative radius, min > max, zero or non-unit plane normal, NaN or negative maxFraction). */
export interface RaycastApi {
  /**
   * Casts a ray against a solid sphere (`THREE.Sphere` fits).
   * Source: Ericson, Real-Time Collision Detection §5.3.2; Ray Tracing Gems ch. 7 for the stable roots.
   * @param maxFraction  upper bound on t, >= 0; Infinity for an endless ray. Default 1.
   * @throws {RangeError} naming 'ray', 'sphere' or 'maxFraction'.
   */
  raycastSphere(ray: RayLike, sphere: SphereLike, maxFraction?: number): RaycastHit;

  /**
   * Casts a ray against a solid box (`THREE.Box3` fits); `normal` is the entry face's outward normal.
   * Source: Ericson §5.3.3 (slab test).
   * @param maxFraction  upper bound on t, >= 0; Infinity for an endless ray. Default 1.
   * @throws {RangeError} naming 'ray', 'aabb' or 'maxFraction'.
   */
  raycastAabb(ray: RayLike, aabb: AabbLike, maxFraction?: number): RaycastHit;

  /**
   * Casts a ray against a two-sided plane (`THREE.Plane` fits); `normal` faces the ray's origin.
   * Source: Ericson §5.3.1.
   * @param maxFraction  upper bound on t, >= 0; Infinity for an endless ray. Default 1.
   * @throws {RangeError} naming 'ray', 'plane' or 'maxFraction'.
   */
  raycastPlane(ray: RayLike, plane: PlaneLike, maxFraction?: number): RaycastHit;

  /**
   * Casts a ray against a solid capsule (three's examples `Capsule` fits).
   * Source: Ericson §5.3.7 with the end spheres of §5.3.2.
   * @param maxFraction  upper bound on t, >= 0; Infinity for an endless ray. Default 1.
   * @throws {RangeError} naming 'ray', 'capsule' or 'maxFraction'.
   */
  raycastCapsule(ray: RayLike, capsule: CapsuleLike, maxFraction?: number): RaycastHit;
}
