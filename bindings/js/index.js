// sweepkit's JS entry point: loads the WebAssembly core once and exposes the collision queries as
// functions that take and return plain objects ({x, y, z} vectors; three.js objects work as they are).
//
// Hot-path design: each query (generated from bindings/schema.js into generated/queries.js) checks and unpacks
// its arguments into plain numbers and calls a raw WASM export (extern "C", ~20 ns; an embind call with
// value_object structs costs ~0.9 us), the core writes its answer into one result buffer in WASM memory, and
// the query reads it through typed-array views made once, into a new object or the caller's `target`.
// Batches (batch.js) and the World (world.js) take typed arrays over WASM memory instead. A TriangleMesh is a
// shape of the generic sweep, contact, raycast and overlap as any other (the schema's triangleMesh).

import createSweepkitCore from '../../dist/sweepkit_core.mjs';
import { createBatches } from './batch.js';
import { createConvexHulls } from './convex_hull.js';
import { createQueries } from './generated/queries.js';
import { createResultReader, wasmExports } from './memory.js';
import { createTraces } from './trace.js';
import { createTraceSat } from './trace_sat.js';
import { createTraceMesh } from './trace_mesh.js';
import { createTriangleMeshes } from './triangle_mesh.js';
import { isWasmSource, WASM_SOURCE_KINDS } from './wasm_source.js';
import { createWorlds } from './world.js';

let loading = null;

/**
 * Loads the WebAssembly core (once per page or process; later calls return the same instance and ignore
 * their options). With no options it loads dist/sweepkit_core.wasm, the file beside the core's .mjs: in
 * browsers, module workers and bundlers (Vite dev and build) it is fetched and compiled while it streams;
 * in Node it is read from disk. No configuration either way.
 * @param {{wasm?: string | URL | ArrayBuffer | ArrayBufferView | Response | WebAssembly.Module}} [options]
 *   `wasm`: where else to get the core, for hosts that cannot serve the file beside the .mjs (a CDN, a
 *   Content-Security-Policy, an embedded copy): its URL (relative URLs resolve against the page), its bytes,
 *   a fetch Response, or a WebAssembly.Module compiled from it.
 * @returns {Promise<import('./index.d.ts').Sweepkit>} rejects with a TypeError for options of the wrong
 *   type or an unknown option, and with an Error naming the URL when the file cannot be loaded (a failed fetch
 *   or read, an HTTP error) or is not WebAssembly (a later call tries again).
 */
export function init(options) {
  const optionsError = checkOptions(options);
  if (optionsError) return Promise.reject(optionsError);
  if (!loading) {
    const wasm = options?.wasm;
    loading = createSweepkitCore(wasm === undefined ? {} : { wasmSource: wasm }).then(createApi, (error) => {
      loading = null; // let a later call retry
      throw error;
    });
  }
  return loading;
}

const OPTIONS = ['wasm'];

function checkOptions(options) {
  if (options === undefined) return null;
  if (options === null || typeof options !== 'object') {
    return new TypeError(`init: options must be an object (got ${options === null ? 'null' : typeof options})`);
  }
  // A typo or another library's option name ({wasmUrl}) would otherwise load the default file without a word.
  const unknown = Object.keys(options).find((key) => !OPTIONS.includes(key));
  if (unknown !== undefined) return new TypeError(`init: options has no option '${unknown}' (known: ${OPTIONS.join(', ')})`);
  const { wasm } = options;
  if (wasm === undefined || isWasmSource(wasm)) return null;
  const got = wasm === null ? 'null' : typeof wasm === 'object' ? (wasm.constructor?.name ?? 'object') : typeof wasm;
  return new TypeError(`init: options.wasm must be ${WASM_SOURCE_KINDS} (got ${got})`);
}

function createApi(core) {
  const meshes = createTriangleMeshes(core, wasmExports(core));
  return Object.freeze({
    ...createQueries(core, wasmExports(core)),
    ...createBatches(core, createResultReader(core)),
    ...createConvexHulls(core, wasmExports(core)),
    ...createWorlds(core, meshes),
    ...createTraces(core),
    ...createTraceSat(core),
    ...meshes,
    ...createTraceMesh(core),
  });
}
