// The controller settings both drivers use (the defaults of issue 13's `world.createCharacter`), so that
// sweepkit and Rapier walk the gauntlet with the same slope angles, step and snap.
export const CONTROLLER = Object.freeze({
  maxSlopeClimbAngle: (45 * Math.PI) / 180, // radians: steeper surfaces are walls
  minSlopeSlideAngle: (50 * Math.PI) / 180, // radians: the character slides down steeper slopes
  stepHeight: 0.35, // m (autostep on)
  stepMinWidth: 0.1, // m
  snapToGround: 0.3, // m
});

/** The unit quaternion of a turn by `yaw` radians about +y. */
export const yawQuaternion = (yaw) => ({ x: 0, y: Math.sin(yaw / 2), z: 0, w: Math.cos(yaw / 2) });
