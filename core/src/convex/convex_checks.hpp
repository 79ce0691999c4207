#pragma once
// Argument checks and pose normalisation shared by the convex queries.

#include <cmath>

#include "../validate.hpp"
#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/shapes/pose.hpp"

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

/// `n` made exactly unit: GJK's and EPA's normals are unit to their rounding, which near a degenerate touch
/// (a depth of 1e-19, a simplex with no volume) can be a few percent off. A zero `n` takes the direction from A's
/// pose position to B's, and +y when those coincide (as contact_sphere_sphere's coincident centres).
inline Vec3 unit_normal(Vec3 n, Vec3 a_to_b) {
  const Real l2 = length_squared(n);
  if (l2 > kZeroLengthSquared) return n * (Real(1) / std::sqrt(l2));
  const Real d2 = length_squared(a_to_b);
  if (d2 > kZeroLengthSquared) return a_to_b * (Real(1) / std::sqrt(d2));
  return {0, 1, 0};
}

}  // namespace sweepkit::detail
