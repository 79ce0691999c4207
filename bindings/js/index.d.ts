// Type declarations for sweepkit's JS API (bindings/js/index.js).
// Conventions: right-handed; plane n·p + constant = 0 with unit n; contact normals point from A to B;
// t is the fraction of the frame's motion in [0, 1].

/** A point or direction. `THREE.Vector3` fits. */
export interface Vec3Like {
  x: number;
  y: number;
  z: number;
}

/** A solid sphere. `THREE.Sphere` fits. `radius` >= 0. */
export interface SphereLike {
  center: Vec3Like;
  radius: number;
}

/** The plane normal·p + constant = 0 with a unit normal. `THREE.Plane` fits. */
export interface PlaneLike {
  normal: Vec3Like;
  constant: number;
}

/** A plain {x, y, z} object returned by sweepkit. */
export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/**
 * How a query ended. `initialOverlap`: the shapes touch or overlap at the start of the frame (t = 0).
 * Invalid input never appears here: it throws a RangeError instead.
 */
export type SweepStatus = 'miss' | 'hit' | 'initialOverlap';

/** Result of a sweep (time-of-impact) query. Every field is a finite number in every outcome. */
export interface SweepHit {
  /** True when the shapes touch at some t in [0, 1] (`status` is 'hit' or 'initialOverlap'). */
  hit: boolean;
  status: SweepStatus;
  /** Time of impact as a fraction of the frame's motion, in [0, 1]; 0 for an initial overlap, 1 for a miss. */
  t: number;
  /** Centre of the (first) moving sphere at t; the end position for a miss. */
  position: Vec3;
  /** Contact point in world space at t; (0, 0, 0) for a miss. */
  point: Vec3;
  /** Unit contact normal from the first shape towards the second; (0, 0, 0) for a miss. */
  normal: Vec3;
}

/** RangeError thrown for invalid input; the message names the argument, field and value. */
export interface SweepkitRangeError extends RangeError {
  /** Parameter name, e.g. 'sphere'. */
  argument: string;
  /** Field of that parameter, e.g. 'radius', or null for a whole vector argument. */
  field: string | null;
}

/** The loaded library. Functions can be destructured from it. */
export interface Sweepkit {
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
}

/** Loads the WebAssembly core once (browser, Vite, Node; no configuration) and returns the API. */
export function init(): Promise<Sweepkit>;
