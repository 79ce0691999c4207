// sweepkit's JS entry point: loads the WebAssembly core once and exposes the collision queries as
// functions that take and return plain objects ({x, y, z} vectors; three.js objects work as they are).
//
// Hot-path design: each query (generated from bindings/schema.js into generated/queries.js) checks and unpacks
// its arguments into plain numbers and calls a raw WASM export (extern "C", ~20 ns; an embind call with
// value_object structs costs ~0.9 us), the core writes its answer into one result buffer in WASM memory, and
// the query reads it through typed-array views made once, into a new object or the caller's `target`.
// Batches (batch.js) and the World (world.js) take typed arrays over WASM memory instead.

import createSweepkitCore from '../../dist/sweepkit_core.mjs';
import { createBatches } from './batch.js';
import { createQueries } from './generated/queries.js';
import { createResultReader, wasmExports } from './memory.js';
import { createWorlds } from './world.js';

let loading = null;

/**
 * Loads the WebAssembly core (once per page or process; later calls return the same instance).
 * Works in browsers, bundlers (Vite) and Node with no configuration: the .wasm is embedded.
 * @returns {Promise<import('./index.d.ts').Sweepkit>}
 */
export function init() {
  if (!loading) {
    loading = createSweepkitCore().then(createApi, (error) => {
      loading = null; // let a later call retry
      throw error;
    });
  }
  return loading;
}

function createApi(core) {
  return Object.freeze({
    ...createQueries(core, wasmExports(core)),
    ...createBatches(core, createResultReader(core)),
    ...createWorlds(core),
  });
}
