// Generic contact(a, b) and sweep(a, da, b, db): infer each shape's kind, write the shapes straight
// into the core's input buffer and let the C++ dispatch table (core/src/query/dispatch.cpp) pick the
// pair's function and flip normals, so "from A towards B" is held in one place.
import { STATUS_INVALID_INPUT, STATUS_UNSUPPORTED } from './layout.js';

/** Shape kinds in sweepkit::ShapeType order. */
export const SHAPE_TYPES = Object.freeze(['sphere', 'capsule', 'aabb', 'plane']);
const EXPECTED =
  "a shape: sphere {center, radius}, capsule {start, end, radius}, aabb {min, max}, plane {normal, constant}, or an explicit type";

/**
 * The kind of a shape-like object: its `type` field when it is one of the kinds, otherwise inferred
 * from its fields (so THREE.Sphere, THREE.Box3, THREE.Plane and three's Capsule work as they are).
 * @returns {number} index into SHAPE_TYPES
 */
export function shapeType(shape, fn, name) {
  if (shape !== null && typeof shape === 'object') {
    const explicit = typeof shape.type === 'string' ? SHAPE_TYPES.indexOf(shape.type.toLowerCase()) : -1;
    if (explicit >= 0) return explicit;
    if ('start' in shape && 'end' in shape && 'radius' in shape) return 1;
    if ('center' in shape && 'radius' in shape) return 0;
    if ('min' in shape && 'max' in shape) return 2;
    if ('normal' in shape && 'constant' in shape) return 3;
  }
  throw new TypeError(`${fn}: ${name} is not ${EXPECTED} (got ${describe(shape)})`);
}

function describe(value) {
  if (value === null || typeof value !== 'object') return String(value);
  const ctor = value.constructor?.name;
  return `${ctor && ctor !== 'Object' ? ctor + ' ' : ''}{${Object.keys(value).join(', ')}}`;
}

/**
 * Writes a shape's numbers at word `o` of `f32` (the layout of bindings/embind/shape_io.hpp, read_shape):
 * sphere centre, radius | capsule start, end, radius | aabb min, max | plane normal, constant.
 */
export function packShape(f32, o, type, s) {
  switch (type) {
    case 0:
      f32[o] = s.center.x; f32[o + 1] = s.center.y; f32[o + 2] = s.center.z; f32[o + 3] = s.radius;
      break;
    case 1:
      f32[o] = s.start.x; f32[o + 1] = s.start.y; f32[o + 2] = s.start.z;
      f32[o + 3] = s.end.x; f32[o + 4] = s.end.y; f32[o + 5] = s.end.z; f32[o + 6] = s.radius;
      break;
    case 2:
      f32[o] = s.min.x; f32[o + 1] = s.min.y; f32[o + 2] = s.min.z;
      f32[o + 3] = s.max.x; f32[o + 4] = s.max.y; f32[o + 5] = s.max.z;
      break;
    default:
      f32[o] = s.normal.x; f32[o + 1] = s.normal.y; f32[o + 2] = s.normal.z; f32[o + 3] = s.constant;
  }
}

function packVec(f32, o, v) {
  f32[o] = v.x; f32[o + 1] = v.y; f32[o + 2] = v.z;
}

// Typed-array stores turn undefined into NaN, which the core rejects with a RangeError naming the field.
export function createDispatch(core, read) {
  const input = core.inputAddress() >> 2;

  function unsupported(fn, ta, tb) {
    return new TypeError(`${fn}: no ${fn} test for the pair (${SHAPE_TYPES[ta]}, ${SHAPE_TYPES[tb]})`);
  }

  /** Discrete contact between any two shapes; normal from a towards b. */
  function contact(a, b) {
    const ta = shapeType(a, 'contact', 'shapeA');
    const tb = shapeType(b, 'contact', 'shapeB');
    const f32 = read.heapF32();
    packShape(f32, input, ta, a);
    packShape(f32, input + 10, tb, b);
    const status = core.contactShapes(ta, tb);
    if (status === STATUS_UNSUPPORTED) throw unsupported('contact', ta, tb);
    if (status === STATUS_INVALID_INPUT) read.fail('contact', ['shapeA', 'shapeB'], [a, b]);
    return read.contact(status);
  }

  /** Sweep of two moving shapes over one frame; normal from a towards b, t in [0, 1]. */
  function sweep(a, displacementA, b, displacementB) {
    const ta = shapeType(a, 'sweep', 'shapeA');
    const tb = shapeType(b, 'sweep', 'shapeB');
    const f32 = read.heapF32();
    packShape(f32, input, ta, a);
    packVec(f32, input + 7, displacementA);
    packShape(f32, input + 10, tb, b);
    packVec(f32, input + 17, displacementB);
    const status = core.sweepShapes(ta, tb);
    if (status === STATUS_UNSUPPORTED) throw unsupported('sweep', ta, tb);
    if (status === STATUS_INVALID_INPUT) {
      read.fail('sweep', ['shapeA', 'displacementA', 'shapeB', 'displacementB'], [a, displacementA, b, displacementB]);
    }
    return read.sweepHit(status);
  }

  return { contact, sweep };
}
