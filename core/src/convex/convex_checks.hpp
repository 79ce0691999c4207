#pragma once
// Argument checks and pose normalisation shared by the convex queries.

#include "../validate.hpp"
#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/convex/pose.hpp"

namespace sweepkit::detail {

inline InputError check(const ConvexProxy& p) {
  if (p.count < 1 || (p.external == nullptr && p.count > ConvexProxy::kInlineCapacity)) {
    return InputError::vector_not_finite;
  }
  const Vec3* points = p.points();
  for (int i = 0; i < p.count; ++i) {
    if (!in_range(points[i])) return InputError::vector_not_finite;
  }
  return check_radius(p.radius);
}

inline InputError check(const Pose& p) {
  if (!in_range(p.position)) return InputError::vector_not_finite;
  const Quat q = p.rotation;
  if (!is_finite(q) || !(length_squared(q) > 0)) return InputError::vector_not_finite;
  return InputError::none;
}

/// The pose with its quaternion normalised.
inline Pose unit_pose(const Pose& p) { return {p.position, normalized(p.rotation)}; }

}  // namespace sweepkit::detail
