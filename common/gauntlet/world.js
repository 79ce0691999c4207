// The gauntlet (course.js) in a sweepkit World, shared by the character scene, the gauntlet's runner (run.js, its
// sweepkit driver) and its tests: the controller settings every driver walks it with, and its platforms as
// kinematic bodies moved step by step, and the course with the static triangles a World's mesh body takes.
import { trianglesOfObject } from '../../bindings/three/index.js';
import { buildGauntlet } from './course.js';

/** The controller settings every driver uses (the defaults of issue 13's `world.createCharacter`), so that
 * sweepkit and Rapier walk the gauntlet with the same slope angles, step and snap. */
export const CONTROLLER = Object.freeze({
  maxSlopeClimbAngle: (45 * Math.PI) / 180, // radians: steeper surfaces are walls
  minSlopeSlideAngle: (50 * Math.PI) / 180, // radians: the character slides down steeper slopes
  stepHeight: 0.35, // m (autostep on)
  stepMinWidth: 0.1, // m
  snapToGround: 0.3, // m
});

/** The unit quaternion of a turn by `yaw` radians about +y. */
export const yawQuaternion = (yaw) => ({ x: 0, y: Math.sin(yaw / 2), z: 0, w: Math.cos(yaw / 2) });

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

/**
 * The gauntlet (buildGauntlet's course) with its static triangles merged in world space, one list as
 * `trianglesOfObject` gives them: what `world.addMesh` and every driver take.
 * @param {object} [options]  buildGauntlet's (course.js)
 * @returns {ReturnType<typeof buildGauntlet> & {triangles: {positions: Float32Array, indices: Uint32Array}}}
 */
export function loadGauntlet(options = undefined) {
  const course = buildGauntlet(options);
  return { ...course, triangles: trianglesOfObject(course.group) };
}
