#pragma once
/// @file
/// A rigid pose (position and rotation) and the motion of a posed shape over one frame.

#include "sweepkit/math/quat.hpp"
#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// Where a shape given in its local frame sits in the world: world = position + rotation · local.
/// `rotation` is a unit quaternion (the queries normalise it before use); `position` is in length units and is
/// the centre the shape rotates about in a Motion.
struct Pose {
  Vec3 position;  ///< The local origin in world space, length units.
  Quat rotation;  ///< Local to world rotation (unit quaternion); the default is the identity.
};

/// The conjugate q* (the inverse rotation for a unit quaternion).
constexpr Quat conjugate(Quat q) { return {-q.x, -q.y, -q.z, q.w}; }

/// World point of the local point `local`.
constexpr Vec3 to_world(const Pose& pose, Vec3 local) { return pose.position + rotate(pose.rotation, local); }

/// Local direction of the world direction `d` (no translation).
constexpr Vec3 to_local_direction(const Pose& pose, Vec3 d) { return rotate(conjugate(pose.rotation), d); }

/// The motion of a posed shape over one frame: its pose position moves by `linear` (length units per frame) and it
/// turns at constant angular velocity about that moving position by the rotation vector `angular` (axis × angle in
/// radians per frame, world axes, right-hand rule). A pure translation has angular = (0, 0, 0).
struct Motion {
  Vec3 linear;   ///< Displacement of the pose position over the frame, length units.
  Vec3 angular;  ///< Rotation vector over the frame (axis × angle, radians), about the pose position, world axes.
};

/// The pose at fraction t of the frame: position + t · linear, and the rotation exp(t · angular) applied after the
/// start rotation (a world-axis turn), so pose_at(p, m, 0) == p up to the quaternion's rounding.
inline Pose pose_at(const Pose& start, const Motion& motion, Real t) {
  return {start.position + motion.linear * t, from_rotation_vector(motion.angular * t) * start.rotation};
}

}  // namespace sweepkit
