// Strict checks of the World's own inputs (bindings/js/world.js): handles, layers and masks, filters, options
// and targets, and the errors the World throws (worldError for its refusals, coreInputError for a field the
// core rejected). Shapes go through packShape (generated/shapes.js); the core checks ranges of coordinates
// (finite, within ±1e8) and names the field. Nothing is coerced: no `| 0`, no `!!`, no `+x`.
//
// Each check tests the valid case inline and calls the matching check.js function only to build the error,
// so that a valid call allocates nothing (no argument paths are formatted).
import {
  checkBoolean, checkInteger, checkKeys, checkObject, checkRange, checkShapeFields, checkVec3, describeValue,
  inputError, rangeError, typeError,
} from './check.js';
import { BODY_KINDS, WORLD_ERROR, WORLD_ERRORS } from './generated/layout.js';

/** The largest handle: handles are positive int32 (slot << 11 | generation). */
export const MAX_HANDLE = 0x7fffffff;
/** Layers and masks are 32-bit sets: integers in [0, 2^32). */
export const MAX_BITS = 0xffffffff;
/** The range of SlideOptions.maxIterations. */
export const MAX_ITERATIONS = Object.freeze({ min: 1, max: 64, default: 4 });
/** SlideOptions.skin: default, and the largest allowed for spheres of radius below it (else: the radius). */
export const DEFAULT_SKIN = 1e-4;

/**
 * The RangeError for a refusal of the World: `code` is the sweepkit::WorldError value; `argument` and
 * `field` name what was refused (`path` is how the message shows it).
 */
export function worldError(fn, path, code, shown, argument = path, field = null) {
  const error = new RangeError(`${fn}: ${path} ${WORLD_ERRORS[code] ?? 'is invalid'} (got ${shown})`);
  error.argument = argument;
  error.field = field;
  error.code = code;
  return error;
}

/** The RangeError for a BodyKind that is not one: `code` WorldError invalid_kind. */
function kindError(fn, kind) {
  return worldError(fn, 'options.kind', WORLD_ERROR.INVALID_KIND, describeValue(kind), 'options', 'kind');
}

/**
 * The RangeError for an input the core rejected (`inputCode`: its sweepkit::InputError). For a shape of a
 * body (addBody, setShape) `code` is WorldError invalid_shape, as for every refusal of a body member; for a
 * query, which has no WorldError, `code` is the InputError too, as in the free functions.
 */
export function coreInputError(fn, names, args, inputCode, index, code = inputCode) {
  const error = inputError(fn, names, args, inputCode, index);
  error.inputCode = inputCode;
  error.code = code;
  return error;
}

/** Re-labels a check's error on an element of an array argument (`handles[3]`: argument handles, field 3). */
export function element(error, argument, index) {
  error.argument = argument;
  error.field = String(index);
  return error;
}

const BODY_OPTIONS = Object.freeze(['kind', 'layer', 'mask', 'sensor']);
const FILTER_OPTIONS = Object.freeze(['mask', 'includeSensors', 'ignore']);
const PUSH_OPTIONS = Object.freeze([...FILTER_OPTIONS, 'skin']);
const SLIDE_OPTIONS = Object.freeze([...PUSH_OPTIONS, 'maxIterations']);

// The path of `field` of argument `path` (made only for an error message).
const at = (path, field) => (field ? `${path}.${field}` : path);

/**
 * `handle` if it is an integer in [1, MAX_HANDLE]: TypeError for a non-number, RangeError otherwise. The
 * value checked is `path`, or its `field` when given. Whether it names a live body is the World's check.
 */
export function checkHandle(fn, path, handle, field = null) {
  if (Number.isInteger(handle) && handle >= 1 && handle <= MAX_HANDLE) return handle;
  return checkInteger(fn, at(path, field), handle, 1, MAX_HANDLE); // throws
}

/** `value` as an int32 with the same 32 bits, if it is an integer in [0, 2^32); TypeError / RangeError otherwise. */
export function checkBits(fn, path, value, field = null) {
  if (Number.isInteger(value) && value >= 0 && value <= MAX_BITS) return value | 0;
  return checkInteger(fn, at(path, field), value, 0, MAX_BITS); // throws
}

/** Throws the TypeError for `v` unless it is an {x, y, z} object of numbers (the core checks their range). */
export function checkVec3Fast(fn, path, v) {
  if (typeof v?.x !== 'number' || typeof v.y !== 'number' || typeof v.z !== 'number') checkVec3(fn, path, v);
}

/** Throws the TypeError for `s` unless it is a {center: {x, y, z}, radius} of numbers. */
export function checkSphereFast(fn, path, s) {
  const c = s?.center;
  if (typeof c?.x !== 'number' || typeof c.y !== 'number' || typeof c.z !== 'number' || typeof s.radius !== 'number') {
    checkShapeFields(fn, path, 'sphere', s);
  }
}

/** Throws the TypeError for `ray` unless it is a {origin, direction} of {x, y, z} numbers. */
export function checkRayFast(fn, ray) {
  if (ray === null || typeof ray !== 'object') throw typeError(fn, 'ray', 'a ray {origin, direction}', ray);
  checkVec3Fast(fn, 'ray.origin', ray.origin);
  checkVec3Fast(fn, 'ray.direction', ray.direction);
}

function checkOptionsObject(fn, path, options, known) {
  checkObject(fn, path, options, `an object {${known.join(', ')}} or undefined`);
  checkKeys(fn, path, options, known);
}

/**
 * The native arguments of addBody's options ({kind, layer, mask, sensor}, each optional) into `out`.
 * kind: a BodyKind name or its index (RangeError with `code` invalid_kind for another string or number); layer, mask: integers in [0, 2^32); sensor: a boolean. Unknown keys are a TypeError.
 */
export function readBodyOptions(fn, options, out) {
  out.kind = 1;
  out.layer = 1;
  out.mask = -1;
  out.sensor = false;
  if (options === undefined) return out;
  checkOptionsObject(fn, 'options', options, BODY_OPTIONS);
  const { kind, layer, mask, sensor } = options;
  if (kind !== undefined) {
    const k = typeof kind === 'string' ? BODY_KINDS.indexOf(kind) : kind;
    if (typeof k !== 'number') throw typeError(fn, 'options.kind', `one of ${BODY_KINDS.map((n) => `'${n}'`).join(', ')}`, kind);
    if (!(Number.isInteger(k) && k >= 0 && k < BODY_KINDS.length)) throw kindError(fn, kind);
    out.kind = k;
  }
  if (layer !== undefined) out.layer = checkBits(fn, 'options', layer, 'layer');
  if (mask !== undefined) out.mask = checkBits(fn, 'options', mask, 'mask');
  if (sensor !== undefined) out.sensor = checkBoolean(fn, 'options.sensor', sensor);
  return out;
}

/**
 * The native arguments of a QueryFilter (and, with `slide`, SlideOptions) into `out`: mask (int32 bits),
 * sensors (boolean), ignore (a handle, 0 for none, or -n for the n handles of a list in `out.ignoreList`: see
 * readIgnoreList), maxIterations, skin. `path` names the argument
 * ('filter' or 'options'); `kind` is 'filter', 'push' (pushOut: + skin) or 'slide' (+ skin, maxIterations);
 * `radius` (a number) bounds the skin: it must be within [0, max(radius, DEFAULT_SKIN)].
 */
export function readFilter(fn, path, filter, out, kind = 'filter', radius = 0) {
  out.mask = -1;
  out.sensors = true;
  out.ignore = 0;
  out.maxIterations = MAX_ITERATIONS.default;
  out.skin = DEFAULT_SKIN;
  if (filter === undefined) return out;
  checkOptionsObject(fn, path, filter, kind === 'slide' ? SLIDE_OPTIONS : kind === 'push' ? PUSH_OPTIONS : FILTER_OPTIONS);
  const { mask, includeSensors, ignore } = filter;
  if (mask !== undefined) out.mask = checkBits(fn, path, mask, 'mask');
  if (includeSensors !== undefined) {
    out.sensors = typeof includeSensors === 'boolean' ? includeSensors : checkBoolean(fn, at(path, 'includeSensors'), includeSensors);
  }
  if (ignore !== undefined && ignore !== 0) {
    out.ignore = typeof ignore === 'number' ? checkHandle(fn, path, ignore, 'ignore') : readIgnoreList(fn, path, ignore, out);
  }
  if (kind === 'filter') return out;
  const { skin, maxIterations } = filter;
  if (skin !== undefined) {
    const max = radius > DEFAULT_SKIN ? radius : DEFAULT_SKIN;
    out.skin = typeof skin === 'number' && skin >= 0 && skin <= max ? skin : checkRange(fn, at(path, 'skin'), skin, 0, max);
  }
  if (maxIterations !== undefined) {
    const { min, max } = MAX_ITERATIONS;
    out.maxIterations = Number.isInteger(maxIterations) && maxIterations >= min && maxIterations <= max
      ? maxIterations
      : checkInteger(fn, at(path, 'maxIterations'), maxIterations, min, max);
  }
  return out;
}

/**
 * filter.ignore given as an array or a Set of handles: checks each (the error names `ignore[i]`, i in iteration
 * order) and copies them into `out.ignoreList` (a reused array). @returns the native `ignore` argument: 0 for an
 * empty list, the handle for one, -n for n of them (the World writes them where the core reads them).
 * @throws {TypeError} for anything else that is not a number, or a non-number entry; {RangeError} for a number that
 *   is not a handle.
 */
function readIgnoreList(fn, path, list, out) {
  const handles = out.ignoreList ??= [];
  handles.length = 0;
  if (Array.isArray(list)) {
    for (let i = 0; i < list.length; i++) handles.push(checkHandle(fn, path, list[i], `ignore[${i}]`));
  } else if (list instanceof Set) {
    for (const h of list) handles.push(checkHandle(fn, path, h, `ignore[${handles.length}]`));
  } else {
    throw typeError(fn, at(path, 'ignore'), 'a body handle, an array or a Set of handles, or undefined', list);
  }
  return handles.length === 1 ? handles[0] : -handles.length;
}

/** Checks a plain array of handles (not an Int32Array) element by element: the error names `handles[i]`. */
export function checkHandleList(fn, handles) {
  if (handles === null || typeof handles !== 'object' || typeof handles.length !== 'number') {
    throw typeError(fn, 'handles', 'an Int32Array or an array of handles', handles);
  }
  for (let i = 0; i < handles.length; i++) {
    const h = handles[i];
    if (Number.isInteger(h) && h >= 1 && h <= MAX_HANDLE) continue;
    try {
      checkHandle(fn, `handles[${i}]`, h);
    } catch (error) {
      throw element(error, 'handles', i);
    }
  }
}

/**
 * The number of casts in sphereCasts' `casts` (a Float32Array of 7 numbers per cast), after checking it and
 * the optional output arrays (an Int32Array of at least n bodies, a Float32Array of at least 7n results).
 */
export function checkCastBuffers(fn, casts, bodies, results) {
  if (!(casts instanceof Float32Array)) throw typeError(fn, 'casts', 'a Float32Array', casts);
  if (casts.length % 7 !== 0) throw rangeError(fn, 'casts', 'must hold 7 numbers per cast', `${casts.length} numbers`);
  const n = casts.length / 7;
  if (bodies !== undefined && !(bodies instanceof Int32Array && bodies.length >= n)) {
    throw typeError(fn, 'bodies', `an Int32Array of at least ${n} elements, or undefined`, bodies);
  }
  if (results !== undefined && !(results instanceof Float32Array && results.length >= 7 * n)) {
    throw typeError(fn, 'results', `a Float32Array of at least ${7 * n} elements, or undefined`, results);
  }
  return n;
}
