// sweepkit/three: helpers for three.js users (three is a peer dependency). three's Box3, Sphere, OBB and Capsule pass
// to sweepkit as they are; these add level geometry, colliders from meshes, debug drawing and Vector3 results.
import type { BufferGeometry, Color, LineSegments, Matrix4, Mesh, Object3D, Quaternion, Ray, Vector3 } from 'three';
import type { BodyHandle, BodyOptions, QueryFilter, ShapeLike, Sweepkit, Vec3Like, World } from '../js/index.js';

/** Triangles as flat arrays: 3 floats per vertex, 3 vertex indices per triangle. */
export interface Triangles {
  positions: Float32Array;
  indices: Uint32Array;
}

/**
 * The triangles three.js would draw of a BufferGeometry (its groups' ranges, else its draw range; indexed or not,
 * interleaved or not), every position through `matrix` when given.
 * @throws TypeError for a non-geometry or a `position` attribute that is missing or not 3 components.
 */
export function trianglesOfGeometry(geometry: BufferGeometry, matrix?: Matrix4): Triangles;

/**
 * Every visible Mesh under `object` (itself included) merged in world space (matrixWorld is updated first; an
 * InstancedMesh once per instance). Points, lines and sprites are skipped.
 * @param options.includeHidden  also meshes with `visible` false or under a hidden parent (default false)
 * @param options.filter  keep only the meshes it returns true for
 * @throws TypeError for a non-Object3D, a non-function filter, or a mesh geometry without a 3-component position.
 */
export function trianglesOfObject(object: Object3D, options?: { includeHidden?: boolean; filter?: (mesh: Mesh) => boolean }): Triangles;

// ---------------------------------------------------------------------------------------------------- colliders

/** The collider colliderOf makes; every vector a THREE.Vector3, world space. */
export type Collider =
  | { type: 'aabb'; min: Vector3; max: Vector3 }
  | { type: 'obb'; center: Vector3; halfSize: Vector3; rotation: Quaternion }
  | { type: 'sphere'; center: Vector3; radius: number }
  | { type: 'capsule'; start: Vector3; end: Vector3; radius: number }
  | { type: 'mesh'; positions: Float32Array; indices: Uint32Array };

/** Which collider colliderOf makes. */
export type ColliderKind = 'box' | 'sphere' | 'capsule' | 'mesh';

/**
 * A Mesh's collider in world space (matrixWorld updated first; an InstancedMesh's instance `options.instance`,
 * required for one and not allowed otherwise). The kind is `options.kind`, else
 * `mesh.userData.collider`, else by geometry: BoxGeometry 'box', SphereGeometry and IcosahedronGeometry 'sphere',
 * CapsuleGeometry 'capsule', any other 'mesh'.
 * - 'box': the geometry's bounding box scaled, turned and placed: an 'aabb' when the world rotation is the
 *   identity, else an 'obb' (halfSize = half the box's size times |scale|).
 * - 'sphere': the geometry's bounding sphere (radius times the scale).
 * - 'capsule': a CapsuleGeometry's own (radius, and `height`, the straight part along local y); for another geometry
 *   the capsule along local y inside its bounding box (radius the larger of its x and z half sizes).
 * - 'mesh': the geometry's triangles in world space (trianglesOfGeometry), for world.addMesh.
 * @throws TypeError not a Mesh with a BufferGeometry; RangeError (argument, field) an unknown kind, or a sphere or
 *   capsule whose world scale is not uniform within 1e-6 relative.
 */
export function colliderOf(mesh: Mesh, options?: { kind?: ColliderKind; instance?: number }): Collider;

/**
 * Adds every visible Mesh under `object` (itself included) to `world`: colliderOf's shape by addBody, its triangles
 * by addMesh; an InstancedMesh one body per instance; a mesh with `userData.collider === 'none'` is skipped.
 * @param options  addBody's kind, layer, mask, sensor for every body (addMesh defaults to 'static');
 *   includeHidden (default false) and filter as trianglesOfObject's. An unknown key is a TypeError.
 * @returns one entry per body added, in tree order.
 * @throws TypeError a non-World, a non-Object3D, a bad option; colliderOf's errors; the World's errors.
 */
export function bodiesOfObject(
  world: World,
  object: Object3D,
  options?: BodyOptions & { includeHidden?: boolean; filter?: (mesh: Mesh) => boolean },
): { object: Mesh; instance: number | undefined; handle: BodyHandle; collider: Collider }[];

// ---------------------------------------------------------------------------------------------- Vector3 targets

/** raycast's answer: world.raycast's with Vector3s and the distance along the ray. */
export interface RayHitTarget {
  hit: boolean;
  status: 'miss' | 'hit' | 'initialOverlap';
  body: BodyHandle | null;
  /** Ray parameter (units of the direction's length). */
  t: number;
  /** |point − origin| in length units on a hit; maxDistance on a miss. */
  distance: number;
  point: Vector3;
  /** The body's outward surface normal at the point (unit). */
  normal: Vector3;
  /** A mesh body's triangle (input index), -1 otherwise. */
  triangle: number;
}

/** cast's answer: world.cast's with Vector3s. */
export interface CastHitTarget {
  hit: boolean;
  status: 'miss' | 'hit' | 'initialOverlap';
  body: BodyHandle | null;
  /** Fraction of the displacement at first contact; 1 on a miss. */
  t: number;
  /** The cast shape's reference point at t. */
  position: Vector3;
  point: Vector3;
  /** Unit normal from the cast shape towards the body. */
  normal: Vector3;
  triangle: number;
}

/** characterMove's answer: character.move's with Vector3s (see the character controller's docs). */
export interface MoveTarget {
  position: Vector3;
  grounded: boolean;
  groundNormal: Vector3;
  groundBody: BodyHandle | 0;
  stepped: boolean;
  collisions: { body: BodyHandle; normal: Vec3Like; point: Vec3Like; position: Vec3Like }[];
  legs?: unknown[];
}

/** A new raycast target (made once, reused every call). */
export function rayHitTarget(): RayHitTarget;
/** A new cast target. */
export function castHitTarget(): CastHitTarget;
/** A new characterMove target. */
export function moveTarget(): MoveTarget;

/** Copies any {x, y, z} into `target` (a new Vector3 when omitted) and returns it. @throws TypeError naming the field. */
export function toVector3(v: Vec3Like, target?: Vector3): Vector3;

/**
 * The closest body a THREE.Ray meets within `maxDistance` (length units along the ray, whatever its direction's
 * length, as three's Raycaster), into `target` (nothing allocated when it is given).
 * @param maxDistance  >= 0; default Infinity
 * @param filter  world.raycast's filter
 * @param target  from rayHitTarget(), filled in place and returned (target last, as everywhere in sweepkit)
 * @throws TypeError a non-World, a non-number; RangeError a negative or NaN maxDistance, a zero direction; world.raycast's.
 */
export function raycast<T extends object = RayHitTarget>(world: World, ray: Ray, maxDistance?: number,
  filter?: QueryFilter, target?: T): T & RayHitTarget;
/** @deprecated the first releases' order, (…, target, filter): pass the target last. */
export function raycast<T extends RayHitTarget>(world: World, ray: Ray, maxDistance: number | undefined, target: T,
  filter?: QueryFilter): T;

/** The first body met by `shape` moving by `displacement` (world.cast) into `target`. @throws world.cast's errors. */
export function cast<T extends object = CastHitTarget>(world: World, shape: ShapeLike, displacement: Vec3Like,
  filter?: QueryFilter, target?: T): T & CastHitTarget;
/** @deprecated the first releases' order, (…, target, filter): pass the target last. */
export function cast<T extends CastHitTarget>(world: World, shape: ShapeLike, displacement: Vec3Like, target: T,
  filter?: QueryFilter): T;

/** `character.move(displacement, options, target)` with a Vector3 target. @throws TypeError for a non-character. */
export function characterMove<T extends object = MoveTarget>(
  character: { move(d: Vec3Like, options?: { trace?: boolean }, target?: object): unknown },
  displacement: Vec3Like, options?: { trace?: boolean }, target?: T): T & MoveTarget;
/** @deprecated the first releases' order, (…, target, options): pass the target last. */
export function characterMove<T extends MoveTarget>(
  character: { move(d: Vec3Like, options?: { trace?: boolean }, target?: object): unknown },
  displacement: Vec3Like, target: T, options?: { trace?: boolean }): T;

// ------------------------------------------------------------------------------------------------- debug drawing

/** Options of WorldHelper; an unknown key is a TypeError. */
export interface WorldHelperOptions {
  /** The loaded library: needed only to draw BVH nodes (through sk.traceMeshSweep). */
  sk?: Sweepkit;
  /** Segments to make room for at first (default 1024); the arrays double when a frame needs more. */
  capacity?: number;
  /** Segments per circle of spheres and capsules: an even integer, default 24. */
  segments?: number;
  /** Length of contact, ground and collision normals drawn (length units, > 0), default 0.5. */
  normalLength?: number;
  /** Side of the square patch drawn for a plane (length units), default 10, and its grid cells a side (default 10). */
  planeSize?: number;
  planeDivisions?: number;
  /** BVH depth drawn when `show.bvh` (the root is 1), default 1. */
  bvhDepth?: number;
  /** The material's depthTest (default true; false draws over everything). */
  depthTest?: boolean;
}

/** A character as world.createCharacter returns it (only `shape` is read). */
export interface CharacterLike {
  shape: ShapeLike | { a: Vec3Like; b: Vec3Like; radius: number };
}

/** A character move's result, as character.move returns it (the fields drawn). */
export interface MoveResultLike {
  grounded: boolean;
  groundNormal: Vec3Like;
  collisions?: { point: Vec3Like; normal: Vec3Like }[];
  legs?: { start: Vec3Like; displacement: Vec3Like; t: number }[];
}

/**
 * A sweepkit World drawn as ONE LineSegments (vertex colours, one draw call), rebuilt by update() each frame into the
 * same arrays (they double when a frame needs more; setDrawRange shows the frame's segments). update() reads the
 * World through its public API: getBody for each added body, eventData for contacts, the mesh bodies' meshes.
 * Categories, each with a `show` toggle and a `colors` entry:
 * - bodies (colour by kind: static, kinematic, fast; sensors in `sensor`): a sphere as 3 great circles, a capsule by
 *   its end circles, side lines and cap arcs, boxes and hulls by their edges, a plane as a gridded square patch
 *   (planeSize) around its point nearest the origin with its normal;
 * - meshes (`mesh`): a mesh body's triangle edges, each shared edge once, where the body is now (needs the
 *   triangles given to addBody; else its bounds box);
 * - bvh (`bvh`, off by default; needs options.sk): a mesh body's BVH node boxes at depth bvhDepth;
 * - contacts (`contact`, `normal`): every begin and stay event of the last step: a cross at its point and its normal
 *   (from body a towards b, normalLength long);
 * - swept (`swept`): what each non-static body swept between the previous update() and this one: a sphere's exact
 *   capsule; other shapes at the start and the straight paths of their corners;
 * - characters (`character`, `ground`, `collision`, `leg`): the character's shape, and from its last move's result
 *   the ground normal from its lowest point, each collision's point and normal, each traced leg's path.
 * Bodies are drawn once added (the World has no list of bodies); a removed body is dropped at the next update().
 */
export class WorldHelper extends LineSegments {
  /** @throws TypeError a non-World, bad options (named); RangeError options out of range. */
  constructor(world: World, options?: WorldHelperOptions);
  readonly world: World;
  /** Segments drawn by the last update(). */
  readonly segmentCount: number;
  /** Handles of the bodies drawn. */
  readonly bodies: BodyHandle[];
  segments: number;
  normalLength: number;
  planeSize: number;
  planeDivisions: number;
  bvhDepth: number;
  show: { bodies: boolean; meshes: boolean; contacts: boolean; swept: boolean; bvh: boolean; characters: boolean };
  colors: Record<'static' | 'kinematic' | 'fast' | 'sensor' | 'mesh' | 'contact' | 'normal' | 'swept' | 'bvh' |
    'character' | 'ground' | 'collision' | 'leg', Color>;
  /**
   * Draws body `handle` from now on; `options.triangles`: the arrays its mesh was built from (its own space).
   * @throws RangeError a handle that names no live body; TypeError triangles without a Float32Array `positions`.
   */
  addBody(handle: BodyHandle, options?: { triangles?: { positions: Float32Array; indices?: Uint32Array | Uint16Array | null } }): this;
  removeBody(handle: BodyHandle): this;
  /** Draws a character from now on, with its last move's result if given. */
  addCharacter(character: CharacterLike, result?: MoveResultLike | null): this;
  /** The last move's result to draw with `character`. @throws RangeError a character not added. */
  setMoveResult(character: CharacterLike, result: MoveResultLike | null): this;
  removeCharacter(character: CharacterLike): this;
  /** Redraws the World as it is now. @throws TypeError show.bvh without options.sk; the World's error once disposed. */
  update(): this;
  /** Frees the geometry and the material. */
  dispose(): void;
}

/**
 * Coloured segments written into a BufferGeometry in place (position and color attributes): clear(), color() and
 * segment() per frame, then commit() (marks the changed range, sets the draw range). The arrays double when full.
 */
export class LineBuffer {
  /** @throws RangeError a capacity that is not an integer >= 1. */
  constructor(geometry: BufferGeometry, capacity?: number);
  readonly geometry: BufferGeometry;
  /** Segments written since clear(). */
  readonly count: number;
  readonly capacity: number;
  positions: Float32Array;
  colors: Float32Array;
  clear(): this;
  /** The colour of the next segments (a Color or any {r, g, b} in [0, 1]). */
  color(c: { r: number; g: number; b: number }): this;
  segment(ax: number, ay: number, az: number, bx: number, by: number, bz: number): void;
  line(a: Vec3Like, b: Vec3Like): void;
  commit(): this;
}

/** A sphere as its 3 great circles (xy, yz, zx planes): 3·n segments. */
export function sphereLines(buf: LineBuffer, center: Vec3Like, radius: number, n?: number): void;
/** A capsule: end circles, 4 side lines, 2 half circles over each cap: 4·n + 4 segments (a sphere when a = b). */
export function capsuleLines(buf: LineBuffer, a: Vec3Like, b: Vec3Like, radius: number, n?: number): void;
/** An axis-aligned box {min, max} by its 12 edges. */
export function aabbLines(buf: LineBuffer, box: { min: Vec3Like; max: Vec3Like }): void;
/** An oriented box {center, halfSize, rotation (Matrix3-like or quaternion)} by its 12 edges. */
export function obbLines(buf: LineBuffer, obb: { center: Vec3Like; halfSize: Vec3Like; rotation?: unknown }): void;
/** A convex hull shape by its edges (each once). */
export function hullLines(buf: LineBuffer, shape: unknown): void;
/** A square patch of a plane: `divisions` cells a side, `size` across, centred nearest `near`, with its normal. */
export function planeLines(buf: LineBuffer, plane: { normal: Vec3Like; constant: number }, size?: number, divisions?: number,
  near?: Vec3Like): void;
/** An arrow along a unit direction: shaft and 2-stroke head (3 segments). */
export function arrowLines(buf: LineBuffer, origin: Vec3Like, direction: Vec3Like, length: number): void;
/** A point as 3 axis-aligned strokes of length `size`. */
export function crossLines(buf: LineBuffer, p: Vec3Like, size: number): void;
/** Triangles' edges, each shared edge once (by vertex index), moved by `offset`. */
export function triangleEdgeLines(buf: LineBuffer, triangles: { positions: Float32Array; indices?: ArrayLike<number> | null },
  offset?: Vec3Like): void;
/** Any shape's outline; false for a shape it does not know. */
export function shapeLines(buf: LineBuffer, shape: ShapeLike, options?: { segments?: number; planeSize?: number;
  planeDivisions?: number }): boolean;
/** The volume swept from shape `a` to shape `b` (same type); returns the segments appended (0: none). */
export function sweptLines(buf: LineBuffer, a: ShapeLike, b: ShapeLike, n?: number): number;

