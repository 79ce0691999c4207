// Type declarations for the generic contact(a, b) and sweep(a, da, b, db) (bindings/js/dispatch.js).
// The shape kinds are inferred from the fields (or an explicit `type`), either argument order works, and
// normals always point from the first shape (A) towards the second (B).
import type { SweepHit, Vec3Like } from './index.js';
import type { Contact } from './contact.js';
import type { ShapeLike } from './world.js';

export interface DispatchApi {
  /**
   * Discrete contact between any two shapes (sphere, capsule, aabb, plane): calls the pair's
   * `contact<A><B>` in its canonical order and mirrors the result when given the other way round.
   * Design after Jolt's collide table with reversed wrappers.
   * @throws {TypeError} an object that is no shape, or the pair (plane, plane), naming the pair.
   * @throws {RangeError} invalid input, naming `shapeA` or `shapeB` and the field.
   */
  contact(shapeA: ShapeLike, shapeB: ShapeLike): Contact;

  /**
   * Time of impact of two moving shapes over one frame (A moves by displacementA, B by displacementB;
   * planes may move too). `position` is A's reference point at t (sphere centre, capsule start, box min,
   * plane point closest to the origin).
   * @throws {TypeError} pairs without a sweep: (capsule, capsule), (capsule, aabb), (plane, plane).
   * @throws {RangeError} invalid input, naming the argument and the field.
   */
  sweep(shapeA: ShapeLike, displacementA: Vec3Like, shapeB: ShapeLike, displacementB: Vec3Like): SweepHit;
}
