// The gauntlet driver for sweepkit's controller (issue 13's `world.createCharacter`): the course as one
// triangle-mesh body, each platform a kinematic oriented box moved by `setMotion` (translation and turn over the
// step) before `world.step()`; the character carries itself on them (char-api.md's frame order).
import { CONTROLLER, addPlatforms } from '../../web/src/levels/gauntlet_world.js';

/**
 * @param {object} sk  a loaded sweepkit (`await init()`)
 * @returns {import('./run.js').Driver}
 */
export function sweepkitDriver(sk) {
  return {
    name: 'sweepkit',
    create(course, rate, start) {
      const world = sk.createWorld();
      world.addMesh(course.triangles);
      const platforms = addPlatforms(world, course.platforms, rate);
      const { radius, halfHeight } = course.capsule;
      const character = world.createCharacter({
        shape: {
          start: { x: start.x, y: start.y - halfHeight, z: start.z },
          end: { x: start.x, y: start.y + halfHeight, z: start.z },
          radius,
        },
        ...CONTROLLER,
        skin: course.skin,
      });
      return {
        stepPlatforms() {
          platforms.step();
          world.step();
        },
        move(desired) {
          const r = character.move(desired);
          return { position: r.position, grounded: r.grounded };
        },
        dispose() {
          character.dispose();
          world.dispose();
        },
      };
    },
  };
}
