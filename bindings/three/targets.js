// World queries with their answers in three.js objects: THREE.Vector3 fields, made once by the caller and filled
// in place each call (three's convention, as Ray.intersectBox(box, target)), so a game loop allocates nothing.
// The World already fills any target's {x, y, z} fields component-wise; these helpers make the Vector3 targets,
// measure rays in distance (three's Raycaster convention) and check their arguments by name.
import { Vector3 } from 'three';
import { checkNumber, checkObject, checkVec3, rangeError, typeError } from '../js/check.js';

/** Copies any {x, y, z} into a THREE.Vector3 (`target`, made when omitted) and returns it. */
export function toVector3(v, target = new Vector3()) {
  checkVec3('toVector3', 'v', v);
  return target.set(v.x, v.y, v.z);
}

/** A raycast target: {hit, status, body, t, distance, point: Vector3, normal: Vector3, triangle}. */
export function rayHitTarget() {
  return { hit: false, status: 'miss', body: null, t: 0, distance: 0, point: new Vector3(), normal: new Vector3(), triangle: -1 };
}

/** A cast target: {hit, status, body, t, position: Vector3, point: Vector3, normal: Vector3, triangle}. */
export function castHitTarget() {
  return {
    hit: false, status: 'miss', body: null, t: 0, position: new Vector3(), point: new Vector3(), normal: new Vector3(), triangle: -1,
  };
}

/** A character move target: {position: Vector3, grounded, groundNormal: Vector3, groundBody, stepped, collisions}. */
export function moveTarget() {
  return { position: new Vector3(), grounded: false, groundNormal: new Vector3(), groundBody: 0, stepped: false, collisions: [] };
}

function checkWorld(fn, world, member) {
  if (world === null || typeof world !== 'object' || typeof world[member] !== 'function') {
    throw typeError(fn, 'world', 'a sweepkit World (from sk.createWorld())', world);
  }
}

// The argument order of every query here is sweepkit's one rule: the inputs, then the options or filter, then the
// target last (three's convention). The first releases took (…, target, filter) and (…, target, options): that order
// still works, told apart by the objects' keys (a target made by rayHitTarget, castHitTarget or moveTarget has a
// hit, point or position field, which no filter or options object has), with one deprecation warning per function.
const FILTER_KEYS = Object.freeze(['mask', 'includeSensors', 'ignore']);
const MOVE_OPTION_KEYS = Object.freeze(['trace']);
const warned = new Set();

const isObjectValue = (value) => value !== null && typeof value === 'object';
/** Whether `value` is a target of the first releases' order: an object with a hit, point or position field. */
const isTarget = (value) => isObjectValue(value) && ('hit' in value || 'point' in value || 'position' in value);
/** Whether `value` is a non-empty object whose keys are all `keys`' (a filter, or move options). */
const isOptions = (value, keys) =>
  isObjectValue(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => keys.includes(key));

/**
 * [options, target] from the two trailing arguments, in either order: (options, target), or the deprecated
 * (target, options), which warns once for `fn`.
 */
function optionsThenTarget(fn, third, fourth, keys, order) {
  const old = isTarget(third) || (isOptions(fourth, keys) && !isOptions(third, keys));
  if (!old) return [third, fourth];
  if (!warned.has(fn)) {
    warned.add(fn);
    console.warn(`sweepkit/three: ${fn}(${order}, target, ${keys === FILTER_KEYS ? 'filter' : 'options'}) is deprecated; ` +
      `pass the target last: ${fn}(${order}, ${keys === FILTER_KEYS ? 'filter' : 'options'}, target)`);
  }
  return [fourth, third];
}

/**
 * The closest body a THREE.Ray meets within `maxDistance`, as three's Raycaster measures it: along the ray's
 * direction in length units whatever its length (world.raycast's t is in units of the direction's length).
 * @param {import('sweepkit').World} world
 * @param {{origin, direction}} ray  a THREE.Ray (any non-zero direction)
 * @param {number} [maxDistance]  >= 0, length units; default Infinity
 * @param {import('sweepkit').QueryFilter} [filter]  as world.raycast's
 * @param {object} [target]  from rayHitTarget(); filled in place and returned (no allocation)
 * @returns world.raycast's fields plus `distance` = |point − origin| (maxDistance on a miss), point and normal
 *   Vector3s (the body's outward surface normal)
 * @throws {TypeError} not a World, a non-number maxDistance; {RangeError} a negative or NaN maxDistance, a zero
 *   direction; world.raycast's errors for the ray and filter
 */
export function raycast(world, ray, maxDistance = Infinity, filterArg = undefined, targetArg = undefined) {
  const fn = 'raycast';
  checkWorld(fn, world, 'raycast');
  const [filter, target = rayHitTarget()] = optionsThenTarget(fn, filterArg, targetArg, FILTER_KEYS, 'world, ray, maxDistance');
  checkNumber(fn, 'maxDistance', maxDistance);
  if (!(maxDistance >= 0)) throw rangeError(fn, 'maxDistance', 'must be >= 0', String(maxDistance));
  checkObject(fn, 'ray', ray, 'a ray {origin, direction} (a THREE.Ray)');
  const d = checkVec3(fn, 'ray.direction', ray.direction);
  const length = Math.hypot(d.x, d.y, d.z);
  if (length === 0) throw rangeError(fn, 'ray.direction', 'must not be zero', '(0, 0, 0)');
  // A non-finite direction goes to world.raycast, which names it.
  const maxFraction = Number.isFinite(length) ? maxDistance / length : maxDistance;
  world.raycast(ray, maxFraction, filter, target);
  target.distance = target.hit ? target.t * length : maxDistance;
  return target;
}

/**
 * The first body met by `shape` moving by `displacement` (bodies stand still): world.cast into `target`.
 * @param {import('sweepkit').QueryFilter} [filter]  as world.cast's
 * @param {object} [target]  from castHitTarget(); filled in place and returned
 * @returns {hit, status, body, t, position, point, normal, triangle} (normal from the shape towards the body)
 * @throws world.cast's errors, and a TypeError for a non-World
 */
export function cast(world, shape, displacement, filterArg = undefined, targetArg = undefined) {
  checkWorld('cast', world, 'cast');
  const [filter, target = castHitTarget()] = optionsThenTarget('cast', filterArg, targetArg, FILTER_KEYS,
    'world, shape, displacement');
  return world.cast(shape, displacement, filter, target);
}

/**
 * Moves a character (world.createCharacter's) by `displacement` this frame: character.move into `target`.
 * @param {{trace?: boolean}} [options]  as character.move's
 * @param {object} [target]  from moveTarget(); filled in place and returned
 * @throws {TypeError} not a character; character.move's errors
 */
export function characterMove(character, displacement, optionsArg = undefined, targetArg = undefined) {
  if (character === null || typeof character !== 'object' || typeof character.move !== 'function') {
    throw typeError('characterMove', 'character', 'a character (from world.createCharacter())', character);
  }
  const [options, target = moveTarget()] = optionsThenTarget('characterMove', optionsArg, targetArg, MOVE_OPTION_KEYS,
    'character, displacement');
  return character.move(displacement, options, target);
}
