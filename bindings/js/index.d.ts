// Type declarations for sweepkit's JS API (bindings/js/index.js).
// Conventions: right-handed; plane n·p + constant = 0 with unit n; contact normals point from A to B;
// t is the fraction of the frame's motion in [0, 1]. The queries' types are generated from
// bindings/schema.js into generated/queries.d.ts.
import type { BatchApi } from './batch.js';
import type { ConvexHullApi } from './convex_hull.js';
import type { QueryApi } from './generated/queries.js';
import type { TraceApi } from './trace.js';
import type { TraceSatApi } from './trace_sat.js';
import type { TriangleMeshApi } from './triangle_mesh.js';
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
 * A TriangleMesh, or `{mesh, position, rotation}`, is a shape of the generic sweep, contact, raycast and overlap as
 * any other (ShapeLike's TriangleMeshLike): it may move and turn, and the answer names the triangle met
 * (`subShapeA`, `subShapeB`, `subShape`).
 */
export interface Sweepkit extends QueryApi, BatchApi, ConvexHullApi, WorldApi, TraceApi, TraceSatApi, TriangleMeshApi, TraceMeshApi {}

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
