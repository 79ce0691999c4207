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

/**
 * The course's platforms as kinematic oriented boxes of `world`, at their poses of t = 0.
 * @returns {{handles: number[], step: () => void}}  handles: the bodies, in the platforms' order; step(): sets each platform's motion (translation and turn about +y through its
 *   centre) from its pose at k·dt to its pose at (k + 1)·dt for the k-th call (dt = 1 / rate); world.step() moves them
 */
export function addPlatforms(world, platforms, rate) {
  const bodies = platforms.map((p) => {
    const { center, yaw } = p.poseAt(0);
    return { p, handle: world.addBody({ center, halfSize: p.halfSize, rotation: yawQuaternion(yaw) }, { kind: 'kinematic' }) };
  });
  let k = 0;
  return {
    handles: bodies.map((b) => b.handle),
    step() {
      for (const { p, handle } of bodies) {
        const from = p.poseAt(k / rate);
        const to = p.poseAt((k + 1) / rate);
        world.setMotion(handle, {
          linear: { x: to.center.x - from.center.x, y: to.center.y - from.center.y, z: to.center.z - from.center.z },
          angular: { x: 0, y: to.yaw - from.yaw, z: 0 },
        });
      }
      k++;
    },
  };
}
