// The World's results read from its output buffer in WebAssembly memory (bindings/embind/world.cpp writes
// them; its static_asserts tie these word offsets to the C++ structs), into a new plain object or into the
// caller's `target` (the three.js convention: fields set in place, {x, y, z} fields component-wise so that a
// THREE.Vector3 there is kept, missing ones made once; the target is returned, and nothing is allocated).
import {
  BODY_KINDS, RAYCAST_HIT, SHAPE_FIELDS, SHAPE_TYPES, SHAPE_WORDS, STATUS_HIT, STATUS_INITIAL_OVERLAP, STATUS_NAMES, SWEEP_HIT,
} from './generated/layout.js';
import { hullById } from './convex_hull.js';

/** Event types in sweepkit::EventType order. */
export const EVENT_TYPES = Object.freeze(['begin', 'stay', 'end']);
/** Words (4 bytes) per event in eventData(): type, flags, a, b (int32), then t, depth, normal, point, impactSpeed. */
export const EVENT_STRIDE = 13;
/** Event flag bits (sweepkit::kEvent*). */
export const EVENT_TRANSIENT = 1;
export const EVENT_SENSOR = 2;
export const EVENT_REMOVED = 4;

/**
 * Words of the body handle and the mesh triangle in a WorldRaycastHit (after its RaycastHit), and its words:
 * raycastAll's stride.
 */
export const RAY_BODY = RAYCAST_HIT.NORMAL + 3;
export const RAY_TRIANGLE = RAY_BODY + 1;
export const RAY_HIT_WORDS = RAY_TRIANGLE + 1;
/** Words of the body handle and the mesh triangle in a WorldSweepHit (after its SweepHit). */
export const SWEEP_BODY = SWEEP_HIT.NORMAL + 3;
export const SWEEP_TRIANGLE = SWEEP_BODY + 1;
/** sweepkit::SlideResult: word offsets after its status, error, error_argument header. */
export const SLIDE = Object.freeze({ POSITION: 3, COLLISIONS: 6, NORMAL: 7, BODY: 10 });
/** WorldBinding::readBody's words: shape type, SHAPE_WORDS shape words, displacement, kind, layer, mask, sensor. */
const D = 1 + SHAPE_WORDS;
export const BODY = Object.freeze({ TYPE: 0, SHAPE: 1, DISPLACEMENT: D, KIND: D + 3, LAYER: D + 4, MASK: D + 5, SENSOR: D + 6 });

/** Sets `target[key]` (an {x, y, z} object, made when missing) to the float32 vector at word `o`. */
function setVec(target, key, f32, o) {
  let v = target[key];
  if (v === null || typeof v !== 'object') v = target[key] = { x: 0, y: 0, z: 0 };
  v.x = f32[o] + 0; // "+ 0" turns -0 into 0
  v.y = f32[o + 1] + 0;
  v.z = f32[o + 2] + 0;
}

// New results with every field in place (one hidden class from the start), for calls without a target.
const vec3 = () => ({ x: 0, y: 0, z: 0 });
const newRaycastHit = () => ({ hit: false, status: '', body: null, t: 0, point: vec3(), normal: vec3(), triangle: -1 });
const newSweepHit = () =>
  ({ hit: false, status: '', body: null, t: 0, position: vec3(), point: vec3(), normal: vec3(), triangle: -1 });
const newSlideResult = () => ({ hit: false, status: 'miss', position: vec3(), collisions: 0, normal: vec3(), body: null });

/** Sets the fields every hit result starts with: hit, status, body (null unless hit) and t. */
function setHitHead(target, f32, i32, status, bodyWord, tWord) {
  const hit = status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP;
  target.hit = hit;
  target.status = STATUS_NAMES[status];
  target.body = hit ? i32[bodyWord] : null;
  target.t = f32[tWord];
}

/**
 * The WorldRaycastHit at word `o` with status `status`: {hit, status, body, t, point, normal, triangle} (triangle:
 * the mesh body's input triangle index, -1 for other bodies and misses; kNoTriangle reads as -1 in an int32).
 */
export function readRaycastHit(f32, i32, o, status, target = newRaycastHit()) {
  setHitHead(target, f32, i32, status, o + RAY_BODY, o + RAYCAST_HIT.T);
  setVec(target, 'point', f32, o + RAYCAST_HIT.POINT);
  setVec(target, 'normal', f32, o + RAYCAST_HIT.NORMAL);
  target.triangle = target.hit ? i32[o + RAY_TRIANGLE] : -1;
  return target;
}

/** The WorldSweepHit at word `o`: {hit, status, body, t, position, point, normal, triangle} (as readRaycastHit). */
export function readSweepHit(f32, i32, o, status, target = newSweepHit()) {
  setHitHead(target, f32, i32, status, o + SWEEP_BODY, o + SWEEP_HIT.T);
  setVec(target, 'position', f32, o + SWEEP_HIT.POSITION);
  setVec(target, 'point', f32, o + SWEEP_HIT.POINT);
  setVec(target, 'normal', f32, o + SWEEP_HIT.NORMAL);
  target.triangle = target.hit ? i32[o + SWEEP_TRIANGLE] : -1;
  return target;
}

/** The SlideResult at word `o`: {hit, position, collisions, normal, body}. */
export function readSlideResult(f32, i32, o, status, target = newSlideResult()) {
  const hit = status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP;
  target.hit = hit;
  target.status = STATUS_NAMES[status];
  setVec(target, 'position', f32, o + SLIDE.POSITION);
  target.collisions = i32[o + SLIDE.COLLISIONS];
  setVec(target, 'normal', f32, o + SLIDE.NORMAL);
  target.body = hit ? i32[o + SLIDE.BODY] : null;
  return target;
}

/**
 * The body readBody wrote at word `o`: {shape, displacement, kind, layer, mask, sensor}. A target's `shape`
 * is filled in place when it has the same `type`, and replaced by a new object otherwise.
 */
export function readBody(f32, i32, o, target = {}) {
  const type = SHAPE_TYPES[i32[o + BODY.TYPE]];
  let shape = target.shape;
  if (shape === null || typeof shape !== 'object' || shape.type !== type) shape = target.shape = { type };
  let w = o + BODY.SHAPE;
  const fields = SHAPE_FIELDS[type];
  for (let i = 0; i < fields.length; i++) {
    const name = fields[i][0];
    if (fields[i][1] === 'vec3') {
      setVec(shape, name, f32, w);
      w += 3;
    } else if (fields[i][1] === 'rotation') {
      // The core writes a rotation back as a matrix (kind word 0, then its 9 entries by columns).
      shape[name] = { elements: Array.from(f32.subarray(w + 1, w + 10)) };
      w += 10;
    } else if (fields[i][1] === 'hull') {
      shape[name] = hullById(f32[w++]);
    } else {
      shape[name] = f32[w++];
    }
  }
  setVec(target, 'displacement', f32, o + BODY.DISPLACEMENT);
  target.kind = BODY_KINDS[i32[o + BODY.KIND]];
  target.layer = i32[o + BODY.LAYER] >>> 0;
  target.mask = i32[o + BODY.MASK] >>> 0;
  target.sensor = i32[o + BODY.SENSOR] !== 0;
  return target;
}

/** Event k of the last step as a plain object, for k < count (ints / floats: eventData()'s views). */
export function readEvents(count, ints, floats) {
  const out = new Array(count);
  for (let k = 0, o = 0; k < count; k++, o += EVENT_STRIDE) {
    const flags = ints[o + 1];
    const event = {
      type: EVENT_TYPES[ints[o]],
      a: ints[o + 2],
      b: ints[o + 3],
      transient: (flags & EVENT_TRANSIENT) !== 0,
      sensor: (flags & EVENT_SENSOR) !== 0,
      removed: (flags & EVENT_REMOVED) !== 0,
      t: floats[o + 4],
      depth: floats[o + 5],
    };
    setVec(event, 'normal', floats, o + 6);
    setVec(event, 'point', floats, o + 9);
    event.impactSpeed = floats[o + 12];
    out[k] = event;
  }
  return out;
}
