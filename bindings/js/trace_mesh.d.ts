// Types of sk.traceMeshRaycast and sk.traceMeshSweep (bindings/js/trace_mesh.js).
import type { RayLike, ShapeLike, Vec3 } from './generated/queries.js';
import type { MeshMotion, MeshRaycastHit, MeshSweepHit, TriangleMesh } from './triangle_mesh.js';

/** One BVH node the walk entered (its box was reached no later than the best hit so far), in visiting order. */
export interface MeshTraceStep {
  /** The node's index in the mesh's BVH (0: the root). */
  node: number;
  /** Its depth: the root is 1. */
  depth: number;
  /**
   * When the ray (ray parameter t) or the shape's swept box (fraction of the motion) enters the node's box; for a
   * sphere and a box less than 4 radii across, the later of that and the sphere's entry into the box's bounding
   * sphere (both lower bounds of when the sphere first touches the box).
   */
  tEnter: number;
  /** Triangles tested there: a leaf's count, 0 for an inner node. */
  tested: number;
  leaf: boolean;
  /** The node's box (world space). */
  box: { min: Vec3; max: Vec3 };
}

/** The BVH walk of a traced query: the nodes entered, and the tree's size. */
export interface MeshTrace {
  steps: MeshTraceStep[];
  /** Nodes in the mesh's BVH. */
  nodeCount: number;
  /** Depth of its deepest leaf (the root alone is 1). */
  depth: number;
}

/** traceMeshRaycast's answer: TriangleMesh.raycast's (the same hit) and the walk. */
export interface MeshRaycastTrace extends MeshRaycastHit, MeshTrace {}

/** traceMeshSweep's answer: TriangleMesh.sweep's (the same hit) and the walk. */
export interface MeshSweepTrace extends MeshSweepHit, MeshTrace {}

export interface TraceMeshApi {
  /**
   * mesh.raycast(ray, maxFraction) with every BVH node its walk entered (near child first, subtrees entered after
   * the closest hit so far skipped): the same answer as mesh.raycast (the walk shown is the binary tree's, which
   * mesh.raycast walks 4-wide).
   * @param ray  {origin, direction} (THREE.Ray); t is in units of direction's length.
   * @param maxFraction  >= 0; default Infinity.
   * @throws {TypeError} not a TriangleMesh, a non-number field; {RangeError} a disposed mesh, a non-finite ray, a bad maxFraction.
   */
  traceMeshRaycast(mesh: TriangleMesh, ray: RayLike, maxFraction?: number): MeshRaycastTrace;
  /**
   * mesh.sweep(shape, motion) with every BVH node its walk entered (by MeshTraceStep.tEnter, a lower bound of when
   * the shape first touches the node's box).
   * The same answer as mesh.sweep (the walk shown is the binary tree's, which mesh.sweep walks 4-wide); errors as
   * traceMeshRaycast's, and a plane is a TypeError.
   */
  traceMeshSweep(mesh: TriangleMesh, shape: ShapeLike, motion: MeshMotion): MeshSweepTrace;
}
