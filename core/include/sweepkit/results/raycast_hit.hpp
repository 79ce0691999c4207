#pragma once
/// @file
/// The result of a ray / segment cast.

#include <cstdint>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/results/sub_shape.hpp"
#include "sweepkit/status.hpp"

namespace sweepkit {

/// Result of casting the ray origin + t * direction, t in [0, max_fraction], against a shape.
///
/// Field values per status:
/// - `hit`: t = first fraction at which the ray meets the shape's surface, `point` = origin + t * direction,
///   `normal` = unit outward surface normal of the shape at `point` (for a plane: the normal facing the
///   ray's origin side).
/// - `initial_overlap`: the origin is inside (or on) the shape: t = 0, point = origin, normal = (0, 0, 0)
///   except where the function documents otherwise.
/// - `miss`: t = max_fraction (the largest finite Real when max_fraction is infinite), vectors (0, 0, 0).
/// - `invalid_input`: t = 0, every vector (0, 0, 0), plus `error` and `error_argument`.
struct RaycastHit {
  Status status = Status::miss;
  InputError error = InputError::none;
  std::int32_t error_argument = -1;  ///< 0-based index of the rejected parameter, or -1.
  Real t = 0;                        ///< Hit fraction along `direction`.
  Vec3 point;                        ///< Hit point, world space.
  Vec3 normal;                       ///< Unit surface normal at the hit point.
  std::uint32_t sub_shape = kNoSubShape;  ///< The part of the shape hit (a mesh's triangle); see sub_shape.hpp.

  constexpr bool hit() const { return is_hit(status); }
};

}  // namespace sweepkit
