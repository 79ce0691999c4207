// The gauntlet's frame loop: how every character (any driver's session: sweepkit's, Rapier's, a test's scripted
// one) is stepped over the course at a fixed rate, for the runner that measures it (run.js: bench/gauntlet.mjs and
// the tests) and for the playground's character scene (web/src/scenes/gauntlet-character-run.js). Each frame the
// platforms step, then the character moves by its walk plus gravity, its vertical speed reset while grounded.
// The rates, the gravity and a path's scripted walk are defined here once.

/** The rates the gauntlet is walked at (steps per second): every figure of the runner, and the scene's choices. */
export const RATES = Object.freeze([15, 30, 60, 144]);
/** Gravity (m/s², along −y). */
export const GRAVITY = 9.81;
/** Upward speed of a jump (m/s): about 1 m high. */
export const JUMP_SPEED = 4.5;

/**
 * @typedef {{x: number, z: number, jump?: boolean}} WalkInput  a frame's walk velocity over the ground (m/s) and
 *   whether to jump (taken only while grounded)
 * @typedef {{restartBelow?: number}} WalkOptions  restartBelow: a height (m); a move that ends with the centre
 *   below it puts the character back at its start (session.setPosition) with no vertical speed; none by default
 */

/** Frames of a path's scripted walk at `rate` steps per second (its duration is whole seconds). */
export const walkFrames = (path, rate) => Math.round(path.duration * rate);

/** The scripted input of frame k: the path's walk velocity (m/s) while it lasts, then standing still. */
export function scriptedInput(path, rate, k) {
  const walking = k < walkFrames(path, rate);
  return { x: walking ? path.velocity.x : 0, z: walking ? path.velocity.z : 0, jump: false };
}

/**
 * One character's frame loop at `rate` steps per second.
 * @param {import('./run.js').Session} session  the character on the course (a driver's `create`), from `start`
 * @param {number} rate  steps per second
 * @param {{x: number, y: number, z: number}} start  the character's centre at its start (m)
 * @param {WalkOptions} [options]
 * @returns {{frames: number, advance: (input: WalkInput, moveOptions?: object) => object}}  advance(input,
 *   moveOptions): runs the next frame, session.stepPlatforms() then session.move((x, vy, z)·dt, moveOptions), and
 *   returns the move's result (its position and grounded at least); frames counts the frames run
 */
export function createWalk(session, rate, start, { restartBelow = -Infinity } = {}) {
  const dt = 1 / rate;
  let vy = 0;
  let grounded = false;
  const walk = {
    frames: 0,
    advance(input, moveOptions = undefined) {
      session.stepPlatforms();
      vy = (grounded ? 0 : vy) - GRAVITY * dt;
      if (input.jump && grounded) vy = JUMP_SPEED;
      const result = session.move({ x: input.x * dt, y: vy * dt, z: input.z * dt }, moveOptions);
      grounded = result.grounded;
      if (result.position.y < restartBelow) {
        session.setPosition(start);
        vy = 0;
        grounded = false;
      }
      walk.frames++;
      return result;
    },
  };
  return walk;
}

/**
 * A path's scripted walk at `rate` (its walkFrames frames) by a fresh session of `driver`, `visit(result, k)` told
 * each frame's move result; the session is disposed at the end, also when `visit` throws.
 * @param {import('./run.js').Driver} driver
 * @param {import('./run.js').Course} course  the course the driver builds its session on
 * @param {WalkOptions} [options]
 */
export function walkPath(driver, course, path, rate, visit, options = undefined) {
  const session = driver.create(course, rate, path.start);
  try {
    const walk = createWalk(session, rate, path.start, options);
    for (let k = 0; k < walkFrames(path, rate); k++) visit(walk.advance(scriptedInput(path, rate, k)), k);
  } finally {
    session.dispose();
  }
}
