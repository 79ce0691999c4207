#pragma once
/// @file
/// Exact time of impact of two translating boxes, oriented or one axis-aligned: the moving separating axis test.

#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/obb.hpp"

namespace sweepkit {

/// Time of impact of two oriented boxes that both translate (without turning) during the frame.
///
/// The moving separating axis test: on each of the 15 axes of the static test (A's 3 face axes, B's 3, the 9 cross
/// products a_i × b_j), the distance of the centres projected on the axis is linear in t under translation, so the
/// boxes' projections overlap (touching counts) for t in one interval; the boxes touch when all 15 do, first at the
/// latest interval start if that is no later than the earliest interval end (the 3D form of the slab sweep of
/// sweep_aabb_aabb). Computed in A's frame in double (the centres' difference first, the rotations re-orthonormalised
/// in double), so the answer is the float inputs' to double rounding; t is then rounded to Real downwards (never
/// later than the double root, within one ulp of it). Cross products of edges within 1e-10 rad of parallel
/// (|a_i × b_j|² <= 1e-20) are skipped: parallel edges meet as faces or as an edge on a face, which the face axes
/// find (the float tests' kParallelEdgeSineSquared guards float rounding of the cross product; in double the
/// direction of a cross product is good to 1e-6 rad even at this bound).
///
/// @param a, displacement_a  first box at the start of the frame and its motion (length units).
/// @param b, displacement_b  second box and its motion.
/// @return
///   - `initial_overlap` with t = 0 when all 15 projections overlap at the start: `normal` and `point` of
///     contact_obb_obb (the point midway between its point_a and point_b), or, where that finds no unit normal (a
///     rounding apart), the axis nearest to separating and its point as for a hit.
///   - `hit` with the earliest t in [0, 1]: `normal` = the axis of the last interval entered, signed from A towards B
///     (a tie within 1e-12 of the frame goes to the earlier axis: A's faces, then B's, then the edge pairs);
///     `point` = a point where the boxes touch at t: on a face axis the mean of the corners of the other box's
///     touching feature (its corner, edge or face: its axes within 1e-6 of perpendicular to the normal are taken as
///     flat) clipped to the face (Sutherland–Hodgman); on an edge axis the midpoint of the two edges' closest
///     points. `position` = a's centre at t.
///   - `miss` (some axis never overlaps, or the intervals never overlap together within the frame): t = 1,
///     `position` = a.center + displacement_a, `point` = `normal` = (0, 0, 0).
///   - `invalid_input` (argument 0 = a, 1 = displacement_a, 2 = b, 3 = displacement_b) as `sweep`.
///
/// Source: Eberly, "Dynamic Collision Detection using Oriented Bounding Boxes", Geometric Tools (2008, rev. 2014);
/// Gottschalk, Lin and Manocha, "OBBTree", SIGGRAPH 1996, for the 15 axes; Ericson, Real-Time Collision Detection
/// §5.5.8 for the slab intervals.
SweepHit sweep_obb_obb(const Obb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);

/// sweep_obb_obb with an axis-aligned first box (its centre and half sizes taken in double, exactly; its axes the
/// coordinate axes); `position` is a.min at t, as for every Aabb. The Obb–Aabb order is this one mirrored (`sweep`).
SweepHit sweep_aabb_obb(const Aabb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b);

}  // namespace sweepkit
