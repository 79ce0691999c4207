#pragma once
/// @file
/// Exact time of impact of two translating capsules.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/capsule.hpp"

namespace sweepkit {

/// Time of impact of two capsules that both translate during the frame.
///
/// In b's frame (b.start at the origin, the inputs' differences taken and solved in double), a's core segment moves
/// by v = displacement_a − displacement_b, and the capsules touch when the segments come within R = a.radius +
/// b.radius. The closest points of two segments at their first contact are an end of one against the other (a point
/// against a capsule of radius R: its end spheres and its cylinder within the segment's slab, as
/// sweep_sphere_capsule) or the two interiors (the lines' distance, linear in t, reaching R with the closest points
/// inside both; skipped for segments within 1e-10 rad of parallel, whose ends touch then too). The first contact is
/// the earliest of those nine closed forms; t is rounded to Real downwards (never later than the double root).
///
/// @param a, displacement_a  first capsule at the start of the frame (radius >= 0) and its motion (length units).
/// @param b, displacement_b  second capsule and its motion.
/// @return
///   - `initial_overlap` with t = 0 when the segments are within R at the start (decided in double): `normal` and
///     `point` of contact_capsule_capsule (the point midway between its point_a and point_b), or where that finds
///     them a rounding apart the direction between the segments' closest points.
///   - `hit` with the earliest t in [0, 1] (grazing counts): `normal` unit from a's touching core point towards b's
///     (the lines' common normal for an interior contact), `point` = a's core point + a.radius · normal,
///     `position` = a.start at t.
///   - `miss`: t = 1, `position` = a.start + displacement_a, `point` = `normal` = (0, 0, 0).
///   - `invalid_input` for a non-finite field or a negative radius (argument 0 = a, 1 = displacement_a, 2 = b,
///     3 = displacement_b).
///
/// Source: Ericson, Real-Time Collision Detection (2005) §5.1.9 (closest points of two segments) and §5.3.7 (the
/// capsule as a ray target); Haines et al., Ray Tracing Gems (2019) ch. 7, for the stable roots.
SweepHit sweep_capsule_capsule(const Capsule& a, Vec3 displacement_a, const Capsule& b, Vec3 displacement_b);

}  // namespace sweepkit
