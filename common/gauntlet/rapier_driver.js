// The gauntlet driver for Rapier's KinematicCharacterController (@dimforge/rapier3d-compat): the course as one
// trimesh collider (internal edges fixed, Rapier's best setting for a walked mesh), each platform a
// kinematicPositionBased body with a cuboid collider, the character a parentless capsule collider moved by the
// controller's computed movement, with the same slope angles, autostep (dynamic bodies included) and snap to
// ground as sweepkit's. Frame order: the platforms' next poses, world.step(), then the character's move. Rapier's
// controller rides a kinematic body by itself (it adds the velocity of the body it stands on when it finds it), so
// nothing is added here: a carry of our own on top of it moved the character twice.
import { CONTROLLER, yawQuaternion } from './world.js';

/**
 * @param {typeof import('@dimforge/rapier3d-compat')} RAPIER  initialised (`await RAPIER.init()`)
 * @returns {import('./run.js').Driver}
 */
export function rapierDriver(RAPIER) {
  return {
    name: 'Rapier',
    create(course, rate, start) {
      const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
      world.timestep = 1 / rate;
      const { positions, indices } = course.triangles;
      world.createCollider(RAPIER.ColliderDesc.trimesh(positions, indices, RAPIER.TriMeshFlags.FIX_INTERNAL_EDGES));
      const platforms = course.platforms.map((p) => {
        const { center, yaw } = p.poseAt(0);
        const body = world.createRigidBody(
          RAPIER.RigidBodyDesc.kinematicPositionBased().setTranslation(center.x, center.y, center.z).setRotation(yawQuaternion(yaw)),
        );
        world.createCollider(RAPIER.ColliderDesc.cuboid(p.halfSize.x, p.halfSize.y, p.halfSize.z), body);
        return { p, body };
      });
      const { radius, halfHeight } = course.capsule;
      const character = world.createCollider(RAPIER.ColliderDesc.capsule(halfHeight, radius).setTranslation(start.x, start.y, start.z));
      const controller = world.createCharacterController(course.skin);
      controller.setUp({ x: 0, y: 1, z: 0 });
      controller.setMaxSlopeClimbAngle(CONTROLLER.maxSlopeClimbAngle);
      controller.setMinSlopeSlideAngle(CONTROLLER.minSlopeSlideAngle);
      controller.enableAutostep(CONTROLLER.stepHeight, CONTROLLER.stepMinWidth, true);
      controller.enableSnapToGround(CONTROLLER.snapToGround);
      controller.setSlideEnabled(true);
      world.step(); // the query pipeline sees every collider
      let position = { ...start };
      let step = 0;
      return {
        stepPlatforms() {
          step++;
          for (const { p, body } of platforms) {
            const { center, yaw } = p.poseAt(step / rate);
            body.setNextKinematicTranslation(center);
            body.setNextKinematicRotation(yawQuaternion(yaw));
          }
          world.step();
        },
        move(desired) {
          controller.computeColliderMovement(character, desired);
          const m = controller.computedMovement();
          position = { x: position.x + m.x, y: position.y + m.y, z: position.z + m.z };
          character.setTranslation(position);
          return { position, grounded: controller.computedGrounded() };
        },
        dispose() {
          world.removeCharacterController(controller);
          world.free();
        },
      };
    },
  };
}
