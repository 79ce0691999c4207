// The gauntlet driver for sweepkit's controller (issue 13's `world.createCharacter`): the course as one
// triangle-mesh body, each platform a kinematic oriented box moved by `setMotion` (translation and turn over the
// step) before `world.step()`; the character carries itself on them (char-api.md's frame order).
import { CONTROLLER, yawQuaternion } from './controller_options.js';

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
      const dt = 1 / rate;
      const platforms = course.platforms.map((p) => {
        const { center, yaw } = p.poseAt(0);
        return { p, handle: world.addBody({ center, halfSize: p.halfSize, rotation: yawQuaternion(yaw) }, { kind: 'kinematic' }) };
      });
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
      let step = 0;
      return {
        stepPlatforms() {
          for (const { p, handle } of platforms) {
            const from = p.poseAt(step * dt);
            const to = p.poseAt((step + 1) * dt);
            world.setMotion(handle, {
              linear: { x: to.center.x - from.center.x, y: to.center.y - from.center.y, z: to.center.z - from.center.z },
              angular: { x: 0, y: to.yaw - from.yaw, z: 0 },
            });
          }
          world.step();
          step++;
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

/** Whether this build of sweepkit has the character controller (issue 13). */
export function hasCharacterController(sk) {
  const world = sk.createWorld();
  const has = typeof world.createCharacter === 'function';
  world.dispose();
  return has;
}
