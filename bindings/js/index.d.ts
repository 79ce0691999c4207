// Type declarations for sweepkit's JS API (bindings/js/index.js).
// Conventions: right-handed; plane n·p + constant = 0 with unit n; contact normals point from A to B;
// t is the fraction of the frame's motion in [0, 1]. The queries' types are generated from
// bindings/schema.js into generated/queries.d.ts.
import type { BatchApi } from './batch.js';
import type { QueryApi } from './generated/queries.js';
import type { WorldApi } from './world.js';

export type * from './batch.js';
export type * from './generated/queries.js';
export type * from './world.js';

/** The loaded library: every query, the batches and the world. Functions can be destructured from it. */
export interface Sweepkit extends QueryApi, BatchApi, WorldApi {}

/** Loads the WebAssembly core once (browser, Vite, Node; no configuration) and returns the API. */
export function init(): Promise<Sweepkit>;
