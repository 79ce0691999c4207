// sk.createWorld(): the collision world (core/include/sweepkit/world/world.hpp) as a JS class. It is the one
// object users must free (dispose()); bodies are integer handles. Per-frame I/O goes through typed arrays
// over WebAssembly memory, so a frame costs a constant number of JS <-> WASM calls however many bodies move:
//   world.setDisplacements(handles, displacements)   2 calls + 2 typed-array copies
//   (or write world.displacementView() in place)     2 calls to get the view, 0 per body
//   world.step()                                      1 call
//   world.eventData() / world.events()                0 calls: read in place (or decoded to objects)
// Layouts are checked against the C++ structs by static_asserts in bindings/embind/world.cpp.
// Inputs are checked strictly (world_check.js); results are read by the generated readers (generated/readers.js) and
// world_results.js, into `target` when given.
import {
  checkNumber, checkObject, checkTarget, checkVec3, convexShapeTag, describeValue, motionWords, rangeError, rotationWords, shapeTag,
  typeError,
} from './check.js';
import { createCharacter } from './character.js';
import { ConvexHull } from './convex_hull.js';
import { TriangleMesh } from './triangle_mesh.js';
import { BODY_KINDS, SHAPE_TYPES, STATUS_INVALID_INPUT, WORLD_ERROR, WORLD_RAYCAST_HIT } from './generated/layout.js';
import { packShape } from './generated/shapes.js';
import {
  MAX_HANDLE, checkBits, checkCastBuffers, checkHandle, checkHandleList, checkRayFast, checkSphereFast,
  checkVec3Fast, coreInputError, element, readBodyOptions, readFilter, worldError,
} from './world_check.js';
import {
  EVENT_STRIDE, readBody, readEvents,
} from './world_results.js';
import {
  newSlideResult, newWorldRaycastHit, newWorldSweepHit, readSlideResult, readStepResult, readWorldRaycastHit,
  readWorldSweepHit,
} from './generated/readers.js';

export { BODY_KINDS };
export { EVENT_STRIDE } from './world_results.js';
export { EVENT_REMOVED, EVENT_SENSOR, EVENT_TRANSIENT, EVENT_TYPES } from './generated/layout.js';
const { STALE_HANDLE, INVALID_SHAPE, INVALID_POSE } = WORLD_ERROR;
const ORIGIN = Object.freeze({ x: 0, y: 0, z: 0 });
const MESH = SHAPE_TYPES.indexOf('triangleMesh');

const DISPOSED = 'sweepkit: this World was disposed';

const RAY_ARGS = Object.freeze(['ray', 'maxFraction']);
const CAST_ARGS = Object.freeze(['shape', 'displacement']);
const SPHERE_CAST_ARGS = Object.freeze(['sphere', 'displacement']);

/**
 * What a World holds: its native World, the native characters in it, and the TriangleMesh and ConvexHull of each
 * body that has one. Kept apart from the World object (nothing here refers to it) so that the FinalizationRegistry
 * can hold it and free it all when the World is garbage-collected. The meshes and hulls are held strongly: none can
 * be collected (and freed) while a body of a live World, or of a collected World not yet freed, refers to it.
 */
class Holdings {
  constructor(native) {
    this.native = native;
    this.characters = new Set(); // native characters (bindings/embind/character.cpp), freed before the World
    this.meshBodies = new Map(); // handle -> {mesh, owned}: the TriangleMesh of each mesh body (owned: built by addMesh)
    this.hullBodies = new Map(); // handle -> the ConvexHull of each hull body
  }

  /** The body `handle` now uses `hull` (a ConvexHull), or no hull when `hull` is null. */
  setHull(handle, hull) {
    if (hull !== null) ConvexHull.retain(hull);
    const old = this.hullBodies.get(handle);
    if (old !== undefined) ConvexHull.release(old);
    if (hull !== null) this.hullBodies.set(handle, hull);
    else this.hullBodies.delete(handle);
  }

  /** The body `handle` stopped being a mesh body (removed, or reshaped by setShape). */
  dropMesh(handle) {
    const entry = this.meshBodies.get(handle);
    if (entry === undefined) return;
    this.meshBodies.delete(handle);
    releaseMesh(entry.mesh, entry.owned);
  }

  /** Frees the characters and the native World, and releases every mesh and hull (the World's dispose). */
  free() {
    for (const character of this.characters) {
      character.destroy();
      character.delete();
    }
    this.characters.clear();
    this.native.delete();
    this.native = null;
    for (const { mesh, owned } of this.meshBodies.values()) releaseMesh(mesh, owned);
    this.meshBodies.clear();
    for (const hull of this.hullBodies.values()) ConvexHull.release(hull);
    this.hullBodies.clear();
  }
}

// A mesh body's TriangleMesh is no longer used by it: released, and freed when the world built it.
function releaseMesh(mesh, owned) {
  TriangleMesh.release(mesh);
  if (owned) mesh.dispose();
}

/**
 * Builds `createWorld` over a loaded core. Worlds garbage-collected without dispose() are freed (their characters
 * too, and their meshes and hulls released) and reported once with a console warning (the leak a debug build would
 * catch). `meshes`: triangle_mesh.js's {createTriangleMesh}, for addMesh's {positions, indices}.
 */
export function createWorlds(core, meshes) {
  const registry =
    typeof FinalizationRegistry === 'function'
      ? new FinalizationRegistry((holdings) => {
          console.warn('sweepkit: a World was garbage-collected without dispose(); call world.dispose() to free it');
          holdings.free();
        })
      : null;

  /** @returns {import('./world.d.ts').World} */
  function createWorld() {
    return new World(core, registry, meshes);
  }
  return { createWorld };
}

class World {
  #core;
  #native; // the live native World (#holdings.native), null once disposed
  #holdings;
  #registry;
  #f32;
  #i32;
  #input; // word offsets of the native input / output buffers
  #output;
  #motion = new Float64Array(6); // setMotion's linear and angular numbers
  #rotation = new Float64Array(10); // setPose's rotation words (check.js rotationWords)
  #eventCount = 0;
  #stepInfo = { events: 0, pairsTested: 0, touching: 0, rejectedDisplacements: 0, firstRejected: 0 };
  // Reused argument records (world_check.js fills every field on each call): a valid call allocates nothing.
  #bodyArgs = {};
  #filterArgs = {};
  #meshes; // triangle_mesh.js's API
  #meshBodies; // #holdings.meshBodies
  #characters = new Set(); // live characters (createCharacter): disposed before the World

  constructor(core, registry, meshes) {
    this.#core = core;
    this.#meshes = meshes;
    this.#native = new core.World();
    this.#holdings = new Holdings(this.#native);
    this.#meshBodies = this.#holdings.meshBodies;
    this.#registry = registry;
    this.#input = this.#native.inputAddress() >> 2;
    this.#output = this.#native.outputAddress() >> 2;
    this.#f32 = core.HEAPF32;
    this.#i32 = core.HEAP32;
    registry?.register(this, this.#holdings, this);
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

  // readFilter into #filterArgs; an ignore list (f.ignore = -n) is written where the native World reads it.
  #filter(fn, path, filter, kind = 'filter', radius = 0) {
    const f = readFilter(fn, path, filter, this.#filterArgs, kind, radius);
    if (f.ignore < 0) {
      const list = f.ignoreList;
      const ptr = this.#native.ignoreListAddress(list.length) >> 2; // may grow WASM memory: the views after it
      this.#heap();
      for (let i = 0; i < list.length; i++) this.#i32[ptr + i] = list[i];
    }
    return f;
  }

  // Throws the RangeError for a stale handle (code !== 0 from a member that takes one).
  #check(fn, handle, code) {
    if (code !== 0) throw worldError(fn, 'handle', code, handle);
  }

  // The error of a query's invalid_input answer, from the header of the output buffer.
  #rejected(fn, names, args) {
    this.#heap();
    const o = this.#output;
    return coreInputError(fn, names, args, this.#i32[o + 1], this.#i32[o + 2]);
  }

  /** Adds a body; returns its handle. A TriangleMesh, or {mesh, position, rotation}, goes to addMesh. */
  addBody(shape, options = undefined) {
    if (shape instanceof TriangleMesh) return this.addMesh(shape, options);
    const w = this.#w();
    const type = shapeTag('addBody', 'shape', shape);
    if (type === MESH) return this.#addPosedMesh(shape, options);
    const o = readBodyOptions('addBody', options, this.#bodyArgs);
    this.#heap();
    packShape('addBody', 'shape', type, shape, this.#f32, this.#input);
    const h = w.addBody(type, o.kind, o.layer, o.mask, o.sensor);
    if (h > 0) {
      if (SHAPE_TYPES[type] === 'convexHull') this.#holdings.setHull(h, shape.hull);
      return h;
    }
    if (-h === INVALID_SHAPE) throw coreInputError('addBody', ['shape'], [shape], w.lastShapeError(), 0, INVALID_SHAPE);
    throw worldError('addBody', 'the body', -h, describeValue(shape), 'shape');
  }

  /**
   * Adds a mesh body: `mesh` a TriangleMesh (the world keeps it alive; mesh.dispose() is refused while a body uses
   * it) or the {positions, indices} of sweepkit/three's trianglesOfObject(gltf.scene) (the world builds the mesh
   * with `options.meshOptions`, owns it and frees it with the body). Options: those of addBody, with kind 'static'
   * by default, `position` {x, y, z} of the mesh's local origin (default the world origin) and `rotation` (a unit
   * quaternion or a Matrix3, local to world; default none). Returns its handle. A mesh body is posed and rotated
   * later by setPose, like any body, and moved by setDisplacement or setMotion when kinematic: it may turn about
   * its position (a door on its hinge), swept exactly against what it meets.
   */
  addMesh(mesh, options = undefined) {
    const fn = 'addMesh';
    const w = this.#w();
    let position = ORIGIN;
    let rotation;
    let meshOptions;
    let bodyOptions;
    if (options !== undefined) {
      checkObject(fn, 'options', options);
      ({ position = ORIGIN, rotation, meshOptions, ...bodyOptions } = options);
      if (position !== ORIGIN) checkVec3(fn, 'options.position', position);
    }
    const r = rotation !== undefined ? rotationWords(fn, 'options.rotation', rotation, this.#rotation) : null;
    const o = readBodyOptions(fn, bodyOptions, this.#bodyArgs);
    if (options?.kind === undefined) o.kind = BODY_KINDS.indexOf('static');
    let m = mesh;
    const owned = !(mesh instanceof TriangleMesh);
    if (owned) {
      if (mesh === null || typeof mesh !== 'object' || !(mesh.positions instanceof Float32Array)) {
        throw typeError(fn, 'mesh', 'a TriangleMesh, or {positions, indices} (sweepkit/three trianglesOfObject)', mesh);
      }
      m = this.#meshes.createTriangleMesh(mesh, undefined, meshOptions);
    } else if (meshOptions !== undefined) {
      throw typeError(fn, 'options.meshOptions', 'undefined for a built TriangleMesh (its options are set)', meshOptions);
    }
    const h = w.addMeshBody(TriangleMesh.retain(m, fn), position.x, position.y, position.z, o.kind, o.layer, o.mask, o.sensor);
    if (h > 0) {
      this.#meshBodies.set(h, { mesh: m, owned });
      const posed = r === null ? 0 : w.setPose(h, position.x, position.y, position.z, true, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9]);
      if (posed === 0) return h;
      this.removeBody(h);  // the rotated mesh reaches beyond ±1e8
      throw worldError(fn, 'options.rotation', posed, `[${r.slice(1, r[0] === 1 ? 5 : 10).join(', ')}]`);
    }
    releaseMesh(m, owned);
    if (-h === INVALID_POSE) throw worldError(fn, 'options.position', -h, `(${position.x}, ${position.y}, ${position.z})`);
    throw worldError(fn, 'mesh', -h, describeValue(mesh));
  }

  /** addBody of a posed mesh {mesh, position, rotation}: addMesh with the pose as its options. */
  #addPosedMesh(shape, options) {
    const fn = 'addBody';
    if (options !== undefined) checkObject(fn, 'options', options);
    const { mesh, position = ORIGIN, rotation } = shape;
    if (!(mesh instanceof TriangleMesh)) throw typeError(fn, 'shape.mesh', 'a TriangleMesh (from createTriangleMesh or loadTriangleMesh)', mesh);
    if (position !== ORIGIN) checkVec3(fn, 'shape.position', position);
    if (rotation !== undefined) rotationWords(fn, 'shape.rotation', rotation, this.#rotation);
    try {
      return this.addMesh(mesh, { ...options, position, rotation });
    } catch (error) {
      // addMesh names the pose as its options; here it is the shape's.
      const pose = /^addMesh: options\.(position|rotation) /.exec(error.message);
      if (pose === null) throw error;
      throw Object.assign(new error.constructor(error.message.replace('addMesh: options.', `${fn}: shape.`)), error,
        { argument: 'shape', field: pose[1] });
    }
  }

  /** Removes a body: its contacts report `end` (flag removed) at the next step. */
  removeBody(handle) {
    const w = this.#w();
    this.#check('removeBody', handle, w.removeBody(checkHandle('removeBody', 'handle', handle)));
    this.#holdings.dropMesh(handle);
    this.#holdings.setHull(handle, null);
  }

  /**
   * True when `handle` names a live body of this world; false for any other integer (a removed body, 0, a
   * negative number, another world's handle). A non-number is a TypeError, a non-integer a RangeError.
   */
  contains(handle) {
    const w = this.#w();
    if (!Number.isInteger(handle)) {
      checkNumber('contains', 'handle', handle);
      throw rangeError('contains', 'handle', 'must be an integer', String(handle));
    }
    return handle >= 1 && handle <= MAX_HANDLE && w.contains(handle);
  }

  /** Number of bodies. */
  get bodyCount() {
    return this.#w().bodyCount();
  }

  /** Teleports / reshapes a body (not swept). */
  setShape(handle, shape) {
    const w = this.#w();
    checkHandle('setShape', 'handle', handle);
    const type = convexShapeTag('setShape', 'shape', shape, 'a mesh body is added by addMesh, and keeps its mesh');
    this.#heap();
    packShape('setShape', 'shape', type, shape, this.#f32, this.#input);
    const code = w.setShape(handle, type);
    if (code === INVALID_SHAPE) {
      throw coreInputError('setShape', ['handle', 'shape'], [handle, shape], w.lastShapeError(), 1, INVALID_SHAPE);
    }
    this.#check('setShape', handle, code);
    this.#holdings.dropMesh(handle);
    this.#holdings.setHull(handle, SHAPE_TYPES[type] === 'convexHull' ? shape.hull : null);
  }

  /**
   * Teleports a body (not swept) to `position` (its centre: a sphere's or box's centre, a capsule's midpoint, a
   * hull's position) and, when given, the absolute `rotation` (a quaternion or a Matrix3; a capsule then lies
   * along rotation·(0, 1, 0)); without one the body keeps its rotation. The motion set for this frame stays.
   */
  setPose(handle, position, rotation = undefined) {
    const fn = 'setPose';
    const w = this.#w();
    checkHandle(fn, 'handle', handle);
    checkVec3(fn, 'position', position);
    const turn = rotation !== undefined;
    const r = turn ? rotationWords(fn, 'rotation', rotation, this.#rotation) : this.#rotation;
    const code = w.setPose(handle, position.x, position.y, position.z, turn, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9]);
    if (code === STALE_HANDLE) this.#check(fn, handle, code);
    if (code !== 0) {
      const rotationShown = turn ? `rotation [${r.slice(1, r[0] === 1 ? 5 : 10).join(', ')}]` : '';
      if (code === WORLD_ERROR.SHAPE_CANNOT_TURN) throw worldError(fn, 'rotation', code, rotationShown);
      if (code === WORLD_ERROR.PLANE_HAS_NO_POSE) throw worldError(fn, 'handle', code, handle);
      const shown = `position (${position.x}, ${position.y}, ${position.z})${turn ? `, ${rotationShown}` : ''}`;
      throw worldError(fn, 'pose', code, shown);
    }
  }

  /** Changes a body's collision layers and mask: integers in [0, 2^32). */
  setFilter(handle, layer, mask) {
    const w = this.#w();
    checkHandle('setFilter', 'handle', handle);
    const code = w.setFilter(handle, checkBits('setFilter', 'layer', layer), checkBits('setFilter', 'mask', mask));
    this.#check('setFilter', handle, code);
  }

  /** Sets one body's displacement for the next step. */
  setDisplacement(handle, displacement) {
    const w = this.#w();
    checkHandle('setDisplacement', 'handle', handle);
    checkVec3Fast('setDisplacement', 'displacement', displacement);
    const d = displacement;
    const code = w.setDisplacement(handle, d.x, d.y, d.z);
    if (code === STALE_HANDLE) this.#check('setDisplacement', handle, code);
    if (code !== 0) throw worldError('setDisplacement', 'displacement', code, `(${d.x}, ${d.y}, ${d.z})`);
  }

  /**
   * Sets the body's motion for the next step: a displacement `{x, y, z}`, or `{linear, angular}` where `angular`
   * is the rotation vector (radians over the frame) it turns by about its centre; step() sweeps the turn (it never
   * tunnels) and leaves the body turned; a mesh body turns about its position (a door on its hinge). An aabb or a
   * plane cannot turn (use an obb); a static body cannot move.
   */
  setMotion(handle, motion) {
    const fn = 'setMotion';
    const w = this.#w();
    checkHandle(fn, 'handle', handle);
    const m = motionWords(fn, 'motion', motion, this.#motion);
    const code = w.setMotion(handle, m[0], m[1], m[2], m[3], m[4], m[5]);
    if (code === STALE_HANDLE) this.#check(fn, handle, code);
    if (code !== 0) throw worldError(fn, 'motion', code, `linear (${m[0]}, ${m[1]}, ${m[2]}), angular (${m[3]}, ${m[4]}, ${m[5]})`);
  }

  /**
   * Sets the displacements of many bodies in 2 calls: `handles[i]` moves by displacements[3i .. 3i+2].
   * An Int32Array of handles is copied as it is (the World reports a stale one); a plain array is checked
   * element by element. Throws after applying the valid ones if any handle is stale or displacement invalid.
   */
  setDisplacements(handles, displacements) {
    const fn = 'setDisplacements';
    const w = this.#w();
    if (!(displacements instanceof Float32Array)) throw typeError(fn, 'displacements', 'a Float32Array', displacements);
    if (!(handles instanceof Int32Array)) checkHandleList(fn, handles);
    const n = handles.length;
    if (displacements.length < 3 * n) {
      throw rangeError(fn, 'displacements', `must hold 3 numbers per handle, ${3 * n} needed`, `${displacements.length} numbers`);
    }
    const ptr = w.scratchAddress(16 * n) >> 2;
    this.#heap();
    this.#i32.set(handles, ptr);
    this.#f32.set(displacements.length === 3 * n ? displacements : displacements.subarray(0, 3 * n), ptr + n);
    const bad = w.applyDisplacements(n);
    if (bad >= 0) {
      const code = w.lastError();
      if (code === STALE_HANDLE) throw worldError(fn, `handles[${bad}]`, code, handles[bad], 'handles', String(bad));
      const d = displacements.subarray(3 * bad, 3 * bad + 3).join(', ');
      throw worldError(fn, `displacements[${3 * bad}..${3 * bad + 2}]`, code, `(${d}) for body ${handles[bad]}`,
        'displacements', String(bad));
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

  /**
   * The slot of a handle: displacementView()[3 * slot .. 3 * slot + 2] is its displacement. Checks that the
   * handle is one (an integer in [1, 2^31)) without a call into WASM, for per-body loops: it does not check
   * that the body is live (a removed body's slot may hold a new one: see contains()).
   */
  slotOf(handle) {
    this.#w();
    return checkHandle('slotOf', 'handle', handle) >>> 11;
  }

  /** Advances one frame (see core/include/sweepkit/world/world.hpp); returns the number of events. */
  step() {
    const w = this.#w();
    const count = w.step();
    this.#heap();
    this.#eventCount = count;
    this.#stepInfo = readStepResult(this.#f32, this.#i32, this.#output, {});
    return count;
  }

  /** Counts from the last step, including bodies whose displacement was rejected (they did not move). */
  get stepInfo() {
    this.#w();
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
    return readEvents(count, ints, floats);
  }

  /**
   * A body's current shape, pending displacement, kind, layers and sensor flag (into `target` when given); a mesh
   * body's shape is its bounds (an aabb), and `mesh` its TriangleMesh (null for other bodies).
   */
  getBody(handle, target = undefined) {
    const w = this.#w();
    checkHandle('getBody', 'handle', handle);
    checkTarget('getBody', target);
    this.#check('getBody', handle, w.readBody(handle));
    this.#heap();
    const body = readBody(this.#f32, this.#i32, this.#output, target);
    body.mesh = this.#meshBodies.get(handle)?.mesh ?? null;
    return body;
  }

  /** Closest body hit by the ray origin + t·direction, t in [0, maxFraction] (default Infinity: the endless ray). */
  raycast(ray, maxFraction = Infinity, filter = undefined, target = undefined) {
    const fn = 'raycast';
    const w = this.#w();
    checkRayFast(fn, ray);
    if (typeof maxFraction !== 'number') checkNumber(fn, 'maxFraction', maxFraction);
    checkTarget(fn, target);
    const f = this.#filter(fn, 'filter', filter);
    const o = ray.origin;
    const d = ray.direction;
    const status = w.raycast(o.x, o.y, o.z, d.x, d.y, d.z, maxFraction, f.mask, f.sensors, f.ignore);
    if (status === STATUS_INVALID_INPUT) throw this.#rejected(fn, RAY_ARGS, [ray, maxFraction]);
    this.#heap();
    return readWorldRaycastHit(this.#f32, this.#i32, this.#output, target ?? newWorldRaycastHit());
  }

  /**
   * Every body hit by the ray, each once at its first hit, in increasing t (ties: lower handle first).
   * @returns {import('./world.d.ts').WorldRaycastHit[]}
   */
  raycastAll(ray, maxFraction = Infinity, filter = undefined) {
    const fn = 'raycastAll';
    const w = this.#w();
    checkRayFast(fn, ray);
    if (typeof maxFraction !== 'number') checkNumber(fn, 'maxFraction', maxFraction);
    const f = this.#filter(fn, 'filter', filter);
    const o = ray.origin;
    const d = ray.direction;
    const count = w.raycastAll(o.x, o.y, o.z, d.x, d.y, d.z, maxFraction, f.mask, f.sensors, f.ignore);
    if (count < 0) throw this.#rejected(fn, RAY_ARGS, [ray, maxFraction]);
    const base = w.raycastAllAddress() >> 2;
    this.#heap();
    const hits = new Array(count);
    for (let k = 0; k < count; k++) {
      hits[k] = readWorldRaycastHit(this.#f32, this.#i32, base + WORLD_RAYCAST_HIT.STRIDE * k, newWorldRaycastHit());
    }
    return hits;
  }

  /** First body met by a sphere moving by `displacement` (t in [0, 1]); the bodies stand still. */
  sphereCast(sphere, displacement, filter = undefined, target = undefined) {
    const fn = 'sphereCast';
    const w = this.#w();
    checkSphereFast(fn, 'sphere', sphere);
    checkVec3Fast(fn, 'displacement', displacement);
    checkTarget(fn, target);
    const f = this.#filter(fn, 'filter', filter);
    const c = sphere.center;
    const d = displacement;
    const status = w.sphereCast(c.x, c.y, c.z, sphere.radius, d.x, d.y, d.z, f.mask, f.sensors, f.ignore);
    if (status === STATUS_INVALID_INPUT) throw this.#rejected(fn, SPHERE_CAST_ARGS, [sphere, displacement]);
    this.#heap();
    return readWorldSweepHit(this.#f32, this.#i32, this.#output, target ?? newWorldSweepHit());
  }

  /**
   * First body met by any shape moving by `displacement` (every pair but plane–plane has a sweep: see world.d.ts).
   */
  cast(shape, displacement, filter = undefined, target = undefined) {
    const fn = 'cast';
    const w = this.#w();
    const type = convexShapeTag(fn, 'shape', shape, 'the World sweeps and overlaps convex shapes against its bodies');
    checkVec3Fast(fn, 'displacement', displacement);
    checkTarget(fn, target);
    const f = this.#filter(fn, 'filter', filter);
    this.#heap();
    packShape(fn, 'shape', type, shape, this.#f32, this.#input);
    const d = displacement;
    const status = w.castShape(type, d.x, d.y, d.z, f.mask, f.sensors, f.ignore);
    if (status === STATUS_INVALID_INPUT) throw this.#rejected(fn, CAST_ARGS, [shape, displacement]);
    this.#heap();
    return readWorldSweepHit(this.#f32, this.#i32, this.#output, target ?? newWorldSweepHit());
  }


  /**
   * Many sphere casts in one call. `casts` (a Float32Array) holds 7 numbers per cast (centre xyz, radius,
   * displacement xyz). Writes per cast the body hit (0 for none) into `bodies` (an Int32Array) and t, point
   * xyz, normal xyz into `results` (a Float32Array, 7 per cast); allocates them when not given.
   * Returns {hits, bodies, results}.
   */
  sphereCasts(casts, bodies = undefined, results = undefined) {
    const fn = 'sphereCasts';
    const w = this.#w();
    const n = checkCastBuffers(fn, casts, bodies, results);
    bodies ??= new Int32Array(n);
    results ??= new Float32Array(7 * n);
    const ptr = w.scratchAddress(4 * (15 * n)) >> 2;
    this.#heap();
    this.#f32.set(casts, ptr);
    const hits = w.sphereCasts(n, -1, true);
    this.#heap();
    if (hits < 0) {
      const i = w.lastError();
      const c = casts.subarray(7 * i, 7 * i + 7);
      const error = rangeError(fn, `casts[${7 * i}..${7 * i + 6}]`,
        `(cast ${i}) must have a finite centre and displacement within ±1e8 and a radius >= 0`,
        `centre (${c[0]}, ${c[1]}, ${c[2]}), radius ${c[3]}, displacement (${c[4]}, ${c[5]}, ${c[6]})`);
      throw element(error, 'casts', i);
    }
    bodies.set(this.#i32.subarray(ptr + 7 * n, ptr + 8 * n));
    results.set(this.#f32.subarray(ptr + 8 * n, ptr + 15 * n));
    return { hits, bodies, results };
  }

  /** Handles of the bodies a shape touches or overlaps now, in increasing order. */
  overlap(shape, filter = undefined) {
    const fn = 'overlap';
    const w = this.#w();
    const type = convexShapeTag(fn, 'shape', shape, 'the World sweeps and overlaps convex shapes against its bodies');
    const f = this.#filter(fn, 'filter', filter);
    this.#heap();
    packShape(fn, 'shape', type, shape, this.#f32, this.#input);
    const count = w.overlap(type, f.mask, f.sensors, f.ignore);
    if (count < 0) throw coreInputError(fn, ['shape'], [shape], w.lastShapeError(), 0);
    const ptr = w.overlapAddress() >> 2;
    this.#heap();
    return Array.from(this.#i32.subarray(ptr, ptr + count));
  }

  /**
   * Moves a sphere character by `displacement`, sliding along what it meets (core: move_and_slide).
   * @returns {import('./world.d.ts').SlideResult}
   */
  moveAndSlide(sphere, displacement, options = undefined, target = undefined) {
    const fn = 'moveAndSlide';
    const w = this.#w();
    checkSphereFast(fn, 'sphere', sphere);
    checkVec3Fast(fn, 'displacement', displacement);
    checkTarget(fn, target);
    const f = this.#filter(fn, 'options', options, 'slide', sphere.radius);
    const c = sphere.center;
    const d = displacement;
    const status = w.moveAndSlide(c.x, c.y, c.z, sphere.radius, d.x, d.y, d.z, f.mask, f.sensors, f.ignore,
      f.maxIterations, f.skin);
    if (status === STATUS_INVALID_INPUT) throw this.#rejected(fn, SPHERE_CAST_ARGS, [sphere, displacement]);
    this.#heap();
    return readSlideResult(this.#f32, this.#i32, this.#output, target ?? newSlideResult());
  }

  /**
   * Moves a sphere out of every body it overlaps, by the penetration depths (core: push_out_sphere).
   * @returns {import('./world.d.ts').SlideResult}
   */
  pushOut(sphere, options = undefined, target = undefined) {
    const fn = 'pushOut';
    const w = this.#w();
    checkSphereFast(fn, 'sphere', sphere);
    checkTarget(fn, target);
    const f = this.#filter(fn, 'options', options, 'push', sphere.radius);
    const c = sphere.center;
    const status = w.pushOut(c.x, c.y, c.z, sphere.radius, f.mask, f.sensors, f.ignore, f.skin);
    if (status === STATUS_INVALID_INPUT) throw this.#rejected(fn, ['sphere'], [sphere]);
    this.#heap();
    return readSlideResult(this.#f32, this.#i32, this.#output, target ?? newSlideResult());
  }

  /**
   * A capsule (or sphere) character controller with its own kinematic body in this World (character.js; options and
   * results in character.d.ts). Disposing the World disposes its characters.
   * @returns {import('./character.d.ts').Character}
   */
  createCharacter(options) {
    const characters = this.#holdings.characters;
    // The character keeps the World alive (its closure holds it); the holdings hold only the native character.
    const character = createCharacter(this.#core, this.#w(), options, (c, native) => {
      this.#characters.delete(c);
      characters.delete(native);
    }, (native) => characters.add(native));
    this.#characters.add(character);
    return character;
  }

  /** Frees the world's WebAssembly memory. Every later call throws; dispose() itself may be called again. */
  dispose() {
    if (!this.#native) return;
    this.#registry?.unregister(this);
    for (const character of [...this.#characters]) character.dispose();
    this.#holdings.free();
    this.#native = null;
  }

  /** True once disposed. */
  get disposed() {
    return this.#native === null;
  }
}
