#pragma once
// Argument checks of the oriented shapes (Obb, HullPose), and the exact rotation each is used with.

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "sweepkit/math/quat.hpp"
#include "sweepkit/query/manifold.hpp"
#include "sweepkit/shapes/obb.hpp"

namespace sweepkit::detail {

/// RᵀR within kRotationTolerance of the identity entry by entry, and det R > 0.
inline bool is_rotation(const Mat3& r) {
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      if (std::fabs(dot(r.col[i], r.col[j]) - (i == j ? 1 : 0)) > kRotationTolerance) return false;
    }
  }
  return dot(cross(r.col[0], r.col[1]), r.col[2]) > 0;
}

inline InputError check(const Obb& b) {
  if (!in_range(b.center)) return InputError::center_not_finite;
  if (!in_range(b.half_size)) return InputError::half_size_not_finite;
  if (b.half_size.x < 0 || b.half_size.y < 0 || b.half_size.z < 0) return InputError::half_size_negative;
  if (!is_finite(b.rotation)) return InputError::rotation_not_finite;
  return is_rotation(b.rotation) ? InputError::none : InputError::rotation_not_orthonormal;
}

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
