// Types of bindings/js/convex_hull.js: convex hulls built in the core from a point cloud.
import type { Vec3, Vec3Like, RotationLike } from './generated/queries.js';

/** A face of a ConvexHull: the outward plane normal·p + constant = 0 (local space) and its corners. */
export interface HullFace {
  normal: Vec3;
  constant: number;
  /** Indices into the hull's vertices (x, y, z each), counter-clockwise seen from outside. */
  vertices: number[];
}

/**
 * A convex polyhedron built by createConvexHull, in its own local space. It is a shape wherever a shape goes, at
 * its own `position` and `rotation` (world = position + rotation · local); `{hull, position, rotation}` places the
 * same hull elsewhere. It owns WebAssembly memory: dispose() frees it (a forgotten hull is freed when garbage
 * collected); a disposed hull passed to a query is a RangeError. A World body using the hull keeps it: dispose() is
 * then refused (an Error "ConvexHull.dispose: the hull is used by 1 World body; ..."), and it is not collected.
 */
export declare class ConvexHull {
  private constructor();
  /** The corners, local space: x, y, z per vertex. */
  readonly vertices: Float32Array;
  readonly faces: readonly HullFace[];
  /** True for a flat hull (a coplanar cloud: a polygon of zero thickness). */
  readonly flat: boolean;
  /** Where the hull sits when used as a shape. Default (0, 0, 0). */
  position: Vec3Like;
  /** Its rotation: a unit quaternion (default the identity) or a Matrix3-like `{elements}`. */
  rotation: RotationLike;
  /** The hull itself (so that it passes as a `{hull, position, rotation}` shape). */
  readonly hull: ConvexHull;
  readonly disposed: boolean;
  dispose(): void;
}

export interface ConvexHullApi {
  /**
   * The convex hull of a point cloud: quickhull (Barber, Dobkin, Huhdanpaa 1996), coplanar faces merged within
   * the tolerance (relative to the cloud's size); duplicate and interior points dropped; a coplanar cloud gives a
   * flat hull.
   * @param points  x, y, z per point (a Float32Array or an array of numbers), or an array of {x, y, z}.
   * @param options.tolerance  relative distance tolerance in [0, 0.1]; default the core's kHullCoplanarRelative.
   * @throws {TypeError} points that are not numbers; {RangeError} a non-finite point (with `index`), fewer than 3
   *   distinct points, or collinear points.
   */
  createConvexHull(points: Float32Array | ArrayLike<number> | ArrayLike<Vec3Like>, options?: { tolerance?: number }): ConvexHull;
}
