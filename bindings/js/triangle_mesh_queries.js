// The discrete queries of a TriangleMesh (contact manifold, overlapped triangles, closest point) and its batches
// over typed arrays (raycastBatch, sphereCastBatch), over the raw exports of bindings/embind/mesh_queries.cpp.
// Answers are read with the generated readers of bindings/schema.js's MeshContactAnswer, MeshClosestAnswer and
// MeshBatchAnswer records (generated/readers.js), and a batch's floats per entry are its MeshBatchWords, so no
// offset is written here. A batch's inputs go into WASM memory with one TypedArray.set, the loop runs in C++, and
// its output comes back with one more.
import { checkNumber, checkVec3, convexShapeTag, inputError, rangeError, typeError } from './check.js';
import {
  INPUT_ERRORS, MESH_BATCH_ANSWER, MESH_BATCH_WORDS, RESULT_HEADER, SHAPE_FIELDS, SHAPE_TYPES, STATUS_INVALID_INPUT,
} from './generated/layout.js';
import { inferShapeTag } from './generated/infer.js';
import { newMeshClosestAnswer, newMeshContactAnswer, readMeshClosestAnswer, readMeshContactAnswer } from './generated/readers.js';
import { packShape } from './generated/shapes.js';

const PLANE = SHAPE_TYPES.indexOf('plane');
const SPHERE = SHAPE_TYPES.indexOf('sphere');

/** Word offsets of a shape's fields from the generated layout (SHAPE_FIELDS: memory order; a vec3 3 words, a real 1). */
function fieldWords(fields) {
  const at = {};
  let w = 0;
  for (const [name, kind] of fields) {
    at[name] = w;
    w += kind === 'vec3' ? 3 : 1;
  }
  return at;
}
const { center: SPHERE_CENTER, radius: SPHERE_RADIUS } = fieldWords(SHAPE_FIELDS.sphere);

const isObject = (v) => v !== null && typeof v === 'object';

/**
 * The ShapeType tag of `shape` (shapeTag), or the TypeError for a plane: a mesh query needs a bounded shape.
 * @param {string} query  what the message says a plane has not ('sweep', 'contact', 'overlap').
 */
export function boundedShapeTag(fn, path, shape, query) {
  const tag = convexShapeTag(fn, path, shape, `two meshes are not a pair (no ${query} of a mesh against a mesh)`);
  if (tag === PLANE) {
    throw typeError(fn, path, `a bounded shape (sphere, capsule, aabb, obb or convexHull): a plane has no ${query} against a mesh`, shape);
  }
  return tag;
}

/**
 * Writes the words of the bounded `shape` at word `o` of `w` (packShape's) and returns its ShapeType tag
 * (boundedShapeTag's). A sphere without a `type` (as the generated inference finds it) with number fields is written
 * as its 4 numbers by this one test, with the same result as the general path, which every other shape, and every
 * shape with a field to complain about, takes.
 */
export function packBoundedShape(fn, path, shape, query, w, o) {
  const center = shape?.center; // (shape.radius is read where it is used: a local from `shape?.radius` costs V8 a HeapNumber)
  if (isObject(center) && typeof center.x === 'number' && typeof center.y === 'number' && typeof center.z === 'number' &&
      typeof shape.radius === 'number' && shape.type === undefined && inferShapeTag(shape) === SPHERE) {
    w[o + SPHERE_CENTER] = center.x;
    w[o + SPHERE_CENTER + 1] = center.y;
    w[o + SPHERE_CENTER + 2] = center.z;
    w[o + SPHERE_RADIUS] = shape.radius;
    return SPHERE;
  }
  const tag = boundedShapeTag(fn, path, shape, query);
  packShape(fn, path, tag, shape, w, o);
  return tag;
}

/**
 * The core's HEAPF32 and HEAP32 views, taken again from the Emscripten module only when WASM memory grew (growing
 * it detaches the old views: length 0). A property of the module costs about 5 ns to read (it is a dictionary
 * object), a per-call cost this avoids. `current()` after every WASM call that may have grown the memory.
 * @param {object} core  the Emscripten module.
 * @returns {{f32: Float32Array, i32: Int32Array, current(): {f32: Float32Array, i32: Int32Array}}}
 */
export function heapViews(core) {
  const views = {
    f32: core.HEAPF32,
    i32: core.HEAP32,
    current() {
      if (views.f32.length === 0) {
        views.f32 = core.HEAPF32;
        views.i32 = core.HEAP32;
      }
      return views;
    },
  };
  return views;
}

/** `value` if it is a Float32Array whose length is a multiple of `words` (TypeError / RangeError otherwise). */
function checkFloats(fn, path, value, words, what) {
  if (!(value instanceof Float32Array)) throw typeError(fn, path, `a Float32Array (${what})`, value);
  if (value.length % words !== 0) {
    throw rangeError(fn, path, `must hold ${words} floats per entry (${what}): a length divisible by ${words}`, `length ${value.length}`);
  }
  return value;
}

/** `out` if it is undefined or a Float32Array of at least `length` floats. */
function checkOut(fn, out, length) {
  if (out === undefined) return new Float32Array(length);
  if (!(out instanceof Float32Array)) throw typeError(fn, 'out', 'a Float32Array or undefined', out);
  if (out.length < length) throw rangeError(fn, 'out', `must hold at least ${length} floats`, `length ${out.length}`);
  return out;
}

const B = {
  index: MESH_BATCH_ANSWER.INDEX,
  hits: MESH_BATCH_ANSWER.HITS,
  rayWords: MESH_BATCH_WORDS.RAY,
  sphereWords: MESH_BATCH_WORDS.SPHERE,
  displacementWords: MESH_BATCH_WORDS.DISPLACEMENT,
  rayOut: MESH_BATCH_WORDS.RAY_OUT,
  sphereOut: MESH_BATCH_WORDS.SPHERE_OUT,
};

/**
 * The mesh queries of triangle_mesh.js's api, over a loaded core: each takes the calling method's name `fn` and the
 * live mesh id first.
 * @param {object} core  the Emscripten module (HEAPF32, HEAP32, HEAPU32, resultAddress).
 * @param {Record<string, Function>} wasm  the raw sk_* exports.
 */
export function createMeshQueries(core, wasm) {
  const base = core.resultAddress() >> 2;
  const {
    sk_mesh_contact, sk_mesh_overlap, sk_mesh_overlap_triangles, sk_mesh_closest_point, sk_mesh_batch_buffers,
    sk_mesh_batch_output, sk_mesh_raycast_batch, sk_mesh_sphere_cast_batch, sk_mesh_contact_answer, sk_mesh_shape_input,
  } = wasm;
  const contactBase = sk_mesh_contact_answer() >> 2;
  const input = sk_mesh_shape_input() >> 2;
  const heap = heapViews(core);

  /** The tag of a bounded `shape`, its words written where the binding reads them. */
  function shapeWords(fn, path, shape, query) {
    return packBoundedShape(fn, path, shape, query, heap.current().f32, input);
  }

  /**
   * The RangeError for the batch entry `i` the core rejected. `inputs[argument]`, by the core's argument index:
   * [path, array, floats per entry] for an array (its slice is named in the message; `argument` is the array,
   * `field` the core's field of the entry, `index` the entry), [path, value] for a number.
   */
  function batchError(fn, inputs, what, i) {
    const i32 = core.HEAP32;
    const code = i32[base + RESULT_HEADER.ERROR];
    const [, , field, problem] = INPUT_ERRORS[code] ?? [null, 0, null, 'is invalid'];
    const [path, array, n] = inputs[i32[base + RESULT_HEADER.ERROR_ARGUMENT]];
    const error = n === undefined
      ? rangeError(fn, path, problem, String(array))
      : rangeError(fn, `${path}[${n * i}..${n * i + n - 1}]`, `(${what} ${i}${field ? `: its ${field}` : ''}) ${problem}`,
        Array.from(array.subarray(n * i, n * i + n)).join(', '));
    error.code = code;
    if (n !== undefined) {
      error.argument = path; // not split at the slice's dots
      error.field = field;
      error.index = i;
    }
    return error;
  }

  /**
   * Runs a batch of `count` entries: copies the arrays of `inputs` (batchError's) into WASM memory one after the
   * other, calls `run`, and copies its `outWords` floats per entry into `out` (a new Float32Array when undefined).
   */
  function batch(fn, inputs, count, outWords, out, run, what) {
    const result = checkOut(fn, out, count * outWords);
    const arrays = inputs.filter((input) => input !== null && input.length === 3).map((input) => input[1]);
    let address = sk_mesh_batch_buffers(arrays.reduce((n, a) => n + a.length, 0), count * outWords) >> 2;
    for (const a of arrays) {
      core.HEAPF32.set(a, address); // after the reservation: it may grow WASM memory (a new buffer)
      address += a.length;
    }
    if (run() === STATUS_INVALID_INPUT) throw batchError(fn, inputs, what, core.HEAP32[base + B.index]);
    const from = sk_mesh_batch_output() >> 2;
    result.set(core.HEAPF32.subarray(from, from + count * outWords));
    return result;
  }

  return {
    contact(fn, id, shape, target, path = 'shape') {
      const tag = shapeWords(fn, path, shape, 'contact');
      const status = sk_mesh_contact(id, tag);
      const { f32, i32 } = heap.current();
      const o = contactBase;
      if (status === STATUS_INVALID_INPUT) throw inputError(fn, [path], [shape], i32[o + RESULT_HEADER.ERROR], 0);
      return readMeshContactAnswer(f32, i32, o, target ?? newMeshContactAnswer());
    },
    overlap(fn, id, shape, path = 'shape') {
      const tag = shapeWords(fn, path, shape, 'overlap');
      const status = sk_mesh_overlap(id, tag);
      if (status === STATUS_INVALID_INPUT) {
        throw inputError(fn, [path], [shape], core.HEAP32[base + RESULT_HEADER.ERROR], 0);
      }
      const count = core.HEAP32[base + B.hits];
      const from = sk_mesh_overlap_triangles() >> 2;
      return core.HEAPU32.slice(from, from + count);
    },
    closestPoint(fn, id, point, maxDistance, target) {
      checkVec3(fn, 'point', point);
      checkNumber(fn, 'maxDistance', maxDistance);
      const status = sk_mesh_closest_point(id, point.x, point.y, point.z, maxDistance);
      const { f32, i32 } = heap.current();
      if (status === STATUS_INVALID_INPUT) {
        const code = i32[base + RESULT_HEADER.ERROR];
        const argument = i32[base + RESULT_HEADER.ERROR_ARGUMENT];
        if (argument === 1) {
          const error = rangeError(fn, 'maxDistance', 'must be >= 0 and not NaN', String(maxDistance));
          error.code = code;
          throw error;
        }
        throw inputError(fn, ['point'], [point], code, 0);
      }
      return readMeshClosestAnswer(f32, i32, base, target ?? newMeshClosestAnswer());
    },
    raycastBatch(fn, id, rays, maxFraction, out) {
      checkFloats(fn, 'rays', rays, B.rayWords, 'origin x, y, z, direction x, y, z');
      checkNumber(fn, 'maxFraction', maxFraction);
      const count = rays.length / B.rayWords;
      // The core's arguments: 0 the mesh, 1 the ray, 2 maxFraction.
      const inputs = [null, ['rays', rays, B.rayWords], ['maxFraction', maxFraction]];
      return batch(fn, inputs, count, B.rayOut, out, () => sk_mesh_raycast_batch(id, count, maxFraction), 'ray');
    },
    sphereCastBatch(fn, id, spheres, displacements, out) {
      checkFloats(fn, 'spheres', spheres, B.sphereWords, 'centre x, y, z, radius');
      checkFloats(fn, 'displacements', displacements, B.displacementWords, 'x, y, z');
      const count = spheres.length / B.sphereWords;
      if (displacements.length !== count * B.displacementWords) {
        throw rangeError(fn, 'displacements', `must hold 3 floats per sphere (${count} spheres: length ${count * B.displacementWords})`,
          `length ${displacements.length}`);
      }
      // The core's arguments: 0 the sphere, 1 its displacement.
      const inputs = [['spheres', spheres, B.sphereWords], ['displacements', displacements, B.displacementWords]];
      return batch(fn, inputs, count, B.sphereOut, out, () => sk_mesh_sphere_cast_batch(id, count), 'sphere');
    },
  };
}
