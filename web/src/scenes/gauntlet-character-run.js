// The character scene's simulation (scene "gauntlet-character"): the gauntlet of common/gauntlet/course.js in a
// World, as the gauntlet's runner walks it: the session of common/gauntlet/sweepkit_driver.js (its static triangles
// one mesh body, its two platforms kinematic oriented boxes, a capsule character from world.createCharacter with
// the runner's controller settings) stepped by the frame loop of common/gauntlet/walk.js: each frame the platforms
// step, then the character moves by its walk plus gravity (the vertical speed reset while grounded). The scripted
// input is a course path's walk; the keyboard input is recorded per frame, so that any frame replays exactly.
import { sweepkitDriver } from '../../../common/gauntlet/sweepkit_driver.js';
import { createWalk, walkPath } from '../../../common/gauntlet/walk.js';
import { loadGauntlet } from '../../../common/gauntlet/world.js';

/** Walking speed of the keyboard input (m/s), the course's. */
export const WALK_SPEED = 3;
/** Below this height (m) a walking character has fallen off the course and starts again at its path's start. */
export const FALL_LIMIT = -10;
/** The scripted run stands still at its goal this long (s) before it starts again. */
export const HOLD_SECONDS = 0.5;

let course = null;

/**
 * The gauntlet with its static triangles merged in world space (as the gauntlet's runner loads it), built once and
 * shared (nothing changes it).
 */
export function loadCourse() {
  course ??= loadGauntlet();
  return course;
}

/** The course path named `name`. @throws {RangeError} naming the path when the course has none of that name. */
export function pathNamed(gauntlet, name) {
  const path = gauntlet.paths.find((p) => p.name === name);
  if (!path) throw new RangeError(`gauntlet-character: params.path: no course path named ${JSON.stringify(name)}`);
  return path;
}

/**
 * One character on the course, from a path's start, stepped at `rate` steps per second.
 * @param {object} api  a loaded sweepkit (the page's unrecorded API or Node's)
 * @returns {{world, character, mesh: number, platforms: number[], rate: number, frames: number,
 *   advance: (input: {x: number, z: number, jump: boolean}, trace?: boolean) => object, dispose: () => void}}
 *   advance() runs the next frame (platforms, then the move of (x, vy, z)·dt; back at the start below
 *   FALL_LIMIT) and returns character.move's result (with the legs when `trace`); frames counts the frames run
 */
export function createRun(api, gauntlet, path, rate) {
  const session = sweepkitDriver(api).create(gauntlet, rate, path.start);
  const walk = createWalk(session, rate, path.start, { restartBelow: FALL_LIMIT });
  const { world, character, mesh, platforms } = session;
  return {
    world, character, mesh, platforms, rate,
    get frames() {
      return walk.frames;
    },
    advance: (input, trace = false) => walk.advance(input, { trace }),
    dispose: () => session.dispose(),
  };
}

/**
 * The character's centre at the start and after each frame of a path's scripted walk at `rate` (the walk's frames
 * only: walk.js's walkFrames + 1 points, the last one the end position).
 */
export function scriptedPath(api, gauntlet, path, rate) {
  const points = [{ ...path.start }];
  walkPath(sweepkitDriver(api), gauntlet, path, rate, (r) => points.push(r.position), { restartBelow: FALL_LIMIT });
  return points;
}

/** The keys that walk (W A S D and the arrows: the course's +x is D / →) and jump (Space). */
const WALK_KEYS = {
  KeyW: [0, -1], ArrowUp: [0, -1], KeyS: [0, 1], ArrowDown: [0, 1], KeyA: [-1, 0], ArrowLeft: [-1, 0], KeyD: [1, 0], ArrowRight: [1, 0],
};

/**
 * The keyboard as a walk input: keys held now. While `active()` says so, the walk keys and Space are taken from
 * the playground's shortcuts (which would step and play). `current()` gives {x, z} (m/s, WALK_SPEED along the held
 * directions, diagonals normalised) and `jump`.
 * @param {() => boolean} active
 * @returns {{current: () => {x: number, z: number, jump: boolean}, dispose: () => void}}
 */
export function keyboardInput(active, target = window) {
  const held = new Set();
  const typing = (e) => e.target instanceof HTMLElement && (e.target.matches('input:not([type=range]), select, textarea')
    || e.target.isContentEditable);
  const down = (e) => {
    if (!active() || typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
    if (!(e.code in WALK_KEYS) && e.code !== 'Space') return;
    held.add(e.code);
    e.preventDefault();
  };
  const up = (e) => held.delete(e.code);
  const blur = () => held.clear();
  target.addEventListener('keydown', down, true);
  target.addEventListener('keyup', up, true);
  target.addEventListener('blur', blur);
  return {
    current() {
      let x = 0;
      let z = 0;
      for (const code of held) {
        const d = WALK_KEYS[code];
        if (d) [x, z] = [x + d[0], z + d[1]];
      }
      const length = Math.hypot(x, z);
      const scale = length > 0 ? WALK_SPEED / length : 0;
      return { x: x * scale, z: z * scale, jump: held.has('Space') };
    },
    dispose() {
      target.removeEventListener('keydown', down, true);
      target.removeEventListener('keyup', up, true);
      target.removeEventListener('blur', blur);
    },
  };
}
