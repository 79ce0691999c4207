// The World's outputs read from its output buffer in WebAssembly memory beyond one generated reader: a body
// (readBody: its shape's words depend on its type; the rest is the BodyAnswer record) and the events of a step as
// objects. The hits and slide results are read by the generated readers (generated/readers.js: readWorldRaycastHit,
// readWorldSweepHit, readSlideResult, readContactEvent), into a new object or into the caller's `target` (the
// three.js convention: fields set in place, {x, y, z} fields component-wise so that a THREE.Vector3 there is kept,
// missing ones made once; the target is returned, and nothing is allocated).
import { BODY_ANSWER, CONTACT_EVENT, SHAPE_FIELDS, SHAPE_TYPES } from './generated/layout.js';
import { newContactEvent, readBodyAnswer, readContactEvent } from './generated/readers.js';
import { hullById } from './convex_hull.js';

/** Words (4 bytes) per event in eventData(): type, flags, a, b (int32), then t, depth, normal, point, impactSpeed. */
export const EVENT_STRIDE = CONTACT_EVENT.STRIDE;

/** Sets `target[key]` (an {x, y, z} object, made when missing) to the float32 vector at word `o`. */
function setVec(target, key, f32, o) {
  let v = target[key];
  if (v === null || typeof v !== 'object') v = target[key] = { x: 0, y: 0, z: 0 };
  v.x = f32[o] + 0; // "+ 0" turns -0 into 0
  v.y = f32[o + 1] + 0;
  v.z = f32[o + 2] + 0;
}

/**
 * The body readBody wrote at word `o` (a BodyAnswer): {shape, displacement, kind, layer, mask, sensor}. A target's
 * `shape` is filled in place when it has the same `type`, and replaced by a new object otherwise.
 */
export function readBody(f32, i32, o, target = {}) {
  const type = SHAPE_TYPES[i32[o + BODY_ANSWER.TYPE]];
  let shape = target.shape;
  if (shape === null || typeof shape !== 'object' || shape.type !== type) shape = target.shape = { type };
  let w = o + BODY_ANSWER.SHAPE;
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
  return readBodyAnswer(f32, i32, o, target);
}

/** Event k of the last step as a plain object, for k < count (ints / floats: eventData()'s views). */
export function readEvents(count, ints, floats) {
  const out = new Array(count);
  for (let k = 0; k < count; k++) out[k] = readContactEvent(floats, ints, k * EVENT_STRIDE, newContactEvent());
  return out;
}
