#pragma once
/// @file
/// Two moving axis-aligned boxes.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// Time of impact of two axis-aligned boxes that both move (without rotating) during the frame.
///
/// In A's frame, B moves by v = displacement_b - displacement_a. On each axis the boxes' intervals
/// overlap (touching counts) for t in a slab interval; they touch when all three intervals overlap,
/// first at the latest interval start, if that is no later than the earliest interval end. An axis
/// without relative motion is overlapping for every t or for none (no division by zero). Equivalently,
/// B's min corner is cast against the Minkowski difference box [A.min - size(B), A.max].
///
/// @param a, displacement_a  first box at the start of the frame and its motion (length units).
/// @param b, displacement_b  second box at the start of the frame and its motion (length units).
/// @return
///   - `initial_overlap` with t = 0 when the boxes touch or overlap at the start: `normal` = the axis of
///     least penetration, signed from A towards B (moving B by the penetration along it separates them;
///     ties: x before y before z, then +axis before -axis, as contact_aabb_aabb), `point` = the centre of
///     the boxes' intersection region, `position` = a.min.
///   - `hit` with the earliest t in (0, 1] (touching edges, corners and t = 1 count): `normal` = the axis
///     of the last slab interval to start overlapping, signed from A towards B (ties: x before y before z),
///     `point` = the centre of the contact face region at t (the intersection of the two boxes at t,
///     flat along the normal), `position` = a.min at t (A's reference point).
///   - `miss` (never touching, including zero relative motion and motion parallel to a separating face):
///     t = 1, `position` = a.min + displacement_a, `point` = `normal` = (0, 0, 0).
///   - `invalid_input` for a non-finite field or min > max
///     (argument 0 = a, 1 = displacement_a, 2 = b, 3 = displacement_b).
///
/// Source: Ericson, Real-Time Collision Detection §5.5.8 (IntersectMovingAABBAABB), with the slab
/// intervals of §5.3.3; the least-penetration normal as in shared reference 003.
SweepHit sweep_aabb_aabb(const Aabb& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);

}  // namespace sweepkit
