// Type declarations for sweepkit's JS API (bindings/js/index.js).
// Conventions: right-handed; plane n·p + constant = 0 with unit n; contact normals point from A to B;
// t is the fraction of the frame's motion in [0, 1]. The queries' types are generated from
// bindings/schema.js into generated/queries.d.ts.
import type { BatchApi } from './batch.js';
import type { ConvexHullApi } from './convex_hull.js';
import type { QueryApi } from './generated/queries.js';
import type { TraceApi } from './trace.js';
import type { TraceSatApi } from './trace_sat.js';
import type { ContactManifold, MotionLike, RaycastHit, ShapeLike, RayLike, SweepHit, Vec3Like } from './generated/queries.js';
import type {
  MeshContactManifold, MeshRaycastHit, MeshSweepHit, TriangleMesh, TriangleMeshApi,
} from './triangle_mesh.js';
import type { TraceMeshApi } from './trace_mesh.js';
import type { WorldApi } from './world.js';

export type * from './batch.js';
export type * from './convex_hull.js';
export type * from './generated/queries.js';
export type * from './trace_sat.js';
export type * from './world.js';
export type * from './character.js';
export type * from './trace.js';
export type * from './triangle_mesh.js';
export type * from './trace_mesh.js';

/**
 * The loaded library: every query, the batches and the world. Functions can be destructured from it.
 * The generic sweep, contact, raycast and overlap also take a TriangleMesh as either shape (a mesh moves by a
 * displacement {x, y, z}, never turns; two meshes are a TypeError): they answer as the mesh's own sweep, contact
 * and raycast, turned to the pair's order (normal from A to B, pointA on A); with the mesh as A, a sweep's
 * `position` is the mesh's origin moved by t·displacementA.
 */
export interface Sweepkit extends QueryApi, BatchApi, ConvexHullApi, WorldApi, TraceApi, TraceSatApi, TriangleMeshApi, TraceMeshApi {
  sweep(shapeA: ShapeLike, displacementA: MotionLike, mesh: TriangleMesh, displacementB: Vec3Like): MeshSweepHit;
  sweep<T extends object>(shapeA: ShapeLike, displacementA: MotionLike, mesh: TriangleMesh, displacementB: Vec3Like,
    target: T): T & MeshSweepHit;
  sweep(mesh: TriangleMesh, displacementA: Vec3Like, shapeB: ShapeLike, displacementB: MotionLike): MeshSweepHit;
  sweep<T extends object>(mesh: TriangleMesh, displacementA: Vec3Like, shapeB: ShapeLike, displacementB: MotionLike,
    target: T): T & MeshSweepHit;
  sweep(shapeA: ShapeLike, displacementA: MotionLike, shapeB: ShapeLike, displacementB: MotionLike): SweepHit;
  sweep<T extends object>(shapeA: ShapeLike, displacementA: MotionLike, shapeB: ShapeLike, displacementB: MotionLike,
    target: T): T & SweepHit;
  contact(shapeA: ShapeLike | TriangleMesh, shapeB: TriangleMesh): MeshContactManifold;
  contact<T extends object>(shapeA: ShapeLike | TriangleMesh, shapeB: TriangleMesh, target: T): T & MeshContactManifold;
  contact(shapeA: TriangleMesh, shapeB: ShapeLike): MeshContactManifold;
  contact<T extends object>(shapeA: TriangleMesh, shapeB: ShapeLike, target: T): T & MeshContactManifold;
  contact(shapeA: ShapeLike, shapeB: ShapeLike): ContactManifold;
  contact<T extends object>(shapeA: ShapeLike, shapeB: ShapeLike, target: T): T & ContactManifold;
  /** With a mesh: its closest hit within maxFraction (default 1, as for any shape). */
  raycast(ray: RayLike, mesh: TriangleMesh, maxFraction?: number): MeshRaycastHit;
  raycast<T extends object>(ray: RayLike, mesh: TriangleMesh, maxFraction: number, target: T): T & MeshRaycastHit;
  raycast(ray: RayLike, shape: ShapeLike, maxFraction?: number): RaycastHit;
  raycast<T extends object>(ray: RayLike, shape: ShapeLike, maxFraction: number, target: T): T & RaycastHit;
  /** With a mesh: whether the shape touches any triangle (TriangleMesh.overlap is not empty). */
  overlap(shapeA: ShapeLike | TriangleMesh, shapeB: ShapeLike | TriangleMesh): boolean;
}

/** A `WebAssembly.Module`; its declared type is an empty interface, which alone would admit any value (even 42). */
export type CompiledCore = WebAssembly.Module & object;

/** Options of `init`. */
export interface InitOptions {
  /**
   * Where to get the WebAssembly core instead of `sweepkit_core.wasm` beside the package's `.mjs` (for a CDN,
   * a Content-Security-Policy or an embedded copy): its URL (a relative one resolves against the page), its
   * bytes, a fetch `Response` (compiled while it streams when served as `application/wasm`), or a
   * `WebAssembly.Module` compiled from it.
   */
  wasm?: string | URL | ArrayBuffer | ArrayBufferView | Response | CompiledCore;
}

/**
 * Loads the WebAssembly core once and returns the API; later calls return the same instance (and ignore their
 * options). With no options: browsers, module workers and bundlers (Vite dev and build) fetch
 * `sweepkit_core.wasm` and compile it while it streams; Node reads it from disk. Rejects with a `TypeError` for
 * options of the wrong type or an unknown option (naming it), and with an `Error` naming the URL when the core
 * cannot be loaded (a failed fetch or read, an HTTP error; the engine's error is its `cause`; a later call retries).
 */
export function init(options?: InitOptions): Promise<Sweepkit>;
