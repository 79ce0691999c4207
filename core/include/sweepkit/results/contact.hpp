#pragma once
/// @file
/// The result of a discrete contact test.

#include <cstdint>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/results/sub_shape.hpp"
#include "sweepkit/status.hpp"

namespace sweepkit {

/// Result of a discrete contact test between shape A and shape B at one instant (the reference 003
/// tutorial's CollisionInfo, done completely).
///
/// Field values per status:
/// - `hit` (touching or overlapping): `normal` = unit contact normal from A towards B: moving B by
///   depth * normal (or A by -depth * normal) separates them; `depth` >= 0 = penetration depth (0 when
///   just touching); `point_a` = the point of A reaching deepest into B (A's surface point furthest along
///   +normal), `point_b` = the point of B reaching deepest into A, so point_a - point_b = depth * normal.
///   Both in world space; subtract a shape's position for the tutorial's local points.
/// - `miss`: depth = 0, every vector (0, 0, 0).
/// - `invalid_input`: as miss, plus `error` and `error_argument`.
///
/// The layout (three int32, ten Real, then the two uint32 sub-shapes) is read directly from WebAssembly memory by
/// the JS bindings.
struct Contact {
  Status status = Status::miss;
  InputError error = InputError::none;
  std::int32_t error_argument = -1;  ///< 0-based index of the rejected parameter, or -1.
  Real depth = 0;                    ///< Penetration depth along `normal`, >= 0.
  Vec3 normal;                       ///< Unit contact normal from A towards B.
  Vec3 point_a;                      ///< Contact point on A's surface, world space.
  Vec3 point_b;                      ///< Contact point on B's surface, world space.
  std::uint32_t sub_shape_a = kNoSubShape;  ///< The part of A at point_a (a mesh's triangle), on a hit; see sub_shape.hpp.
  std::uint32_t sub_shape_b = kNoSubShape;  ///< The part of B at point_b.

  /// True when the shapes touch or overlap.
  constexpr bool hit() const { return status == Status::hit; }
};

/// Result of a boolean overlap test (the fast paths that skip contact details).
struct Overlap {
  Status status = Status::miss;  ///< hit (touching or overlapping), miss or invalid_input.
  InputError error = InputError::none;
  std::int32_t error_argument = -1;

  constexpr bool hit() const { return status == Status::hit; }
};

}  // namespace sweepkit
