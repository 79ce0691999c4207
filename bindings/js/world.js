// sk.createWorld(): the collision world (core/include/sweepkit/world/world.hpp) as a JS class. It is the one
// object users must free (dispose()); bodies are integer handles. Per-frame I/O goes through typed arrays
// over WebAssembly memory, so a frame costs a constant number of JS <-> WASM calls however many bodies move:
//   world.setDisplacements(handles, displacements)   2 calls + 2 typed-array copies
//   (or write world.displacementView() in place)     2 calls to get the view, 0 per body
//   world.step()                                      1 call
//   world.eventData() / world.events()                0 calls: read in place (or decoded to objects)
// Layouts are checked against the C++ structs by static_asserts in bindings/embind/world.cpp.
import { inputError, shapeTag } from './check.js';
import {
  BODY_KINDS, STATUS_HIT, STATUS_INITIAL_OVERLAP, STATUS_INVALID_INPUT, STATUS_NAMES, WORLD_ERROR, WORLD_ERRORS,
} from './generated/layout.js';
import { packShape, unpackShape } from './generated/shapes.js';

export { BODY_KINDS };
/** Event types in sweepkit::EventType order. */
export const EVENT_TYPES = Object.freeze(['begin', 'stay', 'end']);
/** Words (4 bytes) per event in eventData(): type, flags, a, b (int32), then t, depth, normal, point, impactSpeed. */
export const EVENT_STRIDE = 13;
/** Event flag bits (sweepkit::kEvent*). */
export const EVENT_TRANSIENT = 1;
export const EVENT_SENSOR = 2;
export const EVENT_REMOVED = 4;
export const EVENT_APPROXIMATE = 8;

const { STALE_HANDLE, INVALID_SHAPE } = WORLD_ERROR;

const DISPOSED = 'sweepkit: this World was disposed';

function worldError(fn, what, code, value) {
  const error = new RangeError(`${fn}: ${what} ${WORLD_ERRORS[code] ?? 'is invalid'} (got ${value})`);
  error.code = code;
  return error;
}

function vec(f32, o) {
  return { x: f32[o] + 0, y: f32[o + 1] + 0, z: f32[o + 2] + 0 };
}

function kindIndex(kind, fn) {
  const k = typeof kind === 'number' ? kind : BODY_KINDS.indexOf(kind);
  if (!(k >= 0 && k < BODY_KINDS.length)) throw worldError(fn, 'options.kind', 6, kind);
  return k;
}

/**
 * Builds `createWorld` over a loaded core. Worlds garbage-collected without dispose() are freed and reported
 * once with a console warning (the leak a debug build would catch).
 */
export function createWorlds(core) {
  const registry =
    typeof FinalizationRegistry === 'function'
      ? new FinalizationRegistry((native) => {
          console.warn('sweepkit: a World was garbage-collected without dispose(); call world.dispose() to free it');
          native.delete();
        })
      : null;

  /** @returns {import('./world.d.ts').World} */
  function createWorld() {
    return new World(core, registry);
  }
  return { createWorld };
}

class World {
  #core;
  #native;
  #registry;
  #f32;
  #i32;
  #input; // word offsets of the native input / output buffers
  #output;
  #eventCount = 0;
  #stepInfo = { events: 0, pairsTested: 0, touching: 0, rejectedDisplacements: 0, firstRejected: 0 };

  constructor(core, registry) {
    this.#core = core;
    this.#native = new core.World();
    this.#registry = registry;
    this.#input = this.#native.inputAddress() >> 2;
    this.#output = this.#native.outputAddress() >> 2;
    this.#f32 = core.HEAPF32;
    this.#i32 = core.HEAP32;
    registry?.register(this, this.#native, this);
  }

  // The live native object; throws once disposed.
  #w() {
    if (!this.#native) throw new Error(DISPOSED);
    return this.#native;
  }

  // Remakes the heap views when WASM memory has grown (the old ones are detached); call after any call
  // that may allocate, before touching memory.
  #heap() {
    if (this.#f32.buffer !== this.#core.HEAPF32.buffer) {
      this.#f32 = this.#core.HEAPF32;
      this.#i32 = this.#core.HEAP32;
    }
  }

  #check(fn, handle, code) {
    if (code !== 0) throw worldError(fn, `body ${handle}`, code, handle);
  }

  /** Adds a body; returns its handle. */
  addBody(shape, options = {}) {
    const w = this.#w();
    const type = shapeTag('addBody', 'shape', shape);
    const kind = kindIndex(options.kind ?? 'kinematic', 'addBody');
    this.#heap();
    packShape('addBody', 'shape', type, shape, this.#f32, this.#input);
    const h = w.addBody(type, kind, (options.layer ?? 1) | 0, (options.mask ?? 0xffffffff) | 0, !!options.sensor);
    if (h > 0) return h;
    if (-h === INVALID_SHAPE) throw inputError('addBody', ['shape'], [shape], w.lastShapeError(), 0);
    throw worldError('addBody', 'the body', -h, JSON.stringify(options));
  }

  /** Removes a body: its contacts report `end` (flag removed) at the next step. */
  removeBody(handle) {
    this.#check('removeBody', handle, this.#w().removeBody(handle | 0));
  }

  /** True when `handle` names a body of this world. */
  contains(handle) {
    return this.#w().contains(handle | 0);
  }

  /** Number of bodies. */
  get bodyCount() {
    return this.#w().bodyCount();
  }

  /** Teleports / reshapes a body (not swept). */
  setShape(handle, shape) {
    const w = this.#w();
    const type = shapeTag('setShape', 'shape', shape);
    this.#heap();
    packShape('setShape', 'shape', type, shape, this.#f32, this.#input);
    const code = w.setShape(handle | 0, type);
    if (code === INVALID_SHAPE) throw inputError('setShape', ['handle', 'shape'], [handle, shape], w.lastShapeError(), 1);
    this.#check('setShape', handle, code);
  }

  /** Changes a body's collision layers (bits) and mask. */
  setFilter(handle, layer, mask) {
    this.#check('setFilter', handle, this.#w().setFilter(handle | 0, layer | 0, mask | 0));
  }

  /** Sets one body's displacement for the next step. */
  setDisplacement(handle, displacement) {
    const w = this.#w();
    const code = w.setDisplacement(handle | 0, +displacement.x, +displacement.y, +displacement.z);
    if (code === STALE_HANDLE) this.#check('setDisplacement', handle, code);
    if (code !== 0) {
      throw worldError('setDisplacement', 'displacement', code, `(${displacement.x}, ${displacement.y}, ${displacement.z})`);
    }
  }

  /**
   * Sets the displacements of many bodies in 2 calls: `handles[i]` moves by displacements[3i .. 3i+2].
   * Throws after applying the valid ones if any handle is stale or displacement invalid.
   */
  setDisplacements(handles, displacements) {
    const w = this.#w();
    const n = handles.length;
    if (displacements.length < 3 * n) {
      throw new RangeError(`setDisplacements: displacements has ${displacements.length} numbers, ${3 * n} needed`);
    }
    const ptr = w.scratchAddress(16 * n) >> 2;
    this.#heap();
    this.#i32.set(handles, ptr);
    this.#f32.set(displacements.length === 3 * n ? displacements : displacements.subarray(0, 3 * n), ptr + n);
    const bad = w.applyDisplacements(n);
    if (bad >= 0) {
      const code = w.lastError();
      throw worldError('setDisplacements', `entry ${bad} (body ${handles[bad]})`, code, handles[bad]);
    }
  }

  /**
   * A Float32Array over the per-slot displacements (3 per slot; slot = World.slotOf(handle)), to write a
   * frame's motion in place. Entries of free slots are ignored; `step()` validates every entry and zeroes
   * them all. Get a fresh view after adding bodies (the array may move).
   */
  displacementView() {
    const w = this.#w();
    const ptr = w.displacementsAddress();
    const n = 3 * w.slotCount();
    this.#heap();
    return new Float32Array(this.#f32.buffer, ptr, n);
  }

  /** The slot of a handle: displacementView()[3 * slot .. 3 * slot + 2] is its displacement. */
  slotOf(handle) {
    return handle >>> 11;
  }

  /** Advances one frame (see core/include/sweepkit/world/world.hpp); returns the number of events. */
  step() {
    const w = this.#w();
    const count = w.step();
    this.#heap();
    const o = this.#output;
    const i32 = this.#i32;
    this.#eventCount = count;
    this.#stepInfo = {
      events: count,
      pairsTested: i32[o + 1],
      touching: i32[o + 2],
      rejectedDisplacements: i32[o + 3],
      firstRejected: i32[o + 4],
    };
    return count;
  }

  /** Counts from the last step, including bodies whose displacement was rejected (they did not move). */
  get stepInfo() {
    return this.#stepInfo;
  }

  /**
   * The last step's events in place: `ints` and `floats` view the same memory, EVENT_STRIDE words per event:
   * ints[k*13 + 0..3] = type, flags, a, b; floats[k*13 + 4..12] = t, depth, normal xyz, point xyz, impactSpeed.
   * Valid until the next step (or until the WASM memory grows).
   */
  eventData() {
    const w = this.#w();
    const ptr = w.eventsAddress();
    this.#heap();
    const n = this.#eventCount * EVENT_STRIDE;
    return {
      count: this.#eventCount,
      stride: EVENT_STRIDE,
      ints: new Int32Array(this.#i32.buffer, ptr, n),
      floats: new Float32Array(this.#f32.buffer, ptr, n),
    };
  }

  /** The last step's events decoded into plain objects (convenient; eventData() avoids the allocations). */
  events() {
    const { count, ints, floats } = this.eventData();
    const out = new Array(count);
    for (let k = 0, o = 0; k < count; k++, o += EVENT_STRIDE) {
      const flags = ints[o + 1];
      out[k] = {
        type: EVENT_TYPES[ints[o]],
        a: ints[o + 2],
        b: ints[o + 3],
        transient: (flags & EVENT_TRANSIENT) !== 0,
        sensor: (flags & EVENT_SENSOR) !== 0,
        removed: (flags & EVENT_REMOVED) !== 0,
        approximate: (flags & EVENT_APPROXIMATE) !== 0,
        t: floats[o + 4],
        depth: floats[o + 5],
        normal: vec(floats, o + 6),
        point: vec(floats, o + 9),
        impactSpeed: floats[o + 12],
      };
    }
    return out;
  }

  /** A body's current shape, pending displacement, kind, layers and sensor flag. */
  getBody(handle) {
    const w = this.#w();
    this.#check('getBody', handle, w.readBody(handle | 0));
    this.#heap();
    const o = this.#output;
    const f32 = this.#f32;
    const i32 = this.#i32;
    return {
      shape: unpackShape(f32, o + 1, i32[o]),
      displacement: vec(f32, o + 8),
      kind: BODY_KINDS[i32[o + 11]],
      layer: i32[o + 12] >>> 0,
      mask: i32[o + 13] >>> 0,
      sensor: i32[o + 14] !== 0,
    };
  }

  #filter(filter) {
    return [(filter?.mask ?? 0xffffffff) | 0, filter?.includeSensors ?? true, (filter?.ignore ?? 0) | 0];
  }

  #fail(fn, names, args) {
    const o = this.#output;
    throw inputError(fn, names, args, this.#i32[o + 1], this.#i32[o + 2]);
  }

  /** Closest body hit by the ray origin + t·direction, t in [0, maxFraction]. */
  raycast(ray, maxFraction = 1, filter = undefined) {
    const w = this.#w();
    const o = ray.origin;
    const d = ray.direction;
    const [mask, sensors, ignore] = this.#filter(filter);
    const status = w.raycast(+o.x, +o.y, +o.z, +d.x, +d.y, +d.z, +maxFraction, mask, sensors, ignore);
    this.#heap();
    if (status === STATUS_INVALID_INPUT) this.#fail('raycast', ['ray', 'maxFraction'], [ray, maxFraction]);
    const out = this.#output;
    const hit = status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP;
    return {
      hit,
      status: STATUS_NAMES[status],
      body: hit ? this.#i32[out + 10] : null,
      t: this.#f32[out + 3],
      point: vec(this.#f32, out + 4),
      normal: vec(this.#f32, out + 7),
    };
  }

  /**
   * Every body hit by the ray, each once at its first hit, in increasing t (ties: lower handle first).
   * @returns {import('./world.d.ts').WorldRaycastHit[]}
   */
  raycastAll(ray, maxFraction = 1, filter = undefined) {
    const w = this.#w();
    const o = ray.origin;
    const d = ray.direction;
    const [mask, sensors, ignore] = this.#filter(filter);
    const count = w.raycastAll(+o.x, +o.y, +o.z, +d.x, +d.y, +d.z, +maxFraction, mask, sensors, ignore);
    this.#heap();
    if (count < 0) this.#fail('raycastAll', ['ray', 'maxFraction'], [ray, maxFraction]);
    const base = w.raycastAllAddress() >> 2;
    this.#heap();
    const f32 = this.#f32;
    const i32 = this.#i32;
    const hits = new Array(count);
    for (let k = 0; k < count; k++) {
      const o = base + 11 * k;
      hits[k] = {
        hit: true,
        status: STATUS_NAMES[i32[o]],
        body: i32[o + 10],
        t: f32[o + 3],
        point: vec(f32, o + 4),
        normal: vec(f32, o + 7),
      };
    }
    return hits;
  }

  #sweepResult(status) {
    const out = this.#output;
    const hit = status === STATUS_HIT || status === STATUS_INITIAL_OVERLAP;
    return {
      hit,
      status: STATUS_NAMES[status],
      body: hit ? this.#i32[out + 13] : null,
      t: this.#f32[out + 3],
      position: vec(this.#f32, out + 4),
      point: vec(this.#f32, out + 7),
      normal: vec(this.#f32, out + 10),
    };
  }

  /** First body met by a sphere moving by `displacement` (t in [0, 1]); the bodies stand still. */
  sphereCast(sphere, displacement, filter = undefined) {
    const w = this.#w();
    const c = sphere.center;
    const d = displacement;
    const [mask, sensors, ignore] = this.#filter(filter);
    const status = w.sphereCast(+c.x, +c.y, +c.z, +sphere.radius, +d.x, +d.y, +d.z, mask, sensors, ignore);
    this.#heap();
    if (status === STATUS_INVALID_INPUT) this.#fail('sphereCast', ['sphere', 'displacement'], [sphere, displacement]);
    return this.#sweepResult(status);
  }

  /** First body met by any shape moving by `displacement` (bodies without a sweep against it are skipped). */
  cast(shape, displacement, filter = undefined) {
    const w = this.#w();
    const type = shapeTag('cast', 'shape', shape);
    this.#heap();
    packShape('cast', 'shape', type, shape, this.#f32, this.#input);
    const d = displacement;
    const [mask, sensors, ignore] = this.#filter(filter);
    const status = w.castShape(type, +d.x, +d.y, +d.z, mask, sensors, ignore);
    this.#heap();
    if (status === STATUS_INVALID_INPUT) this.#fail('cast', ['shape', 'displacement'], [shape, displacement]);
    return this.#sweepResult(status);
  }

  /**
   * Many sphere casts in one call. `casts` holds 7 numbers per cast (centre xyz, radius, displacement xyz).
   * Writes per cast the body hit (0 for none) into `bodies` and t, point xyz, normal xyz into `results`
   * (7 per cast); allocates them when not given. Returns {hits, bodies, results}.
   */
  sphereCasts(casts, bodies = undefined, results = undefined) {
    const w = this.#w();
    const n = Math.floor(casts.length / 7);
    bodies ??= new Int32Array(n);
    results ??= new Float32Array(7 * n);
    const ptr = w.scratchAddress(4 * (15 * n)) >> 2;
    this.#heap();
    this.#f32.set(casts.length === 7 * n ? casts : casts.subarray(0, 7 * n), ptr);
    const [mask, sensors] = this.#filter(undefined);
    const hits = w.sphereCasts(n, mask, sensors);
    this.#heap();
    if (hits < 0) {
      const i = w.lastError();
      throw new RangeError(`sphereCasts: cast ${i} is invalid (a non-finite value, a magnitude beyond 1e8, or a negative radius)`);
    }
    bodies.set(this.#i32.subarray(ptr + 7 * n, ptr + 8 * n));
    results.set(this.#f32.subarray(ptr + 8 * n, ptr + 15 * n));
    return { hits, bodies, results };
  }

  /** Handles of the bodies a shape touches or overlaps now, in increasing order. */
  overlap(shape, filter = undefined) {
    const w = this.#w();
    const type = shapeTag('overlap', 'shape', shape);
    this.#heap();
    packShape('overlap', 'shape', type, shape, this.#f32, this.#input);
    const [mask, sensors, ignore] = this.#filter(filter);
    const count = w.overlap(type, mask, sensors, ignore);
    if (count < 0) throw inputError('overlap', ['shape'], [shape], w.lastShapeError(), 0);
    const ptr = w.overlapAddress() >> 2;
    this.#heap();
    return Array.from(this.#i32.subarray(ptr, ptr + count));
  }

  /**
   * Moves a sphere character by `displacement`, sliding along what it meets (core: move_and_slide).
   * @returns {import('./world.d.ts').SlideResult}
   */
  moveAndSlide(sphere, displacement, options = undefined) {
    const w = this.#w();
    const c = sphere.center;
    const [mask, sensors, ignore] = this.#filter(options);
    const status = w.moveAndSlide(+c.x, +c.y, +c.z, +sphere.radius, +displacement.x, +displacement.y, +displacement.z,
      mask, sensors, ignore, options?.maxIterations ?? 4, options?.skin ?? 1e-4);
    this.#heap();
    if (status === STATUS_INVALID_INPUT) this.#fail('moveAndSlide', ['sphere', 'displacement'], [sphere, displacement]);
    return this.#slideResult(status);
  }

  /**
   * Moves a sphere out of every body it overlaps, by the penetration depths (core: push_out_sphere).
   * @returns {import('./world.d.ts').SlideResult}
   */
  pushOut(sphere, options = undefined) {
    const w = this.#w();
    const c = sphere.center;
    const [mask, sensors, ignore] = this.#filter(options);
    const status = w.pushOut(+c.x, +c.y, +c.z, +sphere.radius, mask, sensors, ignore, options?.skin ?? 1e-4);
    this.#heap();
    if (status === STATUS_INVALID_INPUT) this.#fail('pushOut', ['sphere'], [sphere]);
    return this.#slideResult(status);
  }

  #slideResult(status) {
    const out = this.#output;
    const hit = status === STATUS_HIT;
    return {
      hit,
      position: vec(this.#f32, out + 3),
      collisions: this.#i32[out + 6],
      normal: vec(this.#f32, out + 7),
      body: hit ? this.#i32[out + 10] : null,
    };
  }

  /** Frees the world's WebAssembly memory. Every later call throws; dispose() itself may be called again. */
  dispose() {
    if (!this.#native) return;
    this.#registry?.unregister(this);
    this.#native.delete();
    this.#native = null;
  }

  /** True once disposed. */
  get disposed() {
    return this.#native === null;
  }
}

