#pragma once
/// @file
/// Outcome codes shared by every query, and the input errors they report instead of crashing.

#include <cstdint>

namespace sweepkit {

/// What a query found. Every result struct starts with one of these; its other fields are
/// defined (finite, documented) for every status, so a result never holds NaN.
enum class Status : std::int32_t {
  miss = 0,             ///< The shapes do not touch during the query.
  hit = 1,              ///< Contact (discrete tests: touching or overlapping; sweeps and casts: first contact at t).
  initial_overlap = 2,  ///< The shapes already touch or overlap at the start: t = 0.
  invalid_input = 3,    ///< An argument is invalid; `error` and `error_argument` say which and why.
  unsupported = 4,      ///< The generic dispatch has no test for this pair of shape types.
};

/// True for `hit` and `initial_overlap`: the shapes touch at some t in [0, 1].
constexpr bool is_hit(Status s) { return s == Status::hit || s == Status::initial_overlap; }

/// Which field of which argument was rejected, and why. "Not finite" covers NaN, ±infinity and any
/// magnitude above kMaxMagnitude (1e8, see tolerance.hpp). Paired with `error_argument`,
/// the 0-based index of the offending parameter in the function's signature.
enum class InputError : std::int32_t {
  none = 0,
  center_not_finite = 1,    ///< A sphere's centre has a NaN or infinite component.
  radius_not_finite = 2,    ///< A radius is NaN or infinite.
  radius_negative = 3,      ///< A radius is below zero.
  vector_not_finite = 4,    ///< A displacement (or other free vector argument) has a NaN or infinite component.
  normal_not_finite = 5,    ///< A plane normal has a NaN or infinite component.
  normal_zero = 6,          ///< A plane normal has (near) zero length.
  normal_not_unit = 7,      ///< A plane normal's length differs from 1 by more than kUnitNormalTolerance.
  constant_not_finite = 8,  ///< A plane constant is NaN or infinite.
  min_not_finite = 9,       ///< An Aabb's min corner has a NaN or infinite component.
  max_not_finite = 10,      ///< An Aabb's max corner has a NaN or infinite component.
  min_greater_than_max = 11,  ///< An Aabb's min exceeds its max on some axis.
  start_not_finite = 12,      ///< A capsule's start point has a NaN or infinite component.
  end_not_finite = 13,        ///< A capsule's end point has a NaN or infinite component.
  origin_not_finite = 14,     ///< A ray's origin has a NaN or infinite component.
  direction_not_finite = 15,  ///< A ray's direction has a NaN or infinite component.
  max_fraction_invalid = 16,  ///< A cast's max_fraction is NaN or negative (+infinity is allowed).
  shape_type_invalid = 17,    ///< A generic Shape has an unknown type tag.
  half_size_not_finite = 18,  ///< An Obb's half_size has a NaN or infinite component.
  half_size_negative = 19,    ///< An Obb's half_size is below zero on some axis.
  rotation_not_finite = 20,   ///< A rotation (matrix or quaternion) has a NaN or infinite entry.
  rotation_not_orthonormal = 21,  ///< A rotation is not orthonormal with det +1 (a quaternion not unit) within kRotationTolerance.
  position_not_finite = 22,   ///< A pose's position has a NaN or infinite component.
  point_not_finite = 23,      ///< A point of a hull's cloud has a NaN or infinite component (its index: error_index).
  too_few_points = 24,        ///< A hull's cloud has fewer than 3 distinct points (within its tolerance).
  points_collinear = 25,      ///< A hull's cloud lies on one line (within its tolerance).
  tolerance_invalid = 26,     ///< A tolerance argument is NaN, infinite or negative.
  hull_invalid = 27,          ///< A ConvexHullShape's hull is null (missing, or disposed on the JS side).
  mesh_invalid = 28,          ///< A TriangleMeshShape's mesh is null (or disposed on the JS side) or has no triangles.
};

/// A short English description of `error`, e.g. "radius must be >= 0".
const char* describe(InputError error);

}  // namespace sweepkit
