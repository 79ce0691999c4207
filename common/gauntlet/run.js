// The gauntlet runner (issue 13): drives any character controller over the course of common/gauntlet/course.js
// at the fixed rates of walk.js, by walk.js's frame loop, and measures it, independently of the controller's library
// (probe.js), per path and rate:
// - penetrations: frames after which the capsule reaches more than 1 mm into the course or a platform;
// - stuck: frames, on a path pushed along a wall or crease, whose advance along it is under 10 % of the commanded;
// - grounded flips: changes of `grounded` from one frame to the next walking down the stairs;
// - completed: the character's centre ends in the path's goal box;
// and, for the flat and slope paths, the distance between the end positions at 30 and 120 steps per second (mm).
// Used by tests/js/gauntlet.test.js and bench/gauntlet.mjs (which writes bench/GAUNTLET.md).
import { createProbe } from './probe.js';
import { RATES, walkPath } from './walk.js';
import { loadGauntlet } from './world.js';

/** The rates every figure is reported at (steps per second): walk.js's. */
export { RATES };
/** The two rates whose end positions are compared on the paths marked compareRates. */
export const COMPARED_RATES = Object.freeze([30, 120]);
/** Depth (m) beyond which a frame counts as a penetration. */
export const PENETRATION = 1e-3;
/** Fraction of the commanded advance along a wall under which a frame counts as stuck. */
export const STUCK = 0.1;

/**
 * @typedef {{position: {x: number, y: number, z: number}, grounded: boolean}} MoveResult
 * @typedef {{stepPlatforms: () => void, move: (desired: {x,y,z}) => MoveResult, dispose: () => void,
 *   setPosition?: (center: {x,y,z}) => void}} Session
 *   one character on the course: stepPlatforms() moves every platform over the next step (from k·dt to
 *   (k + 1)·dt) and steps the world; move(desired) moves the character by `desired` (m, this frame) and returns
 *   its centre and whether it stands on ground; setPosition(center) teleports it (needed by walk.js's
 *   restartBelow only)
 * @typedef {{name: string, create: (course: Course, rate: number, start: {x,y,z}) => Session}} Driver
 * @typedef {ReturnType<typeof loadCourse>} Course
 */

/**
 * The gauntlet with its static triangles (world.js's loadGauntlet) and its referee.
 * @param {object} [options]  buildGauntlet's (course.js)
 */
export function loadCourse(options = undefined) {
  const course = loadGauntlet(options);
  return { ...course, probe: createProbe(course.triangles, course.platforms, course.capsule) };
}

/**
 * One path at one rate, by walk.js's loop (each frame stepPlatforms() then move(velocity·dt, with the vertical
 * velocity from gravity, reset to 0 while grounded)), each frame judged by the course's referee.
 * @returns {{name: string, rate: number, frames: number, penetrations: number, deepest: number, stuck: number|null,
 *   flips: number|null, completed: boolean, end: {x,y,z}}}  deepest in mm; stuck and flips null where not counted
 */
export function runPath(driver, course, path, rate) {
  const dt = 1 / rate;
  const v = path.velocity;
  let position = { ...path.start };
  let grounded = false;
  let frames = 0, penetrations = 0, deepest = 0, stuck = 0, flips = 0;
  walkPath(driver, course, path, rate, (r, k) => {
    const p = { x: r.position.x, y: r.position.y, z: r.position.z };
    const depth = course.probe.depth(p, (k + 1) * dt);
    deepest = Math.max(deepest, depth);
    if (depth > PENETRATION) penetrations++;
    if (path.along) {
      const a = path.along;
      const commanded = (v.x * a.x + v.z * a.z) * dt;
      const advance = (p.x - position.x) * a.x + (p.z - position.z) * a.z;
      if (commanded > 0 && advance < STUCK * commanded) stuck++;
    }
    if (k > 0 && r.grounded !== grounded) flips++;
    grounded = r.grounded;
    position = p;
    frames++;
  });
  const { min, max } = path.goal;
  const inside = (c) => position[c] >= min[c] && position[c] <= max[c];
  return {
    name: path.name,
    rate,
    frames,
    penetrations,
    deepest: deepest * 1000,
    stuck: path.along ? stuck : null,
    flips: path.groundedFlips ? flips : null,
    completed: inside('x') && inside('y') && inside('z'),
    end: position,
  };
}

/**
 * Every path at every rate, and the 30-vs-120 end-position differences.
 * @param {Driver} driver
 * @param {Course} course
 * @param {{rates?: number[], paths?: string[]}} [options]  a subset of rates or of path names
 * @returns {{driver: string, rates: Array<{rate: number, paths: ReturnType<typeof runPath>[], totals: {penetrations:
 *   number, stuck: number, flips: number, completed: number, paths: number}}>, rateDifference: Array<{name: string,
 *   mm: number}>}}
 */
export function runGauntlet(driver, course, { rates = RATES, paths = undefined } = {}) {
  const chosen = course.paths.filter((p) => !paths || paths.includes(p.name));
  const results = rates.map((rate) => {
    const runs = chosen.map((path) => runPath(driver, course, path, rate));
    const sum = (key) => runs.reduce((s, r) => s + (r[key] ?? 0), 0);
    return {
      rate,
      paths: runs,
      totals: {
        penetrations: sum('penetrations'),
        stuck: sum('stuck'),
        flips: sum('flips'),
        completed: runs.filter((r) => r.completed).length,
        paths: runs.length,
      },
    };
  });
  const endAt = (path, rate) => results.find((r) => r.rate === rate)?.paths.find((r) => r.name === path.name)?.end
    ?? runPath(driver, course, path, rate).end;
  const rateDifference = chosen.filter((p) => p.compareRates).map((path) => {
    const [a, b] = COMPARED_RATES.map((rate) => endAt(path, rate));
    return { name: path.name, mm: 1000 * Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z) };
  });
  return { driver: driver.name, rates: results, rateDifference };
}
