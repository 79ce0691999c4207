#pragma once
/// @file
/// Exact time of impact of a translating capsule against a translating box (axis-aligned or oriented).

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/obb.hpp"

namespace sweepkit {

/// Time of impact of capsule `a` and oriented box `b` that both translate (without turning) during the frame.
///
/// In the box's frame (its centre at the origin, its axes the coordinate axes; the inputs' differences taken, the
/// rotation re-orthonormalised and everything solved in double), the capsule's core segment moves by the relative
/// motion against the box [−h, h]. The closest points of a segment and a box apart lie at a segment end or on a box
/// edge (Ericson, "Real-Time Collision Detection", 2005, 5.1.10's argument for any convex polytope), so the first
/// contact is the earliest of the closed forms of the feature pairs:
///   - each end against the box rounded by the radius: a face (the slab entry into the box grown by r, kept when the
///     entry point lies over the face), the 12 edges' cylinders and the 8 corners' spheres (Ericson 5.5.7);
///   - the core's interior against each edge's interior (the lines' distance, linear in t, reaching r with the
///     closest points inside both) and each corner against the core's cylinder.
/// A face against the core's interior needs the core parallel to the face, and then an end or an edge touches at the
/// same t. t is rounded to Real downwards (never later than the double root, within one ulp of it).
///
/// @param a, displacement_a  capsule at the start of the frame (radius >= 0) and its motion (length units).
/// @param b, displacement_b  box (half sizes >= 0, rotation orthonormal within kRotationTolerance) and its motion.
/// @return
///   - `initial_overlap` with t = 0 when the core is within the radius of the box at the start (decided in double):
///     `normal` and `point` of the contact (GJK/EPA as `contact`: the point midway between its point_a and point_b),
///     or where that finds them a rounding apart the direction between the closest points.
///   - `hit` with the earliest t in [0, 1] (grazing counts): `normal` unit from the capsule towards the box (minus
///     a face's outward normal on a face, else from the core's touching point to the box's), `point` = the core's
///     touching point + radius · normal (on the box), `position` = a.start at t.
///   - `miss`: t = 1, `position` = a.start + displacement_a, `point` = `normal` = (0, 0, 0).
///   - `invalid_input` (argument 0 = a, 1 = displacement_a, 2 = b, 3 = displacement_b) as `sweep`.
SweepHit sweep_capsule_obb(const Capsule& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);

/// sweep_capsule_obb for an axis-aligned box (the same closed forms with the identity rotation; the box's centre and
/// half sizes taken in double, exactly). Its initial overlap reports contact_capsule_aabb's normal and point.
SweepHit sweep_capsule_aabb(const Capsule& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b);

}  // namespace sweepkit
