// The character scene's simulation (scene "gauntlet-character"): the gauntlet of web/src/levels/gauntlet.js in a
// World (its static triangles one mesh body, its two platforms kinematic oriented boxes moved each step by
// web/src/levels/gauntlet_world.js, as in the gauntlet's runner), a capsule character from world.createCharacter
// with the runner's controller settings (the same file), and the frame loop of bench/gauntlet/run.js: each frame the platforms
// step, then the character moves by its walk plus gravity (the vertical speed reset while grounded). The scripted
// input is a course path's walk; the keyboard input is recorded per frame, so that any frame replays exactly.
import { trianglesOfObject } from '../../../bindings/three/index.js';
import { CONTROLLER, addPlatforms } from '../levels/gauntlet_world.js';
import { buildGauntlet } from '../levels/gauntlet.js';

/** Gravity (m/s²), as the gauntlet's runner applies it. */
export const GRAVITY = 9.81;
/** Walking speed of the keyboard input (m/s), the course's. */
export const WALK_SPEED = 3;
/** Upward speed of a jump (m/s): about 1 m high. */
export const JUMP_SPEED = 4.5;
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
  if (course === null) {
    const built = buildGauntlet();
    course = { ...built, triangles: trianglesOfObject(built.group) };
  }
  return course;
}

/** The course path named `name`. @throws {RangeError} naming the path when the course has none of that name. */
export function pathNamed(gauntlet, name) {
  const path = gauntlet.paths.find((p) => p.name === name);
  if (!path) throw new RangeError(`gauntlet-character: params.path: no course path named ${JSON.stringify(name)}`);
  return path;
}

/** The capsule {start, end, radius} of the course's character with its centre at `c`. */
export function capsuleAt(gauntlet, c) {
  const { radius, halfHeight } = gauntlet.capsule;
  return { start: { x: c.x, y: c.y - halfHeight, z: c.z }, end: { x: c.x, y: c.y + halfHeight, z: c.z }, radius };
}

/** Frames of a path's scripted walk at `rate` steps per second (its duration is whole seconds). */
export const walkFrames = (path, rate) => Math.round(path.duration * rate);

/** The scripted input of frame k: the path's walk velocity (m/s) while it lasts, then standing still. */
export function scriptedInput(path, rate, k) {
  const walking = k < walkFrames(path, rate);
  return { x: walking ? path.velocity.x : 0, z: walking ? path.velocity.z : 0, jump: false };
}

/**
 * One character on the course, from a path's start, stepped at `rate` steps per second.
 * @param {object} api  a loaded sweepkit (the page's unrecorded API or Node's)
 * @returns {{world, character, mesh: number, platforms: number[], rate: number, frames: number,
 *   advance: (input: {x: number, z: number, jump: boolean}, trace?: boolean) => object, dispose: () => void}}
 *   advance() runs the next frame (platforms, then the move of (x, vy, z)·dt) and returns character.move's result
 *   (with the legs when `trace`); frames counts the frames run
 */
export function createRun(api, gauntlet, path, rate) {
  const world = api.createWorld();
  const mesh = world.addMesh(gauntlet.triangles);
  const platforms = addPlatforms(world, gauntlet.platforms, rate);
  const character = world.createCharacter({ shape: capsuleAt(gauntlet, path.start), ...CONTROLLER, skin: gauntlet.skin });
  const dt = 1 / rate;
  let vy = 0;
  let grounded = false;
  return {
    world, character, mesh, platforms: platforms.handles, rate, frames: 0,
    advance(input, trace = false) {
      platforms.step();
      world.step();
      vy = (grounded ? 0 : vy) - GRAVITY * dt;
      if (input.jump && grounded) vy = JUMP_SPEED;
      const result = character.move({ x: input.x * dt, y: vy * dt, z: input.z * dt }, { trace });
      grounded = result.grounded;
      if (result.position.y < FALL_LIMIT) {
        character.setPosition(path.start);
        vy = 0;
        grounded = false;
      }
      this.frames++;
      return result;
    },
    dispose() {
      character.dispose();
      world.dispose();
    },
  };
}

/**
 * The character's centre at the start and after each frame of a path's scripted walk at `rate` (the walk's frames
 * only: walkFrames + 1 points, the last one the end position).
 */
export function scriptedPath(api, gauntlet, path, rate) {
  const run = createRun(api, gauntlet, path, rate);
  try {
    const points = [{ ...path.start }];
    for (let k = 0; k < walkFrames(path, rate); k++) points.push(run.advance(scriptedInput(path, rate, k)).position);
    return points;
  } finally {
    run.dispose();
  }
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
