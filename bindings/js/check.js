// Strict input checks at the JS boundary, and the named errors they throw. Nothing is coerced: a number
// field must hold a number (NaN and ±Infinity pass here and are rejected by the core with a RangeError that
// names the field), an integer field an integer in its range, a boolean field a boolean.
//
// Every error names the function, the argument path (`sphere.center.x`) and what was received, and carries
// `argument` (the parameter name) and `field` (the path below it, or null). TypeError: the wrong type of
// value (or no value); RangeError: a value of the right type outside its range.
import { inferShapeTag } from './generated/infer.js';
import { INPUT_ERRORS, SHAPE_FIELDS, SHAPE_TYPES } from './generated/layout.js';

/**
 * A short description of what a value is: `string "5"`, `null`, `array`, `Vector3 {x, y, z}`, `number 3`. An object
 * is shown by its own data keys (never a function, nor its text).
 */
export function describeValue(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string': return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case 'number': return `number ${value}`;
    case 'bigint': return `bigint ${value}n`;
    case 'symbol': return 'symbol';
    case 'undefined': return 'undefined';
    case 'boolean': return `boolean ${value}`;
    case 'function': return 'function';
    default: {
      const ctor = value.constructor?.name;
      const keys = Object.keys(value).filter((key) => typeof value[key] !== 'function').slice(0, 6).join(', ');
      return `${ctor && ctor !== 'Object' ? `${ctor} ` : ''}{${keys}}`;
    }
  }
}

function named(error, argument, field) {
  error.argument = argument;
  error.field = field;
  return error;
}

function split(path) {
  const dot = path.indexOf('.');
  return dot < 0 ? [path, null] : [path.slice(0, dot), path.slice(dot + 1)];
}

/** TypeError `fn: path must be <what> (got <value>)`. */
export function typeError(fn, path, what, value) {
  const [argument, field] = split(path);
  return named(new TypeError(`${fn}: ${path} must be ${what} (got ${describeValue(value)})`), argument, field);
}

/** RangeError `fn: path <problem> (got <shown>)`. */
export function rangeError(fn, path, problem, shown) {
  const [argument, field] = split(path);
  return named(new RangeError(`${fn}: ${path} ${problem} (got ${shown})`), argument, field);
}

const isObject = (value) => value !== null && typeof value === 'object';

/** `value` if it is a number (NaN and ±Infinity included: the core names those), else a TypeError. */
export function checkNumber(fn, path, value) {
  if (typeof value !== 'number') throw typeError(fn, path, 'a number', value);
  return value;
}

/** `value` if it is a finite number within [min, max] (RangeError otherwise); a TypeError for a non-number. */
export function checkRange(fn, path, value, min, max) {
  checkNumber(fn, path, value);
  if (!(value >= min && value <= max)) throw rangeError(fn, path, `must be within [${min}, ${max}]`, String(value));
  return value;
}

/** `value` if it is an integer within [min, max]; TypeError for a non-number, RangeError otherwise. */
export function checkInteger(fn, path, value, min, max) {
  checkNumber(fn, path, value);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw rangeError(fn, path, `must be an integer in [${min}, ${max}]`, String(value));
  }
  return value;
}

/** `value` if it is a boolean, else a TypeError (no truthiness). */
export function checkBoolean(fn, path, value) {
  if (typeof value !== 'boolean') throw typeError(fn, path, 'a boolean', value);
  return value;
}

/** `value` if it is an object (not null), else a TypeError. */
export function checkObject(fn, path, value, what = 'an object') {
  if (!isObject(value)) throw typeError(fn, path, what, value);
  return value;
}

/**
 * `value` (an object) if each of its enumerable keys is one of `known` (an array of names); otherwise a
 * TypeError naming the first unknown key, so that a typo such as `{sensr: true}` is not silently ignored.
 */
export function checkKeys(fn, path, value, known) {
  for (const key in value) {
    if (!known.includes(key)) {
      const [argument, field] = split(`${path}.${key}`);
      throw named(new TypeError(`${fn}: ${path} has no option '${key}' (known: ${known.join(', ')})`), argument, field);
    }
  }
  return value;
}

/** `value` if it is an {x, y, z} object of numbers, else a TypeError naming the first bad part. */
export function checkVec3(fn, path, value) {
  checkObject(fn, path, value, 'an object {x, y, z}');
  if (value.x === undefined) checkKind(fn, path, 'an object {x, y, z}', 'vec3', value);
  checkNumber(fn, `${path}.x`, value.x);
  checkNumber(fn, `${path}.y`, value.y);
  checkNumber(fn, `${path}.z`, value.z);
  return value;
}

/** `a sphere {center, radius}`, `an aabb {min, max}`: a kind of SHAPE_FIELDS as messages name it. */
const kindText = (kind) => `${/^[aeio]/.test(kind) ? 'an' : 'a'} ${kind} {${SHAPE_FIELDS[kind].map(([name]) => name).join(', ')}}`;

/**
 * Throws the TypeError `fn: path must be <what> (got a plane {normal, constant}: the arguments may be swapped)` when
 * `value` (an object) is a shape of another kind than `kind` (by its `type`, or its fields: generated/infer.js).
 */
function checkKind(fn, path, what, kind, value) {
  const type = typeof value.type === 'string' ? SHAPE_TYPES.find((k) => k.toLowerCase() === value.type.toLowerCase()) : undefined;
  const other = type ?? SHAPE_TYPES[inferShapeTag(value)];
  if (other === undefined || other === kind) return;
  const [argument, field] = split(path);
  throw named(new TypeError(`${fn}: ${path} must be ${what} (got ${kindText(other)}: the arguments may be swapped)`),
    argument, field);
}

/**
 * Checks every field of a shape of kind `kind` (a key of SHAPE_FIELDS); throws the TypeError for the first bad one,
 * which says so when the object is a shape of another kind (swapped arguments).
 */
export function checkShapeFields(fn, path, kind, shape) {
  checkObject(fn, path, shape, kindText(kind));
  const fields = SHAPE_FIELDS[kind];
  const absent = (name, options) => options?.optional && shape[name] === undefined;
  if (fields.some(([name, type, options]) => !absent(name, options) &&
      (type === 'real' ? typeof shape[name] !== 'number' : !isObject(shape[name])))) {
    checkKind(fn, path, kindText(kind), kind, shape);
  }
  for (const [name, type, options] of fields) {
    if (type === 'vec3') {
      if (!absent(name, options)) checkVec3(fn, `${path}.${name}`, shape[name]);
    } else if (type === 'rotation') {
      rotationWords(fn, `${path}.${name}`, shape[name], ROTATION_CHECK);
    } else if (type !== 'hull' && type !== 'mesh') {
      checkNumber(fn, `${path}.${name}`, shape[name]); // a hull or mesh field is checked by hullId or meshId
    }
  }
  return shape;
}

const ROTATION_CHECK = new Float64Array(10);
const IDENTITY = Object.freeze([1, 0, 0, 0, 1, 0, 0, 0, 1]);

/**
 * Writes a rotation's boundary words into `out` (10 numbers: a kind, then 9): a three.js `Matrix3` or any
 * `{elements}` of 9 numbers (column-major) as kind 0 and the matrix; a `{x, y, z, w}` quaternion (three.js
 * `Quaternion`) as kind 1 and its four numbers; `undefined` as the identity matrix. Copies only: the core
 * converts and checks it (orthonormal, or unit, within its tolerance; a RangeError names the field).
 * @throws {TypeError} anything else, or a non-number entry, naming `path`.
 */
export function rotationWords(fn, path, rotation, out) {
  if (rotation === undefined) {
    out[0] = 0;
    for (let i = 0; i < 9; i++) out[i + 1] = IDENTITY[i];
    return out;
  }
  const what = 'a rotation: a Matrix3 {elements} (9 numbers, column-major), a quaternion {x, y, z, w}, or undefined';
  if (!isObject(rotation)) throw typeError(fn, path, what, rotation);
  const e = rotation.elements;
  if (e !== undefined) {
    if (!isObject(e) || e.length !== 9) throw typeError(fn, `${path}.elements`, '9 numbers', e);
    out[0] = 0;
    for (let i = 0; i < 9; i++) out[i + 1] = checkNumber(fn, `${path}.elements[${i}]`, e[i]);
    return out;
  }
  if (!('w' in rotation)) throw typeError(fn, path, what, rotation);
  out[0] = 1;
  out[1] = checkNumber(fn, `${path}.x`, rotation.x);
  out[2] = checkNumber(fn, `${path}.y`, rotation.y);
  out[3] = checkNumber(fn, `${path}.z`, rotation.z);
  out[4] = checkNumber(fn, `${path}.w`, rotation.w);
  for (let i = 5; i < 10; i++) out[i] = 0;
  return out;
}

const SHAPE_LIST = SHAPE_TYPES.map((kind) => `${kind} {${SHAPE_FIELDS[kind].map(([name]) => name).join(', ')}}`).join(', ');

/**
 * The kind of a shape-like object as an index into SHAPE_TYPES (its sweepkit::ShapeType tag): its `type`
 * field when present (which must name a kind), otherwise inferred from which fields hold objects or numbers
 * (generated/infer.js, from the schema's SHAPES[*].infer),
 * so THREE.Sphere, THREE.Box3, THREE.Plane and three's Capsule work as they are. A function-valued field
 * (THREE.Vector3's `min` method, say) does not count.
 * @throws {TypeError} not an object, an unknown `type`, or no kind's fields.
 */
export function shapeTag(fn, path, shape) {
  if (!isObject(shape)) throw typeError(fn, path, `a shape: ${SHAPE_LIST}`, shape);
  const type = shape.type;
  if (type !== undefined) {
    const tag = typeof type === 'string' ? SHAPE_TYPES.findIndex((k) => k.toLowerCase() === type.toLowerCase()) : -1;
    if (tag < 0) throw typeError(fn, `${path}.type`, `one of ${SHAPE_TYPES.map((k) => `'${k}'`).join(', ')}`, type);
    return tag;
  }
  const tag = inferShapeTag(shape); // most specific first: a capsule has a radius as a sphere does, an OBB a centre
  if (tag < 0) throw typeError(fn, path, `a shape: ${SHAPE_LIST}, or have an explicit type`, shape);
  return tag;
}

const MESH = SHAPE_TYPES.indexOf('triangleMesh');
const CONVEX = SHAPE_TYPES.filter((kind) => kind !== 'triangleMesh');

/**
 * shapeTag for an argument that takes a convex shape only (a World body's new shape, a World query's shape, a
 * trace's, a batch's target, a shape swept against a mesh): a TriangleMesh, or `{mesh}`, is a TypeError saying `why`.
 * @param {string} why  what the message says of a mesh there ('a mesh body is added by addMesh').
 */
export function convexShapeTag(fn, path, shape, why) {
  const tag = shapeTag(fn, path, shape);
  if (tag === MESH) throw typeError(fn, path, `a convex shape (${CONVEX.join(', ')}): ${why}`, shape);
  return tag;
}

/**
 * A value as an error shows it: a vector (x, y, z), a quaternion (x, y, z, w), a matrix's elements (9 numbers), a
 * motion `linear (x, y, z), angular (x, y, z)`; never a function's text.
 */
function formatVec(v) {
  if (typeof v === 'function') return 'a function';
  if (!isObject(v)) return String(v);
  if (isObject(v.elements) && typeof v.elements.length === 'number') return `(${Array.from(v.elements).join(', ')})`;
  if (isObject(v.linear)) {
    return `linear ${formatVec(v.linear)}${v.angular === undefined ? '' : `, angular ${formatVec(v.angular)}`}`;
  }
  if (typeof v.w === 'number') return `(${v.x}, ${v.y}, ${v.z}, ${v.w})`;
  return `(${v.x}, ${v.y}, ${v.z})`;
}

/**
 * The RangeError for a core `invalid_input` answer: `code` is the sweepkit::InputError, `index` the
 * 0-based parameter the core rejected, `names` and `args` the JS parameter names and values; `shown`, when given,
 * is what the message says was received (for an argument that is not one vector, such as a point cloud).
 */
export function inputError(fn, names, args, code, index, shown = undefined) {
  const [, , field, problem] = INPUT_ERRORS[code] ?? [null, 0, null, 'is invalid'];
  const arg = args[index];
  const path = field ? `${names[index]}.${field}` : names[index];
  const value = field && isObject(arg) ? arg[field] : arg;
  // An aabb by its own fields: a THREE.Vector3 has `min` and `max` too, as methods.
  const got = shown ?? (isObject(arg) && isObject(arg.min) && isObject(arg.max) && !field
    ? `min ${formatVec(arg.min)}, max ${formatVec(arg.max)}`
    : formatVec(value));
  const error = named(new RangeError(`${fn}: ${path} ${problem} (got ${got})`), names[index], field);
  error.code = code;
  return error;
}

/**
 * Throws the TypeError for `target` unless it is undefined or an object (the three.js target convention),
 * in the same words for every query and World method.
 */
export function checkTarget(fn, target) {
  if (target !== undefined && (target === null || typeof target !== 'object')) {
    throw typeError(fn, 'target', 'an object to fill, or undefined', target);
  }
}

/**
 * Writes a motion's 6 numbers into `out`: linear x, y, z, then angular x, y, z. A motion is a displacement
 * `{x, y, z}` (no rotation) or `{linear, angular}` (`angular` optional: the rotation vector, radians).
 * @throws {TypeError} naming `path` (or `path.linear`, `path.angular`) and the first field that is not a number.
 */
export function motionWords(fn, path, motion, out) {
  if (isObject(motion) && 'linear' in motion) {
    checkVec3(fn, `${path}.linear`, motion.linear);
    out[0] = motion.linear.x;
    out[1] = motion.linear.y;
    out[2] = motion.linear.z;
    const angular = motion.angular;
    if (angular === undefined) {
      out[3] = out[4] = out[5] = 0;
    } else {
      checkVec3(fn, `${path}.angular`, angular);
      out[3] = angular.x;
      out[4] = angular.y;
      out[5] = angular.z;
    }
    return out;
  }
  checkVec3(fn, path, motion);
  out[0] = motion.x;
  out[1] = motion.y;
  out[2] = motion.z;
  out[3] = out[4] = out[5] = 0;
  return out;
}
