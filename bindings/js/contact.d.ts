// Type declarations for the discrete contact tests and boolean overlap fast paths (bindings/js/contact.js).
// Conventions: contact normals point from the first shape (A) towards the second (B); planes are two-sided
// and infinitely thin (not half-spaces); touching counts as contact (hit with depth 0).
import type { PlaneLike, SphereLike, Vec3 } from './index.js';
import type { AabbLike, CapsuleLike } from './shapes.js';

export type { AabbLike, CapsuleLike } from './shapes.js';

/**
 * Result of a discrete contact test between shape A and shape B at one instant. Every field is a finite
 * number in every outcome.
 */
export interface Contact {
  /** True when the shapes touch or overlap (touching counts, with depth 0). */
  hit: boolean;
  /**
   * Penetration depth along `normal`, >= 0: moving B by depth·normal (or A by -depth·normal) separates them.
   * 0 when just touching, and for a miss.
   */
  depth: number;
  /** Unit contact normal from A towards B; (0, 0, 0) for a miss. */
  normal: Vec3;
  /** The point of A reaching deepest into B (its surface point furthest along +normal); (0, 0, 0) for a miss. */
  pointA: Vec3;
  /** The point of B reaching deepest into A; pointA - pointB = depth·normal. (0, 0, 0) for a miss. */
  pointB: Vec3;
}

/**
 * The discrete contact tests and boolean overlap tests (points in world space). Every function throws a
 * RangeError naming the argument and field for invalid input: NaN, infinity or magnitudes beyond 1e8, a
 * negative radius, min > max on a box, a zero or non-unit plane normal.
 */
export interface ContactApi {
  /**
   * Whether two spheres touch or overlap, and the contact that separates them. `normal` runs from A's centre
   * to B's (+y when the centres coincide); `pointA` = A's centre + rA·normal, `pointB` = B's centre - rB·normal.
   * Source: shared reference 003 (sphere / sphere); Ericson, Real-Time Collision Detection §4.3.1.
   * @throws {RangeError} naming 'sphereA' or 'sphereB'.
   */
  contactSphereSphere(sphereA: SphereLike, sphereB: SphereLike): Contact;

  /**
   * Whether two boxes touch or overlap, and the contact along their axis of least penetration (±x, ±y or ±z;
   * ties between axes go to x, then y, then z; the sign points from A's centre to B's, + when equal).
   * `pointA` is on A's face towards B, `pointB` on B's face towards A, both at the centre of the boxes'
   * overlap region in the other two axes. `THREE.Box3` fits.
   * Source: shared reference 003 (AABB / AABB); Ericson §4.2.1.
   * @throws {RangeError} naming 'aabbA' or 'aabbB'.
   */
  contactAabbAabb(aabbA: AabbLike, aabbB: AabbLike): Contact;

  /**
   * Whether a box and a sphere touch or overlap, normal from the box towards the sphere. The box point closest
   * to the centre (by clamping) is `pointA`; a centre inside the box is pushed out through the nearest face
   * (depth = distance to that face + radius).
   * Source: shared reference 003 (AABB / sphere); Ericson §5.2.5.
   * @throws {RangeError} naming 'aabb' or 'sphere'.
   */
  contactAabbSphere(aabb: AabbLike, sphere: SphereLike): Contact;

  /**
   * Whether a sphere touches a two-sided plane (|signed distance| <= radius), normal from the sphere towards
   * the plane (-plane.normal when the centre is on the positive side or on the plane, +plane.normal otherwise,
   * as sweepSpherePlane). `pointA` = centre + radius·normal, `pointB` = the centre's projection onto the plane.
   * Source: Ericson §5.2.2.
   * @throws {RangeError} naming 'sphere' or 'plane'.
   */
  contactSpherePlane(sphere: SphereLike, plane: PlaneLike): Contact;

  /**
   * Whether a box touches a two-sided plane (|centre distance| <= projected radius), normal from the box towards
   * the plane (same side rule as contactSpherePlane). `pointA` = the box vertex furthest along the normal (the
   * centre of the deepest edge or face when the normal has zero components), `pointB` its projection.
   * Source: Ericson §5.2.3.
   * @throws {RangeError} naming 'aabb' or 'plane'.
   */
  contactAabbPlane(aabb: AabbLike, plane: PlaneLike): Contact;

  /**
   * Whether a sphere and a capsule touch or overlap, normal from the sphere towards the capsule segment's
   * closest point (when the centre lies on the segment: the perpendicular to the segment nearest +y, or +x
   * made perpendicular when the segment is within 45° of y).
   * Source: Ericson §4.5.1 and §5.1.2; shared reference 003.
   * @throws {RangeError} naming 'sphere' or 'capsule'.
   */
  contactSphereCapsule(sphere: SphereLike, capsule: CapsuleLike): Contact;

  /**
   * Whether two capsules touch or overlap, normal between their segments' closest points (segments that meet:
   * the cross product of their directions, or a perpendicular nearest +y when parallel).
   * Source: Ericson §4.5.1 and §5.1.9.
   * @throws {RangeError} naming 'capsuleA' or 'capsuleB'.
   */
  contactCapsuleCapsule(capsuleA: CapsuleLike, capsuleB: CapsuleLike): Contact;

  /**
   * Whether a capsule touches a two-sided plane, normal from the capsule towards the plane (the side of the
   * segment's midpoint, which needs the shorter push). `pointA` = the deepest end (the segment's middle when
   * parallel to the plane) + radius·normal, `pointB` its projection onto the plane.
   * Source: Ericson §5.2.2 applied to the segment's ends.
   * @throws {RangeError} naming 'capsule' or 'plane'.
   */
  contactCapsulePlane(capsule: CapsuleLike, plane: PlaneLike): Contact;

  /**
   * Whether a capsule and a box touch or overlap, exactly (the segment's distance to the box <= radius, found
   * in closed form), normal from the capsule towards the box. When the segment itself meets the box, the
   * capsule's bounding box is pushed off the box along the axis of least penetration (as contactAabbAabb),
   * with `pointA` the capsule's deepest point along that axis.
   * Source: piecewise-quadratic segment / box distance (core/src/query/closest_segment_aabb.hpp); Ericson §5.1.3.
   * @throws {RangeError} naming 'capsule' or 'aabb'.
   */
  contactCapsuleAabb(capsule: CapsuleLike, aabb: AabbLike): Contact;

  /**
   * Whether two spheres touch or overlap (touching counts); agrees with contactSphereSphere(...).hit.
   * @throws {RangeError} naming 'sphereA' or 'sphereB'.
   */
  overlapSphereSphere(sphereA: SphereLike, sphereB: SphereLike): boolean;

  /**
   * Whether two boxes touch or overlap (touching counts); agrees with contactAabbAabb(...).hit.
   * @throws {RangeError} naming 'aabbA' or 'aabbB'.
   */
  overlapAabbAabb(aabbA: AabbLike, aabbB: AabbLike): boolean;

  /**
   * Whether a sphere and a box touch or overlap (sphere first); agrees with contactAabbSphere(aabb, sphere).hit.
   * @throws {RangeError} naming 'sphere' or 'aabb'.
   */
  overlapSphereAabb(sphere: SphereLike, aabb: AabbLike): boolean;

  /**
   * Whether a sphere touches a two-sided plane; agrees with contactSpherePlane(...).hit.
   * @throws {RangeError} naming 'sphere' or 'plane'.
   */
  overlapSpherePlane(sphere: SphereLike, plane: PlaneLike): boolean;

  /**
   * Whether a box touches a two-sided plane; agrees with contactAabbPlane(...).hit.
   * @throws {RangeError} naming 'aabb' or 'plane'.
   */
  overlapAabbPlane(aabb: AabbLike, plane: PlaneLike): boolean;

  /**
   * Whether a sphere and a capsule touch or overlap; agrees with contactSphereCapsule(...).hit.
   * @throws {RangeError} naming 'sphere' or 'capsule'.
   */
  overlapSphereCapsule(sphere: SphereLike, capsule: CapsuleLike): boolean;

  /**
   * Whether two capsules touch or overlap; agrees with contactCapsuleCapsule(...).hit.
   * @throws {RangeError} naming 'capsuleA' or 'capsuleB'.
   */
  overlapCapsuleCapsule(capsuleA: CapsuleLike, capsuleB: CapsuleLike): boolean;
}

/** Builds the contact and overlap functions over a loaded core (internal; the API from `init()` includes them). */
export function createContacts(core: unknown, read: unknown): ContactApi;
