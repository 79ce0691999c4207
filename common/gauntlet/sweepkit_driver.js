// The gauntlet driver for sweepkit's controller (issue 13's `world.createCharacter`): the course as one
// triangle-mesh body, each platform a kinematic oriented box moved by `setMotion` (translation and turn over the
// step) before `world.step()`; the character carries itself on them (the platforms step, then the character moves).
// The runner's sessions and the playground's character scene (which draws the session's World) are the same.
import { CONTROLLER, addPlatforms } from './world.js';

/** The capsule {start, end, radius} of the course's character with its centre at `c` (m). */
export function capsuleAt(course, c) {
  const { radius, halfHeight } = course.capsule;
  return { start: { x: c.x, y: c.y - halfHeight, z: c.z }, end: { x: c.x, y: c.y + halfHeight, z: c.z }, radius };
}

/**
 * @param {object} sk  a loaded sweepkit (`await init()`, or the playground's unrecorded API)
 * @returns {import('./run.js').Driver}  whose sessions also hold their `world`, `character`, `mesh` (the course's
 *   body), `platforms` (the platforms' bodies, in the course's order) and take move(desired, options) with
 *   character.move's options, returning its whole result
 */
export function sweepkitDriver(sk) {
  return {
    name: 'sweepkit',
    create(course, rate, start) {
      const world = sk.createWorld();
      const mesh = world.addMesh(course.triangles);
      const platforms = addPlatforms(world, course.platforms, rate);
      const character = world.createCharacter({ shape: capsuleAt(course, start), ...CONTROLLER, skin: course.skin });
      return {
        world,
        character,
        mesh,
        platforms: platforms.handles,
        stepPlatforms() {
          platforms.step();
          world.step();
        },
        move(desired, options = undefined) {
          return character.move(desired, options);
        },
        setPosition(center) {
          character.setPosition(center);
        },
        dispose() {
          character.dispose();
          world.dispose();
        },
      };
    },
  };
}
