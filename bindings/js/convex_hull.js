// Convex hulls: sk.createConvexHull(points) builds one in the core (quickhull, core/src/shapes/) and returns a
// ConvexHull that is itself a shape (at its own `position` and `rotation`) wherever a shape goes, and owns WASM
// memory: dispose() frees it, and a forgotten hull is freed when garbage-collected. Shapes refer to a hull by its
// id (bindings/embind/convex_hull.cpp); hullId and hullById translate at the boundary for the generated code.
// A World body keeps its hull (world.js holds it and counts it as a use): dispose() is refused while any body uses
// it, and the garbage collector cannot take it from under the body.
import { checkNumber, checkObject, checkRange, checkKeys, inputError, rangeError, typeError } from './check.js';
import { HULL_COUNTS as N, HULL_ERROR, HULL_FACE as F, RESULT_HEADER as H } from './generated/layout.js';
import { readHullFace } from './generated/readers.js';

const LIVE = new Map(); // id -> WeakRef(ConvexHull): hullById for the shapes the core writes back (World.getBody)

/** The id of `hull` for the boundary. @throws {TypeError} not a ConvexHull; {RangeError} a disposed one. */
export function hullId(fn, path, hull) {
  if (!(hull instanceof ConvexHull)) throw typeError(fn, path, 'a ConvexHull (from createConvexHull)', hull);
  if (hull.disposed) throw rangeError(fn, path, 'is a disposed ConvexHull', 'a disposed ConvexHull');
  return hull.id;
}

/** The live ConvexHull with id `id`, or null. */
export function hullById(id) {
  return LIVE.get(id)?.deref() ?? null;
}

/** A convex polyhedron built by createConvexHull; see convex_hull.d.ts. */
export class ConvexHull {
  #id;
  #free;
  #bodies = 0; // World bodies using the hull (world.js): dispose() refuses while any does
  /** @internal: made by createConvexHull. */
  constructor(id, vertices, faces, flat, free) {
    this.#id = id;
    this.#free = free;
    /** Corners, local space: x, y, z per vertex. */
    this.vertices = vertices;
    /** Faces: {normal, constant, vertices: vertex indices counter-clockwise seen from outside}. */
    this.faces = faces;
    /** True for a flat (zero-thickness) hull of a coplanar cloud. */
    this.flat = flat;
    /** Where the hull sits when used as a shape: world = position + rotation · local. */
    this.position = { x: 0, y: 0, z: 0 };
    /** Its rotation: a unit quaternion {x, y, z, w} (or a Matrix3-like {elements}). */
    this.rotation = { x: 0, y: 0, z: 0, w: 1 };
  }

  /** The hull itself, so that a ConvexHull passes as the shape `{hull, position, rotation}`. */
  get hull() {
    return this;
  }

  /** @internal the boundary id. */
  get id() {
    return this.#id;
  }

  /** True once disposed. */
  get disposed() {
    return this.#id === 0;
  }

  /**
   * Frees the hull's WASM memory; a shape using it afterwards is an error. Safe to call twice. Refused (an Error)
   * while a World body uses the hull: remove the body (or give it another shape), or dispose the World, first.
   */
  dispose() {
    if (this.#id === 0) return;
    if (this.#bodies > 0) {
      throw new Error(`ConvexHull.dispose: the hull is used by ${this.#bodies} World bod${this.#bodies === 1 ? 'y' : 'ies'}; ` +
        'remove them (or dispose the World) first');
    }
    this.#free(this.#id, this);
    LIVE.delete(this.#id);
    this.#id = 0;
  }

  /** @internal (world.js) A new World body uses the live hull `hull` (checked by hullId when its shape was packed). */
  static retain(hull) {
    hull.#bodies++;
  }

  /** @internal (world.js) A World body stopped using the hull. */
  static release(hull) {
    hull.#bodies--;
  }
}

const OPTIONS = ['tolerance'];

/**
 * createConvexHull over a loaded core.
 * @param {object} core  the Emscripten module (HEAPF32 / HEAP32, resultAddress()).
 * @param {Record<string, Function>} wasm  the raw sk_* exports.
 */
export function createConvexHulls(core, wasm) {
  const base = core.resultAddress() >> 2;
  const registry = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((id) => {
      LIVE.delete(id);
      wasm.sk_hull_dispose(id);
    })
    : null;
  const free = (id, hull) => {
    registry?.unregister(hull);
    wasm.sk_hull_dispose(id);
  };

  /**
   * The convex hull of a point cloud (quickhull; coplanar faces merged; a coplanar cloud gives a flat hull).
   * @param {Float32Array | ArrayLike<number> | Array<{x, y, z}>} points  x, y, z per point (or {x, y, z} objects).
   * @param {{tolerance?: number}} [options]  tolerance: relative distance tolerance, in [0, 0.1]; default the core's.
   */
  function createConvexHull(points, options = undefined) {
    const fn = 'createConvexHull';
    let tolerance = NaN; // NaN: the core's default (kHullCoplanarRelative)
    if (options !== undefined) {
      checkObject(fn, 'options', options, `an object {${OPTIONS.join(', ')}} or undefined`);
      checkKeys(fn, 'options', options, OPTIONS);
      if (options.tolerance !== undefined) tolerance = checkRange(fn, 'options.tolerance', options.tolerance, 0, 0.1);
    }
    const coords = flatten(fn, points);
    const count = coords.length / 3;
    const address = wasm.sk_hull_points(count) >> 2;
    core.HEAPF32.set(coords, address);
    const id = wasm.sk_hull_create(count, Number.isNaN(tolerance) ? wasm.sk_hull_default_tolerance() : tolerance);
    if (id === 0) {
      const i32 = core.HEAP32;
      const index = i32[base + HULL_ERROR.INDEX];
      // The cloud is shown by its size, or by the offending point (a rejected point's coordinates).
      const shown = index >= 0
        ? `point ${index}: (${coords[3 * index]}, ${coords[3 * index + 1]}, ${coords[3 * index + 2]})`
        : `${count} points`;
      const error = inputError(fn, ['points', 'count', 'options'], [points, count, options],
        i32[base + H.ERROR], i32[base + H.ERROR_ARGUMENT], i32[base + H.ERROR_ARGUMENT] === 0 ? shown : undefined);
      if (index >= 0) error.index = index;
      throw error;
    }
    wasm.sk_hull_counts(id);
    const i32 = core.HEAP32;
    const f32 = core.HEAPF32;
    const [nv, nf] = [i32[base + N.VERTICES], i32[base + N.FACES]];
    const flat = i32[base + N.FLAT] === 1;
    const v = wasm.sk_hull_data(id, 0) >> 2;
    const vertices = f32.slice(v, v + 3 * nv);
    const fa = wasm.sk_hull_data(id, 1) >> 2;
    const loops = wasm.sk_hull_data(id, 2) >> 2;
    const faces = [];
    for (let k = 0, o = fa; k < nf; k++, o += F.STRIDE) {
      const { normal, constant, first, count } = readHullFace(f32, i32, o, {});
      faces.push({ normal, constant, vertices: Array.from(i32.subarray(loops + first, loops + first + count)) });
    }
    const hull = new ConvexHull(id, vertices, faces, flat, free);
    LIVE.set(id, new WeakRef(hull));
    registry?.register(hull, id, hull);
    return hull;
  }

  return { createConvexHull };
}

/** Points as a Float32Array of x, y, z: from a typed or plain array of numbers, or an array of {x, y, z}. */
function flatten(fn, points) {
  if (points === null || typeof points !== 'object' || typeof points.length !== 'number') {
    throw typeError(fn, 'points', 'a Float32Array (x, y, z per point), an array of numbers or of {x, y, z}', points);
  }
  if (points.length > 0 && typeof points[0] === 'object' && points[0] !== null) {
    const out = new Float32Array(points.length * 3);
    for (let i = 0; i < points.length; i++) {
      const p = points[i];
      checkObject(fn, `points[${i}]`, p, 'an object {x, y, z}');
      out[3 * i] = checkNumber(fn, `points[${i}].x`, p.x);
      out[3 * i + 1] = checkNumber(fn, `points[${i}].y`, p.y);
      out[3 * i + 2] = checkNumber(fn, `points[${i}].z`, p.z);
    }
    return out;
  }
  if (points.length % 3 !== 0) {
    throw rangeError(fn, 'points', 'must hold x, y, z per point (a length divisible by 3)', `length ${points.length}`);
  }
  if (points instanceof Float32Array) return points;
  const out = new Float32Array(points.length);
  for (let i = 0; i < points.length; i++) out[i] = checkNumber(fn, `points[${i}]`, points[i]);
  return out;
}
