// Type declarations for the collision world (bindings/js/world.js; C++: core/include/sweepkit/world/world.hpp).
// Conventions: lengths in your unit (metres in the docs); normals point from body a towards body b (a has the
// lower handle); touching counts as contact; t is the fraction of the frame's motion in [0, 1].
import type { MotionLike, RayLike, RotationLike, ShapeLike, SphereLike, Vec3, Vec3Like } from './generated/queries.js';
import type { TriangleArrays, TriangleMesh, TriangleMeshOptions } from './triangle_mesh.js';
import type { Character, CharacterOptions } from './character.js';

/**
 * A body's handle: a positive integer (slot << 11 | generation), at most 2^31 - 1. A removed body's handle is
 * never reused. Members that take a handle throw a TypeError for a non-number, a RangeError for a number that
 * is not an integer in [1, 2^31 - 1] (never wrapped or truncated), and a RangeError with `code` 1
 * (stale_handle) for an integer that names no live body of this world. `contains` answers false instead.
 */
export type BodyHandle = number;

/**
 * How a body moves. `static`: never moves (a displacement throws); two static bodies are never tested.
 * `kinematic`: moved by you each frame by its displacement, swept so it cannot tunnel. `fast`: the same as
 * kinematic (every moving pair is swept already), recording that it moves far more than its size.
 */
export type BodyKind = 'static' | 'kinematic' | 'fast';

/**
 * Options of addBody: an object or undefined (null is a TypeError). Each field may be left out or undefined
 * (the default); a key not listed here is a TypeError naming it (a typo such as `sensr` is never ignored).
 */
export interface BodyOptions {
  /** Default 'kinematic'. Also its index in BODY_KINDS. Another string or number: RangeError, `code` 6 (invalid_kind). */
  kind?: BodyKind;
  /** Layers the body is in: an integer in [0, 2^32) (32 bits). Default 1. */
  layer?: number;
  /**
   * Layers it interacts with, an integer in [0, 2^32): a pair interacts iff (layerA & maskB) && (layerB & maskA).
   * Default 0xffffffff.
   */
  mask?: number;
  /** A boolean (no truthiness). A sensor reports events like any body; its events have `sensor: true`. Default false. */
  sensor?: boolean;
}

/** Options of addMesh: addBody's (kind default 'static' here), where the mesh sits, and how to build it. */
export interface MeshBodyOptions extends BodyOptions {
  /** Where the mesh's local origin sits, world space (length units). Default (0, 0, 0). */
  position?: Vec3Like;
  /** Its rotation, local to world (a unit quaternion or a Matrix3). Default none. */
  rotation?: RotationLike;
  /** For {positions, indices} only: createTriangleMesh's options for the mesh the world builds. */
  meshOptions?: TriangleMeshOptions;
}

/** A body as the world holds it. */
export interface BodyInfo {
  /** Its shape now (after the last step), with an explicit `type`. */
  shape: ShapeLike & { type: 'sphere' | 'capsule' | 'aabb' | 'plane' };
  /** Its displacement for the next step. */
  displacement: Vec3;
  kind: BodyKind;
  layer: number;
  mask: number;
  sensor: boolean;
  /** A mesh body's TriangleMesh (its `shape` is then its bounds, an aabb); null for the other bodies. */
  mesh: TriangleMesh | null;
}

/**
 * A contact event of the last step; each pair has at most one per step, and the list is sorted by (a, b).
 * - `begin`: the pair started touching. `t`, `normal`, `point` are at first contact (from the sweep); `depth` is
 *   the overlap at the frame's end. With `transient: true` the pair met during the frame but is apart at its end
 *   (a bullet through a thin wall): no `end` follows.
 * - `stay`: touching at the end of the last step and of this one; t = 1, contact at the frame's end.
 * - `end`: no longer touching (or `removed`: a body was removed); t = 1, depth 0, normal and point as last seen.
 */
export interface WorldEvent {
  type: 'begin' | 'stay' | 'end';
  /** The body with the lower handle. */
  a: BodyHandle;
  /** The body with the higher handle. */
  b: BodyHandle;
  transient: boolean;
  /** At least one body is a sensor. */
  sensor: boolean;
  /** An `end` because a body was removed (its handle is now stale). */
  removed: boolean;
  t: number;
  /** Penetration depth along the normal, >= 0. */
  depth: number;
  /** Unit contact normal from a towards b. */
  normal: Vec3;
  /** Contact point, world space. */
  point: Vec3;
  /** (displacement a - displacement b) · normal: closing speed in length units per frame (> 0 approaching). */
  impactSpeed: number;
}

/**
 * The last step's events in WebAssembly memory, read without allocation: event k's words start at k * stride;
 * ints[+0] type (0 begin, 1 stay, 2 end), ints[+1] flags (1 transient, 2 sensor, 4 removed),
 * ints[+2] a, ints[+3] b, floats[+4] t, floats[+5] depth, floats[+6..8] normal, floats[+9..11] point,
 * floats[+12] impactSpeed. Valid until the next step.
 */
export interface EventData {
  count: number;
  stride: 13;
  ints: Int32Array;
  floats: Float32Array;
}

/** Counts from the last step. */
export interface StepInfo {
  events: number;
  /** Pairs the narrowphase tested. */
  pairsTested: number;
  /** Pairs touching at the end of the frame. */
  touching: number;
  /** Bodies whose displacement (written through displacementView) was invalid: they did not move. */
  rejectedDisplacements: number;
  /** The first of them, or 0. */
  firstRejected: BodyHandle;
}

/**
 * Which bodies a query sees: an object or undefined (null is a TypeError); a field left out or undefined takes
 * its default; an unknown key is a TypeError naming it.
 */
export interface QueryFilter {
  /** An integer in [0, 2^32): a body is seen iff (body.layer & mask) != 0. Default 0xffffffff. */
  mask?: number;
  /** A boolean. Default true. */
  includeSensors?: boolean;
  /**
   * Bodies to skip (the caster itself): a handle, an array or a Set of handles, or 0 for none (default). They need
   * not be live. A Character's filter skips at most one (a list of two or more is a TypeError).
   */
  ignore?: BodyHandle | readonly BodyHandle[] | ReadonlySet<BodyHandle>;
}

/** The closest ray hit. */
export interface WorldRaycastHit {
  hit: boolean;
  status: 'miss' | 'hit' | 'initialOverlap';
  /** The body hit, or null. */
  body: BodyHandle | null;
  /** Fraction of the ray; maxFraction on a miss (the largest float32 when it is Infinity). */
  t: number;
  point: Vec3;
  /** The body's outward surface normal at the point. */
  normal: Vec3;
  /** For a mesh body: the triangle hit, as its index in the mesh's input (three's faceIndex); -1 otherwise. */
  triangle: number;
}

/** Options of pushOut: a query filter plus the skin (pushOut makes up to four passes; it has no maxIterations). */
export interface PushOutOptions extends QueryFilter {
  /**
   * Gap kept from surfaces, in length units: a number in [0, max(radius, 1e-4)] (RangeError outside, NaN and
   * Infinity included). The gap used is max(skin, 1e-3 × radius). Default 1e-4.
   */
  skin?: number;
}

/** Options of moveAndSlide: a query filter plus the slide settings. */
export interface SlideOptions extends PushOutOptions {
  /** Legs of the motion at most: an integer in [1, 64] (RangeError outside). Default 4. */
  maxIterations?: number;
}

/** Where moveAndSlide / pushOut left the sphere. */
export interface SlideResult {
  /** True when anything was touched (status 'hit' or 'initialOverlap'). */
  hit: boolean;
  /**
   * 'hit': something was touched; after pushOut the sphere overlaps no body by more than the skin.
   * 'miss': nothing was touched (pushOut: the centre is unchanged; moveAndSlide: centre + displacement).
   * 'initialOverlap' (pushOut only): it could not free the sphere in 32 passes (wedged between bodies pushing
   * it opposite ways): the centre is unchanged, and `body` and `normal` name one body it still overlaps.
   */
  status: 'hit' | 'miss' | 'initialOverlap';
  /** The sphere's centre at the end. */
  position: Vec3;
  /** Contacts met. */
  collisions: number;
  /** Unit normal of the last contact, from the sphere towards the body (the surface normal is its negation). */
  normal: Vec3;
  /** The body of the last contact, or null. */
  body: BodyHandle | null;
}

/** The first body met by a cast shape. */
export interface WorldCastHit {
  hit: boolean;
  status: 'miss' | 'hit' | 'initialOverlap';
  /** The body hit, or null. */
  body: BodyHandle | null;
  /** Fraction of the displacement at first contact, in [0, 1]; 1 on a miss. */
  t: number;
  /** The cast shape's reference point (sphere centre) at t. */
  position: Vec3;
  point: Vec3;
  /** Unit normal from the cast shape towards the body. */
  normal: Vec3;
  /** For a mesh body: the triangle touched first, as its index in the mesh's input; -1 otherwise. */
  triangle: number;
}

/**
 * A collision world: bodies with stable integer handles, one `step()` per frame finding every contact over the
 * frame's motion (swept: nothing tunnels), begin / stay / end events, and queries. Free it with `dispose()`
 * (a world garbage-collected without it is freed and reported with a console warning).
 *
 * Inputs are checked strictly and never coerced. Errors name the function, the argument, the field and the
 * value received, and carry `argument` and `field` (the path below the argument, or null):
 * - TypeError: a value of the wrong type (a string or null where a number is expected, a non-boolean flag,
 *   options or a filter that are not an object or undefined, an unknown option key, a target that is not an
 *   object), or a cast whose path holds a body it has no sweep against (see `cast`).
 * - RangeError: a value of the right type outside its range. `code` is the sweepkit::WorldError value when the
 *   World refused (1 stale handle, 2 invalid shape, 3 invalid displacement, 4 static body moved, 5 too many
 *   bodies, 6 invalid kind, 7 a shape that cannot turn, 8 invalid pose, 9 a plane has no pose). Wherever the core rejected a field of an input, `inputCode` is its
 *   sweepkit::InputError: for a body's shape (addBody, setShape) beside `code` 2; for a query (raycast, cast,
 *   overlap, …), which has no WorldError, `code` is that InputError too, as in the free functions.
 * - Error "sweepkit: this World was disposed": any member (slotOf and stepInfo included) after dispose().
 *
 * Results into a target: raycast, sphereCast, cast, moveAndSlide, pushOut and getBody take an optional last
 * `target` (the three.js convention): its fields are set in place, {x, y, z} fields component-wise (so a
 * THREE.Vector3 there is kept), missing ones are made once, and the target is returned. getBody keeps the
 * target's `shape` when its `type` is the same and replaces it otherwise. A target that is not an object is a
 * TypeError.
 */
export interface World {
  /**
   * Adds a body. Returns its handle. A TriangleMesh, or `{mesh, position, rotation}`, is added as by addMesh (with
   * that position and rotation); setShape, cast and overlap take convex shapes only. A ConvexHull (or `{hull, position,
   * rotation}`) is kept alive by the world while the body uses it (also through setShape): its dispose() is refused,
   * and the garbage collector cannot free it, until the body is removed or reshaped, or the World disposed (or
   * collected).
   */
  addBody(shape: ShapeLike, options?: BodyOptions): BodyHandle;
  /**
   * Adds a mesh body (level geometry, a moving platform): every body is swept against its triangles (nothing tunnels)
   * with begin / stay / end events like any pair, internal edges handled (no ghost collisions), and every query sees
   * it. `mesh`: a TriangleMesh, kept alive by the world (its dispose() is refused while a body uses it), or the
   * {positions, indices} of sweepkit/three's trianglesOfObject(gltf.scene), which the world builds into a mesh it
   * owns and frees with the body. A mesh body translates (setDisplacement, setPose with a position) and turns about
   * its position (setMotion: a door on its hinge, swept against what it meets); pairs of two mesh bodies or a mesh
   * and a plane are not tested.
   * Errors: TypeError for a mesh that is neither; RangeError for a disposed mesh, `options.position` beyond ±1e8
   * (`code` 8), and createTriangleMesh's errors for bad arrays.
   */
  addMesh(mesh: TriangleMesh | TriangleArrays, options?: MeshBodyOptions): BodyHandle;
  /** Removes a body; its contacts report `end` with `removed: true` at the next step. */
  removeBody(handle: BodyHandle): void;
  /**
   * True when the handle names a live body of this world; false for any other integer (removed, 0, negative,
   * beyond 2^31 - 1). A non-number is a TypeError, a non-integer (0.5, NaN, Infinity) a RangeError.
   */
  contains(handle: BodyHandle): boolean;
  readonly bodyCount: number;
  /** Replaces a body's shape (a teleport: not swept). */
  setShape(handle: BodyHandle, shape: ShapeLike): void;
  /** Changes a body's layers and mask (integers in [0, 2^32)); pairs that stop interacting report `end`. */
  setFilter(handle: BodyHandle, layer: number, mask: number): void;
  /** Sets one body's displacement for the next step. */
  setDisplacement(handle: BodyHandle, displacement: Vec3Like): void;
  /**
   * This frame's motion: a displacement, or `{linear, angular}` where `angular` is the rotation vector (axis ×
   * angle, radians over the frame) the body turns by about its centre (a capsule's midpoint, an OBB's centre, a
   * hull's position). step() sweeps the turn by conservative advancement (never after the first contact: a bar
   * spinning through a box is caught) and leaves the body turned. RangeError (`code`): an aabb or a plane cannot
   * turn (use an obb), a static body cannot move, a motion that is not finite.
   */
  setMotion(handle: BodyHandle, motion: MotionLike): void;
  /**
   * Teleports a body (not swept, like setShape: pairs it lands in begin at the next step) to `position`, its
   * centre (a sphere's or a box's centre, a capsule's midpoint, a hull's position), and, when `rotation` is
   * given, to that absolute rotation: an OBB's or a hull's rotation; a capsule's segment along rotation·(0, 1, 0)
   * (a capsule's local axis is +y, as three.js's CapsuleGeometry and Rapier's capsule), keeping its length. With
   * no rotation the body keeps its own. Static bodies may be posed; the motion set for this frame stays, swept
   * from the new pose. Errors: TypeError for a non-object position or rotation or a non-number field; RangeError
   * (`code`) 1 stale handle, 7 a rotation for an aabb (`argument` 'rotation'), 8 a position not finite or beyond
   * ±1e8, a rotation that is not one (a quaternion off unit length), or a capsule end that would be (`argument`
   * 'pose'), 9 a plane (it has no pose: setShape moves it).
   */
  setPose(handle: BodyHandle, position: Vec3Like, rotation?: RotationLike): void;
  /**
   * Sets many displacements in two WASM calls: handles[i] moves by displacements[3i..3i+2]. `displacements`
   * must be a Float32Array (TypeError otherwise) of at least 3 × handles.length numbers. An Int32Array of
   * handles is copied as it is (a stale one is the World's RangeError, naming `handles[i]`); a plain array is
   * checked element by element. The valid entries are applied before the error is thrown.
   */
  setDisplacements(handles: Int32Array | ArrayLike<number>, displacements: Float32Array): void;
  /**
   * The per-slot displacements in WASM memory (3 floats per slot, slot = slotOf(handle)), written in place for
   * zero calls per body. Get a fresh view after adding bodies. step() validates and then zeroes them.
   */
  displacementView(): Float32Array;
  /**
   * The slot of a handle (handle >>> 11). Checks that it is a handle (an integer in [1, 2^31 - 1]) but, to
   * cost no call into WASM in per-body loops, not that the body is live: a removed body's slot may hold
   * another body (check with contains()).
   */
  slotOf(handle: BodyHandle): number;
  /** Advances one frame: contacts over the motion, events, then moves the bodies. Returns the event count. */
  step(): number;
  readonly stepInfo: StepInfo;
  /** The last step's events in place (no allocation). */
  eventData(): EventData;
  /** The last step's events as plain objects. */
  events(): WorldEvent[];
  /** A body's current state (into `target` when given). */
  getBody<T extends object = BodyInfo>(handle: BodyHandle, target?: T): T & BodyInfo;
  /**
   * Closest body hit by the ray origin + t·direction, t in [0, maxFraction] (default Infinity: the endless ray,
   * as THREE.Ray; 1 for the segment origin to origin + direction), into `target` when given.
   */
  raycast<T extends object = WorldRaycastHit>(ray: RayLike, maxFraction?: number, filter?: QueryFilter, target?: T): T & WorldRaycastHit;
  /** Every body hit by the ray (maxFraction as raycast's), each at its first hit, in increasing t (ties: lower handle first). */
  raycastAll(ray: RayLike, maxFraction?: number, filter?: QueryFilter): WorldRaycastHit[];
  /** First body met by a sphere moving by `displacement` (bodies stand still), into `target` when given. */
  sphereCast<T extends object = WorldCastHit>(sphere: SphereLike, displacement: Vec3Like, filter?: QueryFilter, target?: T): T & WorldCastHit;
  /**
   * First body met by any shape moving by `displacement` (bodies stand still), into `target` when given.
   * Plane casts skip plane bodies (as step() never tests two planes). Every other pair has a sweep: exact
   * (capsules and boxes included, as sk.sweep), or conservative advancement on GJK distance (hulls), which is
   * never after the first contact and within 1e-4 of the shapes' size of it.
   */
  cast<T extends object = WorldCastHit>(shape: ShapeLike, displacement: Vec3Like, filter?: QueryFilter, target?: T): T & WorldCastHit;
  /**
   * Many sphere casts in one call: `casts` is a Float32Array of 7 numbers per cast (centre xyz, radius,
   * displacement xyz; another length is a RangeError). Per cast, `bodies` (an Int32Array of at least n) gets
   * the body hit (0 for none) and `results` (a Float32Array of at least 7n) 7 numbers (t, point xyz, normal
   * xyz); both are made when undefined. An invalid cast is a RangeError naming `casts[7i..7i+6]`.
   */
  sphereCasts(
    casts: Float32Array,
    bodies?: Int32Array,
    results?: Float32Array,
  ): { hits: number; bodies: Int32Array; results: Float32Array };
  /**
   * Moves a sphere character by `displacement`, sliding along walls and floors: each leg is a swept cast
   * (no tunnelling), the motion into a surface is removed (no sticking), at two surfaces it follows their
   * crease. The character is not a body (pass its handle as `ignore` if it is one); bodies stand still.
   * After Fauerby, "Improved Collision Detection and Response" (2003).
   * Every number of the result is finite.
   * @throws {RangeError} an invalid sphere or displacement, or an option outside its range (SlideOptions).
   */
  moveAndSlide<T extends object = SlideResult>(sphere: SphereLike, displacement: Vec3Like, options?: SlideOptions, target?: T): T & SlideResult;
  /** Moves a sphere out of every body it overlaps, by each penetration depth (plus the skin), into `target` when given. */
  pushOut<T extends object = SlideResult>(sphere: SphereLike, options?: PushOutOptions, target?: T): T & SlideResult;
  /** Handles of the bodies the shape touches or overlaps now, increasing. */
  overlap(shape: ShapeLike, filter?: QueryFilter): BodyHandle[];
  /**
   * A capsule (or sphere) character controller with its own kinematic body here (character.d.ts).
   * @throws {TypeError} an option of the wrong type; {RangeError} one out of range (`field` names it, `code` the
   *   CharacterError), a shape that is not a capsule parallel to `up` or a sphere.
   */
  createCharacter(options: CharacterOptions): Character;
  /**
   * Frees the world and its characters, and releases its meshes and hulls. Later calls throw; calling dispose()
   * again does nothing. A World garbage-collected without dispose() is freed the same way (with a console warning).
   */
  dispose(): void;
  readonly disposed: boolean;
}

/** The world factory added to the loaded library. */
export interface WorldApi {
  /** A new, empty collision world. */
  createWorld(): World;
}
