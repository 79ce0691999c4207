#pragma once
/// @file
/// The result of a swept (time-of-impact) query.

#include <cstdint>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/results/sub_shape.hpp"
#include "sweepkit/status.hpp"

namespace sweepkit {

/// Result of a sweep: the first moment during the frame at which the moving shapes touch.
///
/// Field values per status:
/// - `hit`: t in [0, 1] (above 0 but for rounding, since touching at the start is `initial_overlap`),
///   `position` = first shape's reference point (sphere centre) at t, `point` = where the surfaces
///   touch at t, `normal` = unit contact normal from the first shape (A) towards the second (B).
/// - `initial_overlap`: t = 0, `position` = start position, `point` and `normal` as for a contact at t = 0.
/// - `miss`: t = 1, `position` = end position, `point` = `normal` = (0, 0, 0).
/// - `invalid_input`: t = 0, every vector (0, 0, 0); see `error` and `error_argument`.
///
/// The layout (three int32, ten Real, then the two uint32 sub-shapes) is read directly from WebAssembly memory by
/// the JS bindings.
struct SweepHit {
  Status status = Status::miss;
  InputError error = InputError::none;
  std::int32_t error_argument = -1;  ///< 0-based index of the rejected parameter, or -1.
  Real t = 1;                        ///< Time of impact as a fraction of the frame's motion, in [0, 1].
  Vec3 position;                     ///< Centre of the first (moving) shape at t.
  Vec3 point;                        ///< Contact point in world space at t.
  Vec3 normal;                       ///< Unit contact normal, from A towards B.
  std::uint32_t sub_shape_a = kNoSubShape;  ///< The part of A touched (a mesh's triangle), on a hit; see sub_shape.hpp.
  std::uint32_t sub_shape_b = kNoSubShape;  ///< The part of B touched.

  /// True when the shapes touch at some t in [0, 1] (status hit or initial_overlap).
  constexpr bool hit() const { return is_hit(status); }
};

}  // namespace sweepkit
