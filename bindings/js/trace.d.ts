// Types of bindings/js/trace.js: step-through traces of GJK, EPA and conservative advancement.
import type { MotionLike, ShapeLike, Vec3 } from './generated/queries.js';

/** A vertex of GJK's simplex: a support point of each shape's core and their difference w = pointB − pointA. */
export interface GjkSimplexVertex {
  /** Support point of A's core (world; a capsule's core is its segment, a sphere's its centre). */
  pointA: Vec3;
  /** Support point of B's core (world). */
  pointB: Vec3;
  /** pointB − pointA: a point of the Minkowski difference B − A. */
  w: Vec3;
  /** Barycentric weight of w in `closest` (the weights of a step sum to 1). */
  weight: number;
}

/** One GJK iteration. */
export interface GjkStep {
  /** The simplex (1–4 vertices) after reduction to the feature nearest the origin. */
  simplex: GjkSimplexVertex[];
  /** Its point nearest the origin (in B − A): Σ weight · w. */
  closest: Vec3;
  /** The next support query's direction, −closest; null on the step where GJK stops without one. */
  direction: Vec3 | null;
  /** The support point of B − A along `direction` (null with it). */
  support: Vec3 | null;
}

/** One EPA iteration: the polytope grown inside B − A around the origin. */
export interface EpaStep {
  /** The polytope's faces, three points each (B − A), wound counter-clockwise seen from outside. */
  triangles: [Vec3, Vec3, Vec3][];
  /** Index into `triangles` of the face nearest the origin. */
  closestFace: number;
  /** That face's plane distance from the origin (length units): the penetration depth when EPA stops. */
  distance: number;
  /** The support point of B − A along that face's outward normal. */
  support: Vec3;
}

/** The result of traceGjk. Vectors in world space; `normal` from A towards B. */
export interface GjkTraceResult {
  /** The shapes touch or overlap (sk.contact's `hit`). */
  overlapping: boolean;
  /** Distance between the shapes' surfaces (length units): 0 when overlapping. */
  distance: number;
  /** Apart: A's surface point closest to B. Overlapping: sk.contact's pointA (A's point deepest in B). */
  pointA: Vec3;
  /** Apart: B's surface point closest to A (|pointB − pointA| = distance). Overlapping: sk.contact's pointB. */
  pointB: Vec3;
  /** Unit normal from A towards B (apart: GJK's; overlapping: sk.contact's). */
  normal: Vec3;
  /** Only when overlapping: the least translation distance, sk.contact's depth (pointA − pointB = depth · normal). */
  depth?: number;
  gjk: {
    steps: GjkStep[];
    /** Distance between the cores (radii not counted), 0 when they touch or overlap. */
    distance: number;
    /** Support queries made. */
    iterations: number;
    /** Why GJK stopped. */
    termination: 'converged' | 'duplicateSupport' | 'noProgress' | 'overlap' | 'maxIterations';
  };
  /** EPA, run when the cores overlap (null otherwise). */
  epa: null | {
    /** Empty unless `shape` is 'solid'. */
    steps: EpaStep[];
    /** The cores' penetration depth (radii not counted). */
    depth: number;
    /** Support points added. */
    iterations: number;
    /** How many dimensions B − A spans: a flat one ('flat', 'segment', 'point') has depth 0 and no polytope. */
    shape: 'solid' | 'flat' | 'segment' | 'point';
  };
}

/** One conservative-advancement step. */
export interface ToiStep {
  /** Fraction of the frame at which the distance was measured. */
  t: number;
  /** Distance between the shapes there (length units; <= 0 on a step that went past the contact and backs off). */
  distance: number;
  /** A's surface point closest to B there (world). */
  pointA: Vec3;
  /** B's surface point closest to A there (world): |pointB − pointA| = distance while apart. */
  pointB: Vec3;
}

/** The result of traceTimeOfImpact. */
export interface ToiTraceResult {
  hit: boolean;
  status: 'hit' | 'miss' | 'initialOverlap';
  /** First contact, fraction of the frame in [0, 1] (1 for a miss). */
  t: number;
  /** Unit normal from A towards B at t ((0, 0, 0) for a miss). */
  normal: Vec3;
  /** The contact point at t ((0, 0, 0) for a miss). */
  point: Vec3;
  /** GJK distance queries made. */
  iterations: number;
  /** Every step, in order: t increases except on a step that backs off. */
  steps: ToiStep[];
}

export interface TraceApi {
  /**
   * GJK (Gilbert, Johnson, Keerthi 1988; van den Bergen's termination) on the Minkowski difference B − A of the
   * two shapes' cores, step by step, then, when the cores overlap, EPA (van den Bergen 2001; Ericson §9.5) growing
   * its polytope until the face nearest the origin gives the penetration depth. The core runs the exact
   * computation of sk.contact on its own proxies, in the same canonical argument order (the trace is shown in the
   * caller's B − A): for the pairs sk.contact answers by GJK/EPA (capsule–box, sphere–obb, obb–hull, …) `depth`,
   * `normal` and the points equal sk.contact's; for pairs with a closed form or SAT (sphere–sphere, aabb–aabb,
   * obb–obb, hull–hull) they agree within GJK/EPA's tolerance (1e-5 of the coordinates). For explaining the
   * algorithm: it allocates its result.
   * @param shapeA, shapeB  any two of sphere, capsule, aabb, obb, convex hull (as sk.contact takes them).
   * @throws {TypeError} a plane (GJK needs bounded shapes), or a malformed shape (as sk.contact).
   * @throws {RangeError} an out-of-range field, named as sk.contact names it.
   */
  traceGjk(shapeA: ShapeLike, shapeB: ShapeLike): GjkTraceResult;
  /**
   * Conservative advancement (Mirtich 1996; Box2D's b2TimeOfImpact) step by step: at each t the GJK distance and
   * closest points of the moving, turning shapes, until they are within the target (1e-4 of the larger shape's
   * size). The computation of sk.sweep for the pairs it sends there (any turning pair but a plane, and without
   * turning capsule–capsule, capsule–aabb and every pair with an obb or a hull): `t`, `normal` and `point` equal
   * sk.sweep's. For the pairs sk.sweep solves in closed form (sphere–sphere, sphere–capsule, sphere–aabb,
   * aabb–aabb translating) its t is never after sk.sweep's and within the target of it.
   * @param shapeA, shapeB    any two of sphere, capsule, aabb, obb, convex hull.
   * @param motionA, motionB  as sk.sweep: a displacement, or {linear, angular} (rotation vector, radians).
   * @throws {TypeError} a plane, or a malformed shape or motion (as sk.sweep).
   * @throws {RangeError} an out-of-range field, named as sk.sweep names it.
   */
  traceTimeOfImpact(shapeA: ShapeLike, motionA: MotionLike, shapeB: ShapeLike, motionB: MotionLike): ToiTraceResult;
}
