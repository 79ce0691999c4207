// world.createCharacter(options): the capsule character controller (core/include/sweepkit/world/character_controller.hpp)
// as a JS class over bindings/embind/character.cpp. Options and displacements are checked here for their types
// (TypeError naming the field) and by the core for their ranges (RangeError naming the field, with `code` the
// sweepkit::CharacterError); results are read by the generated readers of bindings/schema.js's records
// (generated/readers.js): CharacterAnswer from the binding's output buffer, CharacterCollision and CharacterLeg in
// place from the controller's arrays.
import {
  checkBoolean, checkInteger, checkKeys, checkNumber, checkObject, checkTarget, checkVec3, describeValue, inputError,
  rangeError, shapeTag, typeError,
} from './check.js';
import {
  CHARACTER_ANSWER as A, CHARACTER_COLLISION, CHARACTER_DEFAULTS, CHARACTER_ERROR, CHARACTER_LEG, SHAPE_TYPES,
} from './generated/layout.js';
import {
  newCharacterCollision, newCharacterLeg, readCharacterAnswer, readCharacterCollision, readCharacterLeg,
} from './generated/readers.js';
import { packShape } from './generated/shapes.js';
import { checkBits, readFilter, worldError } from './world_check.js';

const E = CHARACTER_ERROR;

const OPTIONS = Object.freeze(['shape', 'up', 'maxSlopeClimbAngle', 'minSlopeSlideAngle', 'stepHeight', 'stepMinWidth',
  'snapToGround', 'skin', 'maxIterations', 'filter', 'layer', 'mask']);
const NUMBER_OPTIONS = Object.freeze(['maxSlopeClimbAngle', 'minSlopeSlideAngle', 'stepHeight', 'stepMinWidth',
  'snapToGround', 'skin']);
// The option each CharacterError of the settings names, and what it must be.
const SETTING_ERRORS = Object.freeze({
  [E.UP_INVALID]: ['up', 'must be a finite unit vector (within 1e-3)'],
  [E.MAX_SLOPE_CLIMB_ANGLE_INVALID]: ['maxSlopeClimbAngle', 'must be an angle in [0, π/2] radians'],
  [E.MIN_SLOPE_SLIDE_ANGLE_INVALID]: ['minSlopeSlideAngle', 'must be an angle in [0, π/2] radians'],
  [E.STEP_HEIGHT_INVALID]: ['stepHeight', 'must be a finite length >= 0'],
  [E.STEP_MIN_WIDTH_INVALID]: ['stepMinWidth', 'must be a finite length >= 0'],
  [E.SNAP_TO_GROUND_INVALID]: ['snapToGround', 'must be a finite length >= 0'],
  [E.SKIN_INVALID]: ['skin', 'must be a finite length in (0, max(radius, 0.01)]'],
  [E.MAX_ITERATIONS_INVALID]: ['maxIterations', 'must be an integer in [1, 64]'],
});
const MOVE_OPTIONS = Object.freeze(['trace']);
const GONE = "the character's body is gone: the character or its World was disposed, or the body was removed";

function formatVec(v) {
  return `(${v.x}, ${v.y}, ${v.z})`;
}

function characterError(fn, path, problem, shown, code) {
  const error = rangeError(fn, path, problem, shown);
  error.code = code;
  return error;
}

/** The Error of a call on a disposed character (or one whose body was removed): `code` not_created. */
function goneError(fn) {
  const error = new Error(`${fn}: ${GONE}`);
  error.code = E.NOT_CREATED;
  return error;
}

/** The error of a call the core refused with `code`: its vector argument out of range (`rangeCode`), or gone. */
function refusal(fn, code, rangeCode, path, value) {
  if (code !== rangeCode) return goneError(fn);
  return characterError(fn, path, 'must be finite and within ±1e8', formatVec(value), code);
}

/**
 * Builds a character in `world` (a World of world.js): called by World.createCharacter. `onCreate(native)` is told
 * the native character once made (the World frees it if the World is garbage-collected first); `onDispose(character,
 * native)` when the character is disposed. `onDispose` must keep the World alive: the character refers to its memory.
 */
export function createCharacter(core, nativeWorld, options, onDispose, onCreate) {
  return new Character(core, nativeWorld, options, onDispose, onCreate);
}

class Character {
  #core;
  #native;
  #output; // word offset of the binding's output buffer
  #up;
  #halfHeight = 0;
  #radius = 0;
  #sphere = false;
  #filterArgs = {};
  #body = 0;
  #onDispose;

  constructor(core, nativeWorld, options, onDispose, onCreate) {
    const fn = 'createCharacter';
    checkObject(fn, 'options', options, `an object {${OPTIONS.join(', ')}}`);
    checkKeys(fn, 'options', options, OPTIONS);
    const o = { ...CHARACTER_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) };
    const type = shapeTag(fn, 'options.shape', options.shape);
    if (SHAPE_TYPES[type] !== 'capsule' && SHAPE_TYPES[type] !== 'sphere') {
      throw characterError(fn, 'options.shape', 'must be a capsule {start, end, radius} or a sphere {center, radius}',
        `${SHAPE_TYPES[type]} ${describeValue(options.shape)}`, E.SHAPE_NOT_CAPSULE);
    }
    checkVec3(fn, 'options.up', o.up);
    for (const key of NUMBER_OPTIONS) checkNumber(fn, `options.${key}`, o[key]);
    checkInteger(fn, 'options.maxIterations', o.maxIterations, 1, 64);
    const f = readFilter(fn, 'options.filter', o.filter, this.#filterArgs);
    if (f.ignore < 0) { // a list of two or more: the controller skips its own body and one more
      throw typeError(fn, 'options.filter.ignore', 'a body handle (or a list of at most one)', o.filter.ignore);
    }
    if (o.filter?.includeSensors === undefined) f.sensors = false; // a character walks through trigger zones
    const layer = o.layer === undefined ? 1 : checkBits(fn, 'options', o.layer, 'layer');
    const mask = o.mask === undefined ? -1 : checkBits(fn, 'options', o.mask, 'mask');

    this.#core = core;
    const native = new core.Character();
    const input = native.inputAddress() >> 2;
    packShape(fn, 'options.shape', type, options.shape, core.HEAPF32, input);
    const up = o.up;
    const code = native.create(nativeWorld.worldAddress(), type, up.x, up.y, up.z, o.maxSlopeClimbAngle,
      o.minSlopeSlideAngle, o.stepHeight, o.stepMinWidth, o.snapToGround, o.skin, o.maxIterations, f.mask, f.sensors,
      f.ignore, layer, mask);
    this.#output = native.outputAddress() >> 2;
    if (code !== E.NONE) {
      const shapeError = core.HEAP32[this.#output + A.SHAPE_ERROR];
      const worldCode = core.HEAP32[this.#output + A.WORLD_ERROR];
      native.delete();
      throw this.#createError(fn, code, o, options.shape, shapeError, worldCode);
    }
    this.#native = native;
    this.#onDispose = onDispose;
    onCreate?.(native);
    const len = Math.hypot(up.x, up.y, up.z);
    this.#up = { x: up.x / len, y: up.y / len, z: up.z / len };
    this.#sphere = SHAPE_TYPES[type] === 'sphere';
    this.#radius = options.shape.radius;
    if (!this.#sphere) {
      const { start: a, end: b } = options.shape;
      this.#halfHeight = Math.hypot(b.x - a.x, b.y - a.y, b.z - a.z) / 2;
    }
    native.readPosition();
    this.#body = core.HEAP32[this.#output + A.BODY];
  }

  #createError(fn, code, o, shape, shapeError, worldCode) {
    if (code === E.SHAPE_INVALID) {
      const error = inputError(fn, ['options.shape'], [shape], shapeError, 0);
      error.argument = 'options';
      error.field = error.field ? `shape.${error.field}` : 'shape';
      error.inputCode = shapeError;
      error.code = code;
      return error;
    }
    if (code === E.SHAPE_NOT_UPRIGHT) {
      return characterError(fn, 'options.shape', 'must be a capsule whose segment is parallel to options.up',
        `start ${formatVec(shape.start)}, end ${formatVec(shape.end)}`, code);
    }
    if (code === E.BODY_ERROR) {
      const error = worldError(fn, "the character's body", worldCode, describeValue(shape), 'options', 'shape');
      error.code = code;
      error.worldCode = worldCode;
      return error;
    }
    let [key, problem] = SETTING_ERRORS[code] ?? ['', 'is invalid'];
    if (code === E.SKIN_INVALID) {
      // The bound move_and_slide's skin has too: the shape's radius (a tiny shape still gets the default).
      problem = `must be a finite length in (0, ${Math.max(shape.radius, CHARACTER_DEFAULTS.skin)}] (at most the shape's radius, or ${CHARACTER_DEFAULTS.skin})`;
    }
    const value = o[key];
    return characterError(fn, `options.${key}`, problem, typeof value === 'object' ? formatVec(value) : String(value), code);
  }

  // The live native object; throws once disposed.
  #n(fn) {
    if (!this.#native) throw goneError(fn);
    return this.#native;
  }

  /** The centre now, {x, y, z} (a new object each read). */
  get position() {
    if (this.#n('position').readPosition() !== E.NONE) throw goneError('position');
    const f32 = this.#core.HEAPF32;
    const o = this.#output + A.POSITION;
    return { x: f32[o] + 0, y: f32[o + 1] + 0, z: f32[o + 2] + 0 };
  }

  /** The shape at the current position: a capsule {start, end, radius} (segment along up) or a sphere {center, radius}. */
  get shape() {
    const c = this.position;
    if (this.#sphere) return { center: c, radius: this.#radius };
    const u = this.#up;
    const h = this.#halfHeight;
    return {
      start: { x: c.x - u.x * h, y: c.y - u.y * h, z: c.z - u.z * h },
      end: { x: c.x + u.x * h, y: c.y + u.y * h, z: c.z + u.z * h },
      radius: this.#radius,
    };
  }

  /** Its World body's handle (a kinematic capsule or sphere moved with the character). */
  get body() {
    if (this.#n('body').readPosition() !== E.NONE) throw goneError('body');
    return this.#body;
  }

  /** True once disposed. */
  get disposed() {
    return this.#native === null || this.#native === undefined;
  }

  /** Teleports the centre to `position` {x, y, z} (not swept); the ground state is cleared. */
  setPosition(position) {
    const fn = 'setPosition';
    const n = this.#n(fn);
    checkVec3(fn, 'position', position);
    const code = n.setPosition(position.x, position.y, position.z);
    if (code !== E.NONE) throw refusal(fn, code, E.POSITION_INVALID, 'position', position);
  }

  /**
   * Moves by `displacement` ({x, y, z}, length units this frame). `options.trace`: also return the legs.
   * @returns {import('./character.d.ts').CharacterMoveResult} into `target` when given.
   */
  move(displacement, options = undefined, target = undefined) {
    const fn = 'move';
    const n = this.#n(fn);
    checkVec3(fn, 'displacement', displacement);
    let trace = false;
    if (options !== undefined) {
      checkObject(fn, 'options', options, '{trace} or undefined');
      checkKeys(fn, 'options', options, MOVE_OPTIONS);
      if (options.trace !== undefined) trace = checkBoolean(fn, 'options.trace', options.trace);
    }
    checkTarget(fn, target);
    const code = n.move(displacement.x, displacement.y, displacement.z, trace);
    if (code !== E.NONE) throw refusal(fn, code, E.DISPLACEMENT_INVALID, 'displacement', displacement);
    return this.#readMove(n, trace, target ?? {});
  }

  #readMove(n, trace, r) {
    const o = this.#output;
    const { HEAPF32: f32, HEAP32: i32 } = this.#core;
    readCharacterAnswer(f32, i32, o, r);
    const collisions = i32[o + A.COLLISION_COUNT];
    const legs = i32[o + A.LEG_COUNT];
    r.collisions = this.#readCollisions(n.collisionsAddress() >> 2, collisions, Array.isArray(r.collisions) ? r.collisions : []);
    if (trace) r.legs = this.#readLegs(n.legsAddress() >> 2, legs, Array.isArray(r.legs) ? r.legs : []);
    else delete r.legs;
    return r;
  }

  #readCollisions(p, count, out) {
    const { HEAPF32: f32, HEAP32: i32 } = this.#core;
    out.length = count;
    for (let i = 0; i < count; i++) {
      readCharacterCollision(f32, i32, p + i * CHARACTER_COLLISION.STRIDE, out[i] ?? (out[i] = newCharacterCollision()));
    }
    return out;
  }

  #readLegs(p, count, out) {
    const { HEAPF32: f32, HEAP32: i32 } = this.#core;
    out.length = count;
    for (let i = 0; i < count; i++) readCharacterLeg(f32, i32, p + i * CHARACTER_LEG.STRIDE, out[i] ?? (out[i] = newCharacterLeg()));
    return out;
  }

  /** Removes its body from the World and frees it; later calls throw. Safe to call again. */
  dispose() {
    if (!this.#native) return;
    const native = this.#native;
    native.destroy();
    native.delete();
    this.#native = null;
    this.#onDispose?.(this, native);
  }
}
