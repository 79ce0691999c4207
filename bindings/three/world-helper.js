// WorldHelper: debug drawing of a sweepkit World as ONE three.js LineSegments (one draw call), rebuilt in place by
// update() each frame from the World's public API (getBody, eventData, the bodies' meshes): every tracked body's
// shape, the last step's contacts and normals, the volume each moving body swept over the last step, a mesh
// body's triangle edges and BVH nodes at a chosen depth, and characters (shape, ground normal, collisions, the
// legs of a traced move). Each category has a toggle (`show`) and a colour (`colors`).
import { Color, BufferGeometry, LineBasicMaterial, LineSegments } from 'three';
import { checkBoolean, checkKeys, checkNumber, checkObject, describeValue as describe, rangeError, typeError } from '../js/check.js';
import { LineBuffer } from './line-buffer.js';
import {
  aabbLines, arrowLines, crossLines, shapeLines, triangleEdgeLines,
} from './shape-lines.js';
import { sweptLines } from './swept-lines.js';

const OPTIONS = ['sk', 'capacity', 'segments', 'normalLength', 'planeSize', 'planeDivisions', 'bvhDepth', 'depthTest'];

/** Default colours per category. */
const COLORS = {
  static: '#94a3b8', kinematic: '#38bdf8', fast: '#f472b6', sensor: '#facc15', mesh: '#64748b',
  contact: '#f87171', normal: '#fb923c', swept: '#a78bfa', bvh: '#4ade80',
  character: '#22d3ee', ground: '#a3e635', collision: '#ef4444', leg: '#e879f9',
};

const EVENT_END = 2;

/** A sweepkit World drawn as line segments; see world-helper.d.ts (index.d.ts) for the full contract. */
export class WorldHelper extends LineSegments {
  #world;
  #sk;
  #buffer;
  #bodies = new Map(); // handle -> {triangles, cur, prev, fresh}
  #characters = new Map(); // character -> its last move result (or null)
  #bvh = new WeakMap(); // TriangleMesh -> {min, max bounds it was read at, boxes: [{depth, box}]}
  #point = { x: 0, y: 0, z: 0 };
  #normal = { x: 0, y: 0, z: 0 };

  /**
   * @param {import('sweepkit').World} world
   * @param {object} [options]  see WorldHelperOptions in index.d.ts
   */
  constructor(world, options = undefined) {
    const fn = 'WorldHelper';
    if (world === null || typeof world !== 'object' || typeof world.getBody !== 'function' || typeof world.eventData !== 'function') {
      throw typeError(fn, 'world', 'a sweepkit World (from sk.createWorld())', world);
    }
    const o = checkOptions(fn, options);
    const geometry = new BufferGeometry();
    super(geometry, new LineBasicMaterial({ vertexColors: true, depthTest: o.depthTest ?? true, toneMapped: false }));
    this.type = 'WorldHelper';
    this.frustumCulled = false; // its extent changes every frame
    this.#world = world;
    this.#sk = o.sk ?? null;
    this.#buffer = new LineBuffer(geometry, o.capacity ?? 1024);
    /** Segments per circle of spheres and capsules (even). */
    this.segments = o.segments ?? 24;
    /** Length of contact normals and ground normals drawn (length units). */
    this.normalLength = o.normalLength ?? 0.5;
    /** Side of the square patch drawn for a plane body (length units), and its grid cells a side. */
    this.planeSize = o.planeSize ?? 10;
    this.planeDivisions = o.planeDivisions ?? 10;
    /** BVH depth drawn for mesh bodies when `show.bvh` (the root is 1). */
    this.bvhDepth = o.bvhDepth ?? 1;
    /** What update() draws, per category. */
    this.show = { bodies: true, meshes: true, contacts: true, swept: true, bvh: false, characters: true };
    /** The colour of each category (three.js Colors, changed in place or replaced). */
    this.colors = Object.fromEntries(Object.entries(COLORS).map(([k, c]) => [k, new Color(c)]));
  }

  /** The World drawn. */
  get world() {
    return this.#world;
  }

  /** Segments drawn by the last update(). */
  get segmentCount() {
    return this.#buffer.count;
  }

  /**
   * Draws body `handle` from now on. `options.triangles`: the {positions, indices} its mesh was built from (as
   * trianglesOfObject gives them, in the mesh's own space), for a mesh body's edges; without it a mesh body is
   * drawn by its bounds.
   */
  addBody(handle, options = undefined) {
    const fn = 'WorldHelper.addBody';
    if (typeof handle !== 'number' || !Number.isInteger(handle) || !this.#world.contains(handle)) {
      throw rangeError(fn, 'handle', 'must name a live body of the world', describe(handle));
    }
    if (options !== undefined) {
      checkObject(fn, 'options', options, 'an object or undefined');
      checkKeys(fn, 'options', options, ['triangles']);
    }
    const triangles = options?.triangles;
    if (triangles !== undefined && !(triangles?.positions instanceof Float32Array)) {
      throw typeError(fn, 'options.triangles', '{positions: Float32Array, indices?}', triangles);
    }
    this.#bodies.set(handle, { triangles: triangles ?? null, cur: {}, prev: {}, fresh: true });
    return this;
  }

  /** Stops drawing body `handle` (removed bodies are dropped by update() by themselves). */
  removeBody(handle) {
    this.#bodies.delete(handle);
    return this;
  }

  /** Handles of the bodies drawn. */
  get bodies() {
    return [...this.#bodies.keys()];
  }

  /**
   * Draws a character (world.createCharacter's: `shape`, the ground normal and collisions of its last move) from
   * now on; `result` is its last move's result, if any (see setMoveResult).
   */
  addCharacter(character, result = null) {
    if (character === null || typeof character !== 'object' || typeof character.shape !== 'object') {
      throw typeError('WorldHelper.addCharacter', 'character', 'a character (an object with a shape)', character);
    }
    this.#characters.set(character, result);
    return this;
  }

  /** The result of `character.move(...)` to draw with it: ground normal, collisions, legs (with {trace: true}). */
  setMoveResult(character, result) {
    if (!this.#characters.has(character)) {
      throw rangeError('WorldHelper.setMoveResult', 'character', 'was not added (addCharacter first)', describe(character));
    }
    this.#characters.set(character, result);
    return this;
  }

  /** Stops drawing a character. */
  removeCharacter(character) {
    this.#characters.delete(character);
    return this;
  }

  /**
   * Redraws the World as it is now, into the same arrays (they grow only when a frame needs more).
   * @throws {TypeError} show.bvh without options.sk; the World's error once it is disposed
   */
  update() {
    if (this.show.bvh && this.#sk === null) {
      throw new TypeError('WorldHelper.update: show.bvh needs the library: new WorldHelper(world, {sk})');
    }
    const buf = this.#buffer.clear();
    const world = this.#world;
    for (const [handle, body] of this.#bodies) {
      if (!world.contains(handle)) {
        this.#bodies.delete(handle);
        continue;
      }
      const last = body.prev;
      body.prev = body.cur;
      body.cur = world.getBody(handle, last);
      if (body.fresh) {
        world.getBody(handle, body.prev);
        body.fresh = false;
      }
      this.#drawBody(buf, body);
    }
    if (this.show.contacts) this.#drawContacts(buf);
    if (this.show.characters) {
      for (const [character, result] of this.#characters) this.#drawCharacter(buf, character, result);
    }
    buf.commit();
    return this;
  }

  /** Frees the geometry and material. */
  dispose() {
    this.geometry.dispose();
    this.material.dispose();
  }

  #drawBody(buf, { cur, prev, triangles }) {
    const shape = cur.shape;
    const mesh = cur.mesh;
    if (this.show.bodies) {
      buf.color(cur.sensor ? this.colors.sensor : this.colors[cur.kind]);
      if (mesh === null) shapeLines(buf, shape, this);
      else if (triangles === null || !this.show.meshes) aabbLines(buf, shape);
    }
    if (mesh !== null) {
      // A mesh body's shape is its bounds: its origin is where the mesh's own bounds moved to.
      const offset = this.#point;
      offset.x = shape.min.x - mesh.bounds.min.x;
      offset.y = shape.min.y - mesh.bounds.min.y;
      offset.z = shape.min.z - mesh.bounds.min.z;
      if (this.show.meshes && triangles !== null) triangleEdgeLines(buf.color(this.colors.mesh), triangles, offset);
      if (this.show.bvh) this.#drawBvh(buf, mesh, offset);
    }
    if (this.show.swept && cur.kind !== 'static') sweptLines(buf.color(this.colors.swept), prev.shape, shape, this.segments);
  }

  // The BVH's nodes at depth bvhDepth, read once per mesh (and again after a refit moved its bounds) by tracing a
  // sweep of a box holding the whole mesh, whose walk enters every node.
  #drawBvh(buf, mesh, offset) {
    let cached = this.#bvh.get(mesh);
    const b = mesh.bounds;
    if (cached === undefined || !sameBox(cached.bounds, b)) {
      const pad = 1 + Math.max(b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z);
      const all = {
        min: { x: b.min.x - pad, y: b.min.y - pad, z: b.min.z - pad },
        max: { x: b.max.x + pad, y: b.max.y + pad, z: b.max.z + pad },
      };
      const trace = this.#sk.traceMeshSweep(mesh, all, { x: 0, y: 0, z: 0 });
      cached = { bounds: { min: { ...b.min }, max: { ...b.max } }, steps: trace.steps };
      this.#bvh.set(mesh, cached);
    }
    buf.color(this.colors.bvh);
    const box = { min: this.#normal, max: { x: 0, y: 0, z: 0 } };
    for (const step of cached.steps) {
      if (step.depth !== this.bvhDepth) continue;
      box.min.x = step.box.min.x + offset.x; box.min.y = step.box.min.y + offset.y; box.min.z = step.box.min.z + offset.z;
      box.max.x = step.box.max.x + offset.x; box.max.y = step.box.max.y + offset.y; box.max.z = step.box.max.z + offset.z;
      aabbLines(buf, box);
    }
  }

  // Every begin and stay event of the last step: a cross at its point and its normal (from body a towards b).
  #drawContacts(buf) {
    const { count, stride, ints, floats } = this.#world.eventData();
    const p = this.#point;
    const n = this.#normal;
    const size = this.normalLength / 4;
    for (let k = 0, o = 0; k < count; k++, o += stride) {
      if (ints[o] === EVENT_END) continue;
      n.x = floats[o + 6]; n.y = floats[o + 7]; n.z = floats[o + 8];
      p.x = floats[o + 9]; p.y = floats[o + 10]; p.z = floats[o + 11];
      crossLines(buf.color(this.colors.contact), p, size);
      arrowLines(buf.color(this.colors.normal), p, n, this.normalLength);
    }
  }

  #drawCharacter(buf, character, result) {
    const shape = character.shape;
    shapeLines(buf.color(this.colors.character), shape, this);
    if (result === null || result === undefined) return;
    if (result.grounded) {
      const n = result.groundNormal;
      arrowLines(buf.color(this.colors.ground), supportPoint(shape, n, this.#point), n, this.normalLength);
    }
    for (const c of result.collisions ?? []) {
      crossLines(buf.color(this.colors.collision), c.point, this.normalLength / 4);
      arrowLines(buf, c.point, c.normal, this.normalLength);
    }
    if (result.legs) {
      buf.color(this.colors.leg);
      for (const leg of result.legs) {
        const { start, displacement: d, t } = leg;
        buf.segment(start.x, start.y, start.z, start.x + t * d.x, start.y + t * d.y, start.z + t * d.z);
      }
    }
  }
}

/** The point of a sphere or capsule farthest along −n (where it stands on a ground of normal n), into `out`. */
function supportPoint(shape, n, out) {
  let c = shape.center;
  const r = shape.radius;
  if (c === undefined) {
    const a = shape.start ?? shape.a;
    const b = shape.end ?? shape.b;
    c = a.x * n.x + a.y * n.y + a.z * n.z <= b.x * n.x + b.y * n.y + b.z * n.z ? a : b;
  }
  out.x = c.x - r * n.x;
  out.y = c.y - r * n.y;
  out.z = c.z - r * n.z;
  return out;
}

function sameBox(a, b) {
  return a.min.x === b.min.x && a.min.y === b.min.y && a.min.z === b.min.z &&
    a.max.x === b.max.x && a.max.y === b.max.y && a.max.z === b.max.z;
}

function checkOptions(fn, options) {
  if (options === undefined) return {};
  checkObject(fn, 'options', options, 'an object or undefined');
  checkKeys(fn, 'options', options, OPTIONS);
  const positive = (key, integer) => {
    const value = options[key];
    if (value === undefined) return;
    checkNumber(fn, `options.${key}`, value);
    if (!(value > 0) || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
      throw rangeError(fn, `options.${key}`, `must be a${integer ? 'n integer' : ' finite number'} > 0`, String(value));
    }
  };
  for (const key of ['capacity', 'bvhDepth', 'planeDivisions', 'segments']) positive(key, true);
  for (const key of ['normalLength', 'planeSize']) positive(key, false);
  if (options.segments !== undefined && options.segments % 2 !== 0) {
    throw rangeError(fn, 'options.segments', 'must be even', String(options.segments));
  }
  if (options.sk !== undefined && typeof options.sk?.traceMeshSweep !== 'function') {
    throw typeError(fn, 'options.sk', 'the loaded library (await init())', options.sk);
  }
  if (options.depthTest !== undefined) checkBoolean(fn, 'options.depthTest', options.depthTest);
  return options;
}
