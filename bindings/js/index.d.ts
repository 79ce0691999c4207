// Type declarations for sweepkit's JS API (bindings/js/index.js).
// Conventions: right-handed; plane n·p + constant = 0 with unit n; contact normals point from A to B;
// t is the fraction of the frame's motion in [0, 1].
import type { BatchApi } from './batch.js';
import type { ContactApi } from './contact.js';
import type { DispatchApi } from './dispatch.js';
import type { RaycastApi } from './raycast.js';
import type { SweepApi } from './sweep.js';
import type { WorldApi } from './world.js';

export type * from './batch.js';
export type * from './contact.js';
export type * from './dispatch.js';
export type * from './raycast.js';
export type * from './shapes.js';
export type * from './sweep.js';
export type * from './world.js';

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

/** The loaded library: every query, the generic dispatch and the world. Functions can be destructured from it. */
export interface Sweepkit extends SweepApi, BatchApi, ContactApi, RaycastApi, DispatchApi, WorldApi {}

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
 * options of the wrong type and with an `Error` naming the URL when the core cannot be loaded (a later call retries).
 */
export function init(options?: InitOptions): Promise<Sweepkit>;
