// Triangle meshes: sk.createTriangleMesh(positions, indices, options) builds one in the core (welding, degenerate
// triangles dropped, edge adjacency, BVH: core/include/sweepkit/mesh/) and returns a TriangleMesh with raycasts,
// sweeps and serialisation; sk.loadTriangleMesh(bytes) loads a serialised one without a rebuild. A mesh owns WASM
// memory: dispose() frees it, and a forgotten mesh is freed when garbage-collected. The arrays go into WASM memory
// with one TypedArray.set each. Queries call raw WASM exports with numbers and read the answer from the result
// buffer with the generated readers of bindings/schema.js's MeshRaycastAnswer and MeshSweepAnswer records
// (generated/readers.js), so no offset is written here. Contacts, overlap, closest point and the batches are in
// triangle_mesh_queries.js.
import {
  checkBoolean, checkInteger, checkKeys, checkNumber, checkObject, checkTarget, checkVec3, inputError, motionWords, rangeError,
  typeError,
} from './check.js';
import { element } from './world_check.js';
import { MESH_RAYCAST_ANSWER, RESULT_HEADER, SHAPE_WORDS, STATUS_INVALID_INPUT } from './generated/layout.js';
import {
  newMeshRaycastAnswer, newMeshSweepAnswer, readMeshRaycastAnswer, readMeshSweepAnswer,
} from './generated/readers.js';
import { createMeshQueries, heapViews, packBoundedShape } from './triangle_mesh_queries.js';

const OPTIONS = ['weldTolerance', 'flatAngle', 'fixInternalEdges'];
const ARGS_RAYCAST = Object.freeze(['mesh', 'ray', 'maxFraction']);
const ARGS_SWEEP = Object.freeze(['shape', 'motion', 'meshDisplacement']);
const ZERO = Object.freeze({ x: 0, y: 0, z: 0 });
const MOTION = new Float64Array(6);
const MAX_INDEX = 0xffffffff; // a vertex index is a uint32 in the core

/** Whether `v` is an object whose x, y and z are numbers (the fast path of checkVec3, which names what is wrong). */
const isVec3 = (v) => v !== null && typeof v === 'object' && typeof v.x === 'number' && typeof v.y === 'number' &&
  typeof v.z === 'number';

const LIVE = new Map(); // id -> WeakRef(TriangleMesh): meshById for the shapes the core writes back

/**
 * The id of `mesh` for the boundary (the generated shape packing of a `{mesh}` field: sk.sweep, sk.contact, ...).
 * @throws {TypeError} not a TriangleMesh; {RangeError} a disposed one.
 */
export function meshId(fn, path, mesh) {
  if (!(mesh instanceof TriangleMesh)) throw typeError(fn, path, 'a TriangleMesh (from createTriangleMesh or loadTriangleMesh)', mesh);
  if (mesh.disposed) throw rangeError(fn, path, 'is a disposed TriangleMesh', 'a disposed TriangleMesh');
  return TriangleMesh.idOf(mesh, fn);
}

/** The live TriangleMesh with id `id`, or null. */
export function meshById(id) {
  return LIVE.get(id)?.deref() ?? null;
}

/** A triangle mesh built by createTriangleMesh or loadTriangleMesh; see triangle_mesh.d.ts. */
export class TriangleMesh {
  #id;
  #api;
  #bodies = 0; // World bodies using the mesh (world.js): dispose() refuses while any does
  /** @internal: made by createTriangleMesh / loadTriangleMesh from the binding's description. */
  constructor(info, api) {
    this.#id = info.id;
    this.#api = api;
    /** Triangles kept (degenerate ones dropped). */
    this.triangleCount = info.triangleCount;
    /** Vertices kept (after welding, only those a triangle uses). */
    this.vertexCount = info.vertexCount;
    /** The mesh's bounds {min, max} (its BVH root's box). */
    this.bounds = info.bounds;
    /** Bytes of WASM memory the mesh holds (vertices, triangles, normals, adjacency, BVH). */
    this.memoryBytes = info.memoryBytes;
    /** False when built with fixInternalEdges: false (every edge active: ghost collisions included). */
    this.fixInternalEdges = info.fixInternalEdges;
    LIVE.set(info.id, new WeakRef(this));
  }

  /**
   * The mesh itself: a TriangleMesh is a shape of the generic queries (sk.sweep, sk.contact, sk.raycast,
   * sk.overlap) at the origin, unrotated, as `{mesh, position, rotation}` is one placed elsewhere.
   */
  get mesh() {
    return this;
  }

  /** True once disposed. */
  get disposed() {
    return this.#id === 0;
  }

  /**
   * Frees the mesh's WASM memory; any later query is an error. Safe to call twice. Refused (an Error) while a World
   * body uses the mesh: remove the body, or dispose the World, first.
   */
  dispose() {
    if (this.#id === 0) return;
    if (this.#bodies > 0) {
      throw new Error(`TriangleMesh.dispose: the mesh is used by ${this.#bodies} World bod${this.#bodies === 1 ? 'y' : 'ies'}; ` +
        'remove them (or dispose the World) first');
    }
    this.#api.free(this.#id, this);
    LIVE.delete(this.#id);
    this.#id = 0;
  }

  #live(fn) {
    if (this.#id === 0) throw rangeError(fn, 'mesh', 'is disposed', 'a disposed TriangleMesh');
    return this.#id;
  }

  /** @internal (trace_mesh.js) The live mesh's id (a RangeError naming `fn` once disposed). */
  static idOf(mesh, fn) {
    return mesh.#live(fn);
  }

  /** @internal (world.js) The live mesh's id for a new World body, which now counts as one of its users. */
  static retain(mesh, fn) {
    const id = mesh.#live(fn);
    mesh.#bodies++;
    return id;
  }

  /** @internal (world.js) A World body stopped using the mesh. */
  static release(mesh) {
    mesh.#bodies--;
  }

  /** The first triangle the ray meets within [0, maxFraction]. See triangle_mesh.d.ts. */
  raycast(ray, maxFraction = Infinity, target = undefined) {
    const fn = 'TriangleMesh.raycast';
    checkTarget(fn, target);
    return this.#api.raycast(fn, this.#live(fn), 0, ray, maxFraction, target);
  }

  /** Some triangle the ray meets (the first found: line of sight). See triangle_mesh.d.ts. */
  raycastAny(ray, maxFraction = Infinity, target = undefined) {
    const fn = 'TriangleMesh.raycastAny';
    checkTarget(fn, target);
    return this.#api.raycast(fn, this.#live(fn), 1, ray, maxFraction, target);
  }

  /** Every triangle the ray meets, ordered by t. See triangle_mesh.d.ts. */
  raycastAll(ray, maxFraction = Infinity) {
    const fn = 'TriangleMesh.raycastAll';
    return this.#api.raycast(fn, this.#live(fn), 2, ray, maxFraction, undefined);
  }

  /** First contact of a moving shape with the mesh (itself moving by meshDisplacement). See triangle_mesh.d.ts. */
  sweep(shape, motion, meshDisplacement = ZERO, target = undefined) {
    const fn = 'TriangleMesh.sweep';
    checkTarget(fn, target);
    return this.#api.sweep(fn, this.#live(fn), shape, motion, meshDisplacement, target);
  }

  /** The shape's contact manifold with the mesh (normal from the shape to the mesh). See triangle_mesh.d.ts. */
  contact(shape, target = undefined) {
    const fn = 'TriangleMesh.contact';
    checkTarget(fn, target);
    return this.#api.contact(fn, this.#live(fn), shape, target);
  }

  /** Input indices of the triangles the shape touches or overlaps, sorted. See triangle_mesh.d.ts. */
  overlap(shape) {
    const fn = 'TriangleMesh.overlap';
    return this.#api.overlap(fn, this.#live(fn), shape);
  }

  /** The point of the mesh closest to `point`, within maxDistance. See triangle_mesh.d.ts. */
  closestPoint(point, maxDistance = Infinity, target = undefined) {
    const fn = 'TriangleMesh.closestPoint';
    checkTarget(fn, target);
    return this.#api.closestPoint(fn, this.#live(fn), point, maxDistance, target);
  }

  /** Closest hits of N rays in one call (6 floats per ray in, 5 per ray out). See triangle_mesh.d.ts. */
  raycastBatch(rays, maxFraction = Infinity, out = undefined) {
    const fn = 'TriangleMesh.raycastBatch';
    return this.#api.raycastBatch(fn, this.#live(fn), rays, maxFraction, out);
  }

  /** Sweeps of N spheres in one call (4 + 3 floats per sphere in, 6 out). See triangle_mesh.d.ts. */
  sphereCastBatch(spheres, displacements, out = undefined) {
    const fn = 'TriangleMesh.sphereCastBatch';
    return this.#api.sphereCastBatch(fn, this.#live(fn), spheres, displacements, out);
  }

  /**
   * Moves the vertices of a deforming mesh (the same triangles): `positions` one x, y, z per input vertex, as given to
   * createTriangleMesh. Normals, edge classes and the BVH are refitted in O(n), not rebuilt; `bounds` follows. A
   * World body using the mesh sees the new triangles at once, and its new bounds from the World's next step.
   */
  refit(positions) {
    const fn = 'TriangleMesh.refit';
    this.bounds = this.#api.refit(fn, this.#live(fn), positions);
  }

  /** The mesh as bytes for loadTriangleMesh (the BVH included: no rebuild on load). */
  serialize() {
    const fn = 'TriangleMesh.serialize';
    return this.#api.serialize(this.#live(fn));
  }
}

/** The RangeError for a MeshError answer of the core (`meshError` its name, `code` its number). */
function meshError(fn, answer, positions, indices, bytes) {
  const i = answer.index;
  let error;
  switch (answer.meshError) {
    case 'positionsLengthInvalid':
      error = rangeError(fn, 'positions', 'must hold x, y, z per vertex (a length divisible by 3)', `length ${positions.length}`);
      break;
    case 'positionsNotTriangles':
      error = rangeError(fn, 'positions', 'must hold 3 vertices per triangle when there are no indices',
        `${positions.length / 3} vertices`);
      break;
    case 'indicesLengthInvalid':
      error = rangeError(fn, 'indices', 'must hold 3 vertex indices per triangle (a length divisible by 3)', `length ${indices.length}`);
      break;
    case 'positionNotFinite':
      error = rangeError(fn, `positions[${3 * i}..${3 * i + 2}]`, `(vertex ${i}) must be finite and within ±1e8`,
        Array.from(positions.subarray(3 * i, 3 * i + 3)).join(', '));
      break;
    case 'indexOutOfRange':
      error = rangeError(fn, `indices[${i}]`, 'is out of range', `${indices[i]}, ${positions.length / 3} vertices`);
      break;
    case 'meshEmpty':
      error = rangeError(fn, 'positions', 'hold no triangle that is not degenerate (zero area after welding)',
        `${(indices ? indices.length : positions.length / 3) / 3} triangles`);
      break;
    case 'weldToleranceInvalid':
      error = rangeError(fn, 'options.weldTolerance', 'must be within [0, 1) (relative to the largest coordinate)',
        String(answer.weld));
      break;
    case 'flatAngleInvalid':
      error = rangeError(fn, 'options.flatAngle', 'must be within [0, π/2] radians', String(answer.flat));
      break;
    default: // too many vertices, and the errors of serialised bytes
      error = rangeError(fn, bytes ? 'bytes' : 'positions', `are invalid: ${answer.text}`,
        bytes ? `${bytes.byteLength} bytes` : `${positions.length / 3} vertices`);
  }
  error.meshError = answer.meshError;
  error.code = answer.code;
  if (i >= 0) error.index = i;
  return error;
}

/** positions and indices from createTriangleMesh's arguments (or from one {positions, indices} object). */
function meshArrays(fn, positions, indices) {
  if (positions !== null && typeof positions === 'object' && !ArrayBuffer.isView(positions) && 'positions' in positions) {
    if (indices !== undefined) throw typeError(fn, 'indices', 'undefined when the first argument is {positions, indices}', indices);
    return meshArrays(fn, positions.positions, positions.indices ?? undefined);
  }
  if (Array.isArray(positions)) positions = floatsOf(fn, positions);
  else if (!(positions instanceof Float32Array)) {
    throw typeError(fn, 'positions', 'a Float32Array or an array of numbers (x, y, z per vertex)', positions);
  }
  if (Array.isArray(indices)) indices = indicesOf(fn, indices);
  else if (indices !== undefined && !(indices instanceof Uint32Array) && !(indices instanceof Uint16Array)) {
    throw typeError(fn, 'indices', 'a Uint32Array, a Uint16Array or an array of integers (3 per triangle), or undefined',
      indices);
  }
  if (indices !== undefined && indices.length === 0) {
    throw rangeError(fn, 'indices', 'must hold at least one triangle (omit it to take every 3 vertices as one)', 'length 0');
  }
  return [positions, indices];
}

/**
 * A plain array of coordinates as a Float32Array; a non-number entry is a TypeError naming `positions[i]` (`argument`
 * 'positions', `field` i); a NaN or infinite one is the core's RangeError naming the vertex, as in a Float32Array.
 */
function floatsOf(fn, array) {
  const out = new Float32Array(array.length);
  for (let i = 0; i < array.length; i++) {
    const x = array[i];
    if (typeof x !== 'number') throw element(typeError(fn, `positions[${i}]`, 'a number', x), 'positions', i);
    out[i] = x;
  }
  return out;
}

/**
 * A plain array of vertex indices as a Uint32Array: each an integer in [0, 2^32) (TypeError / RangeError naming
 * `indices[i]`, with `argument` 'indices' and `field` i).
 */
function indicesOf(fn, array) {
  const out = new Uint32Array(array.length);
  for (let i = 0; i < array.length; i++) {
    const k = array[i];
    if (!(Number.isInteger(k) && k >= 0 && k <= MAX_INDEX)) {
      try {
        checkInteger(fn, `indices[${i}]`, k, 0, MAX_INDEX);
      } catch (error) {
        throw element(error, 'indices', i);
      }
    }
    out[i] = k;
  }
  return out;
}

/**
 * createTriangleMesh and loadTriangleMesh over a loaded core.
 * @param {object} core  the Emscripten module (HEAPF32, HEAPU32, HEAPU8 and the embind mesh functions).
 * @param {Record<string, Function>} wasm  the raw sk_* exports.
 */
export function createTriangleMeshes(core, wasm) {
  const registry = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((id) => {
      LIVE.delete(id);
      wasm.sk_mesh_dispose(id);
    })
    : null;
  const defaults = core.meshDefaults();

  const base = core.resultAddress() >> 2;
  const input = core.meshSweepInput() >> 2; // the shape's words, then the motion, then the mesh's displacement
  const { sk_mesh_raycast, sk_mesh_hits, sk_mesh_sweep } = wasm;

  const heap = heapViews(core);

  const api = {
    free(id, mesh) {
      registry?.unregister(mesh);
      wasm.sk_mesh_dispose(id);
    },
    raycast(fn, id, mode, ray, maxFraction, target) {
      const origin = ray?.origin;
      const direction = ray?.direction;
      // One expression for the valid call; the named error (and its strings) only when it fails.
      if (!(isVec3(origin) && isVec3(direction) && typeof maxFraction === 'number')) {
        checkObject(fn, 'ray', ray, 'a ray {origin, direction}');
        checkVec3(fn, 'ray.origin', origin);
        checkVec3(fn, 'ray.direction', direction);
        checkNumber(fn, 'maxFraction', maxFraction);
      }
      const status = sk_mesh_raycast(id, mode, origin.x, origin.y, origin.z, direction.x, direction.y, direction.z, maxFraction);
      const { f32, i32 } = heap.current();
      if (status === STATUS_INVALID_INPUT) {
        throw inputError(fn, ARGS_RAYCAST, [undefined, ray, maxFraction], i32[base + RESULT_HEADER.ERROR],
          i32[base + RESULT_HEADER.ERROR_ARGUMENT]);
      }
      if (mode !== 2) return readMeshRaycastAnswer(f32, i32, base, target ?? newMeshRaycastAnswer());
      const hits = sk_mesh_hits() >> 2;
      const count = i32[base];
      const all = new Array(count);
      for (let k = 0; k < count; k++) all[k] = readMeshRaycastAnswer(f32, i32, hits + k * MESH_RAYCAST_ANSWER.STRIDE, newMeshRaycastAnswer());
      return all;
    },
    /**
     * `target`: the object to fill, or undefined for a new one (made with every field at once: one shape of object
     * for V8). `names`: the argument paths of shape, motion and meshDisplacement in `fn`'s errors.
     */
    sweep(fn, id, shape, motion, meshDisplacement, target, names = ARGS_SWEEP) {
      let { f32 } = heap.current();
      const tag = packBoundedShape(fn, names[0], shape, 'sweep', f32, input);
      const m = input + SHAPE_WORDS;
      if (isVec3(motion) && !('linear' in motion)) { // a displacement: the common case, without motionWords' strings
        f32[m] = motion.x; f32[m + 1] = motion.y; f32[m + 2] = motion.z;
        f32[m + 3] = 0; f32[m + 4] = 0; f32[m + 5] = 0;
      } else {
        motionWords(fn, names[1], motion, MOTION);
        for (let k = 0; k < 6; k++) f32[m + k] = MOTION[k];
      }
      if (!isVec3(meshDisplacement)) checkVec3(fn, names[2], meshDisplacement);
      f32[m + 6] = meshDisplacement.x; f32[m + 7] = meshDisplacement.y; f32[m + 8] = meshDisplacement.z;
      const status = sk_mesh_sweep(id, tag);
      const views = heap.current();
      f32 = views.f32;
      const i32 = views.i32;
      if (status === STATUS_INVALID_INPUT) {
        throw inputError(fn, names, [shape, motion, meshDisplacement], i32[base + RESULT_HEADER.ERROR],
          i32[base + RESULT_HEADER.ERROR_ARGUMENT]);
      }
      return readMeshSweepAnswer(f32, i32, base, target ?? newMeshSweepAnswer());
    },
    serialize(id) {
      return core.meshSerialize(id).slice().buffer;
    },
    refit(fn, id, positions) {
      if (!(positions instanceof Float32Array)) throw typeError(fn, 'positions', 'a Float32Array (x, y, z per vertex)', positions);
      core.HEAPF32.set(positions, wasm.sk_mesh_positions(positions.length) >> 2);
      const answer = core.meshRefit(id, positions.length);
      if (answer.meshError === 'vertexCountMismatch') {
        throw Object.assign(rangeError(fn, 'positions', "must hold as many vertices as the mesh's input",
          `${positions.length / 3} vertices`), { meshError: answer.meshError, code: answer.code });
      }
      if (answer.meshError !== undefined) throw meshError(fn, answer, positions, null, null);
      return answer;
    },
    ...createMeshQueries(core, wasm),
  };

  function made(info) {
    const mesh = new TriangleMesh(info, api);
    registry?.register(mesh, info.id, mesh);
    return mesh;
  }

  /**
   * A triangle mesh from positions and optional indices (three.js's BufferGeometry `position` array and `index`),
   * or from the {positions, indices} of sweepkit/three's trianglesOfGeometry / trianglesOfObject.
   * @param {Float32Array | number[] | {positions, indices?}} positions  x, y, z per vertex (or both arrays in one
   *   object); a plain array is checked entry by entry and copied
   * @param {Uint32Array | Uint16Array | number[]} [indices]  3 per triangle
   * @param {{weldTolerance?: number, flatAngle?: number, fixInternalEdges?: boolean}} [options]
   */
  function createTriangleMesh(positions, indices = undefined, options = undefined) {
    const fn = 'createTriangleMesh';
    const [p, ix] = meshArrays(fn, positions, indices);
    let weld = defaults.weldTolerance;
    let flat = defaults.flatAngle;
    let fixEdges = defaults.fixInternalEdges;
    if (options !== undefined) {
      checkObject(fn, 'options', options, `an object {${OPTIONS.join(', ')}} or undefined`);
      checkKeys(fn, 'options', options, OPTIONS);
      if (options.weldTolerance !== undefined) weld = checkNumber(fn, 'options.weldTolerance', options.weldTolerance);
      if (options.flatAngle !== undefined) flat = checkNumber(fn, 'options.flatAngle', options.flatAngle);
      if (options.fixInternalEdges !== undefined) {
        fixEdges = checkBoolean(fn, 'options.fixInternalEdges', options.fixInternalEdges);
      }
    }
    // Each address first, then the heap view: reserving room may grow WASM memory (a new buffer).
    const pAddress = wasm.sk_mesh_positions(p.length) >> 2;
    core.HEAPF32.set(p, pAddress);
    const n = ix === undefined ? 0 : ix.length;
    if (n > 0) {
      const iAddress = wasm.sk_mesh_indices(n) >> 2;
      core.HEAPU32.set(ix, iAddress); // a Uint16Array widens in TypedArray.set
    }
    const answer = core.meshCreate(p.length, n, weld, flat, fixEdges);
    if (answer.meshError !== undefined) throw meshError(fn, Object.assign(answer, { weld, flat }), p, ix, null);
    return made(answer);
  }

  /**
   * The mesh serialised by TriangleMesh.serialize, checked and loaded without a rebuild.
   * @param {ArrayBuffer | ArrayBufferView} bytes
   */
  function loadTriangleMesh(bytes) {
    const fn = 'loadTriangleMesh';
    let view;
    if (bytes instanceof ArrayBuffer) view = new Uint8Array(bytes);
    else if (ArrayBuffer.isView(bytes)) view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    else throw typeError(fn, 'bytes', 'an ArrayBuffer or a typed array (from TriangleMesh.serialize)', bytes);
    const address = wasm.sk_mesh_bytes(view.length);
    core.HEAPU8.set(view, address);
    const answer = core.meshLoad(view.length);
    if (answer.meshError !== undefined) throw meshError(fn, answer, null, null, view);
    return made(answer);
  }

  return { createTriangleMesh, loadTriangleMesh };
}
