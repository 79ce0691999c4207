// Type declarations for the character controller (bindings/js/character.js; C++:
// core/include/sweepkit/world/character_controller.hpp). Lengths in the World's unit (metres in the docs), angles in
// radians, normals from the character towards the body unless said otherwise.
import type { CapsuleLike, SphereLike, Vec3, Vec3Like } from './generated/queries.js';
import type { BodyHandle, QueryFilter } from './world.js';

/** Options of world.createCharacter. Each left out (or undefined) takes its default; an unknown key is a TypeError. */
export interface CharacterOptions {
  /**
   * A capsule {start, end, radius} whose segment is parallel to `up` (within 1e-3 rad), or a sphere {center, radius},
   * in world space at the start. The character's position is its centre (a capsule's segment midpoint).
   */
  shape: CapsuleLike | SphereLike;
  /** Unit (within 1e-3): opposite to gravity. Default {x: 0, y: 1, z: 0}. */
  up?: Vec3Like;
  /**
   * Radians in [0, π/2]: a surface whose normal is further from `up` is a wall (not climbed). Default π/4 (45°). A
   * surface within 0.57° of vertical is a wall even at π/2 (climbing it would lift the character over 100× its motion).
   */
  maxSlopeClimbAngle?: number;
  /** Radians in [0, π/2]: downward motion slides down surfaces at least this steep, and is cancelled on gentler ones. Default 50°. */
  minSlopeSlideAngle?: number;
  /** Length >= 0: the highest step climbed (0 disables stepping). Default 0.35. */
  stepHeight?: number;
  /** Length >= 0: a step's top must be free at least this far ahead. Default 0.1. */
  stepMinWidth?: number;
  /** Length >= 0: how far the character is pulled down onto the ground after a step down or a crest (0 disables). Default 0.3. */
  snapToGround?: number;
  /**
   * Length in (0, max(shape.radius, 0.01)]: the gap kept from surfaces; the ground probe reaches 2·skin. Default 0.01.
   * Beyond the bound: a RangeError naming `options.skin`, with `code` 10.
   */
  skin?: number;
  /** Integer in [1, 64]: slide legs per move. Default 5. */
  maxIterations?: number;
  /**
   * What the character collides with; its own body is always skipped. `includeSensors` defaults to false here: a
   * sensor (a trigger zone) reports the character in the World's events and does not stop it.
   */
  filter?: QueryFilter;
  /** Its own body's layers (bits; default 1). */
  layer?: number;
  /** Its own body's mask (bits; default 0xffffffff). */
  mask?: number;
}

/** A contact met during a move. */
export interface CharacterCollision {
  body: BodyHandle;
  /** Unit, from the character towards the body. */
  normal: Vec3;
  point: Vec3;
  /** The character's centre at the contact. */
  position: Vec3;
}

/** One leg of a traced move. */
export interface CharacterLeg {
  kind: 'carry' | 'slide' | 'stepUp' | 'stepForward' | 'stepDown' | 'snap' | 'depenetrate';
  /** The centre at the leg's start. */
  start: Vec3;
  /** The motion tried (a depenetration: the push). */
  displacement: Vec3;
  /** Fraction of `displacement` travelled before the contact; 1 without one. */
  t: number;
  /** The contact's normal (character towards body); zero without one. */
  normal: Vec3;
  /** The body met, or 0. */
  body: BodyHandle;
}

/** What character.move returns (into `target` when given). */
export interface CharacterMoveResult {
  /** The centre at the end. */
  position: Vec3;
  /** Walkable ground (or a ledge's edge) within 2·skin below. */
  grounded: boolean;
  /** Unit surface normal of the ground, pointing away from it (up-ish); zero when not grounded. */
  groundNormal: Vec3;
  /** The ground's body, or 0. */
  groundBody: BodyHandle;
  /** Climbed a step, or snapped down further than the steepest walkable slope explains. */
  stepped: boolean;
  /** The contacts of this move, in the order met. */
  collisions: CharacterCollision[];
  /** Only with {trace: true}: every leg (carry, depenetrate, slides, step and snap casts). */
  legs?: CharacterLeg[];
}

/**
 * A character in a World (world.createCharacter). Frame order: set kinematic bodies' motions, world.step(), then
 * character.move(d): a character standing on a kinematic body is first carried by that body's last step.
 * Every member but `disposed` throws an Error with `code` 15 once the character (or its World) is disposed, or its
 * body was removed from the World (world.removeBody(character.body)).
 */
export interface Character {
  /** The centre now (a new object each read). */
  readonly position: Vec3;
  /** The shape at the current position. */
  readonly shape: CapsuleLike | SphereLike;
  /** Its World body (kinematic, moved with the character; other bodies get events from it). */
  readonly body: BodyHandle;
  readonly disposed: boolean;
  /** Teleports the centre (not swept). @throws {RangeError} a position not finite or beyond ±1e8. */
  setPosition(position: Vec3Like): void;
  /**
   * Moves by `displacement` (length units this frame), sliding, stepping, snapping; gravity is the caller's.
   * @throws {TypeError} a displacement that is not {x, y, z} numbers; {RangeError} one not finite or beyond ±1e8.
   */
  move<T extends object = CharacterMoveResult>(displacement: Vec3Like, options?: { trace?: boolean }, target?: T): T & CharacterMoveResult;
  /** Removes its body and frees it; later calls throw. */
  dispose(): void;
}
