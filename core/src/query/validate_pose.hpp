#pragma once
// Argument checks of the oriented shapes (Obb, HullPose), and the exact rotation each is used with.

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "sweepkit/math/quat.hpp"
#include "sweepkit/results/manifold.hpp"
#include "sweepkit/shapes/obb.hpp"

namespace sweepkit::detail {

inline InputError check(const HullPose& p) {
  if (!in_range(p.position)) return InputError::position_not_finite;
  if (!is_finite(p.rotation)) return InputError::rotation_not_finite;
  const Real len = std::sqrt(length_squared(p.rotation));
  return std::fabs(len - 1) <= kRotationTolerance ? InputError::none : InputError::rotation_not_orthonormal;
}

/// The accepted rotation made exact: Gram–Schmidt on the columns (x kept, y made perpendicular, z = x × y).
inline Mat3 orthonormalized(const Mat3& r) {
  const Vec3 x = r.col[0] * (Real(1) / length(r.col[0]));
  Vec3 y = r.col[1] - x * dot(x, r.col[1]);
  y = y * (Real(1) / length(y));
  return {{x, y, cross(x, y)}};
}

}  // namespace sweepkit::detail
