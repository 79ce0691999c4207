#pragma once
/// @file
/// Discrete contact between a capsule and an axis-aligned box.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"

namespace sweepkit {

/// Whether capsule a and box b touch or overlap now, and the contact from the capsule towards the box.
///
/// The capsule touches the box exactly when its segment comes within r of the box. The segment's closest
/// points to the box are found exactly: the squared distance from p(t) on the segment to the box is a
/// convex piecewise quadratic in t, split at the (at most six) fractions where the segment crosses a slab
/// plane of the box, and each piece is minimised in closed form. Where a whole stretch of the segment is
/// closest (parallel to a face), the middle of that stretch is taken.
///
/// @param a  the capsule (segment start-end, radius r >= 0, length units).
/// @param b  the box (min <= max on every axis).
/// @return `hit` when the segment's distance to the box is <= r (touching counts, depth 0):
///   - segment outside the box, closest points p (segment) and q (box): normal = (q - p) / |q - p|,
///     depth = r - |q - p|, point_a = p + r * normal, point_b = q.
///   - segment meeting the box (distance within rounding: <= kCoincidentRelative times the largest coordinate
///     magnitude of the segment's ends, see tolerance.hpp; 0 for a point): there is no direction between closest
///     points, so the least translation comes from the separating axis test of the segment against the box,
///     plus r: the candidate axes are the box's three face normals and the three crosses of the segment with
///     the box's edge directions (skipped when nearly parallel: kParallelEdgeSineSquared). depth = the least,
///     over those axes and both signs, of how far the box must move along the axis to clear the capsule; a face
///     axis is kept unless an edge axis is shallower by more than kSatAxisPreferenceRelative times the pair's
///     size (half the larger of the box's largest extent and the segment's length, plus r), as in
///     contact_obb_obb, so depth exceeds the least translation by at most that.
///     Face axis: normal = ±x, ±y or ±z (contact_aabb_aabb's sign and tie rules on the capsule's bounding box,
///     whose push on a face axis is the capsule's); point_a = the capsule's deepest point along the normal: r
///     beyond the segment end further along it, or, when both ends are equally far (the segment lies across the
///     axis), r beyond the middle of the segment's stretch inside the box; point_b = point_a moved onto the box's
///     face across that axis. Edge axis: normal = ±(d × e_i) / |d × e_i| towards B; point_b on the box edge
///     along e_i deepest against the normal, at its closest approach to the segment; point_a = point_b +
///     depth * normal. Either way point_a - point_b = depth * normal. A point capsule gives contact_aabb_sphere's
///     answer seen from the other side.
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite field, a negative radius or min > max (argument 0 = a, 1 = b).
///
/// Source: the piecewise-quadratic segment / box distance is derived in core/src/query/closest_segment_aabb.hpp
/// (Ericson, Real-Time Collision Detection §5.1.3 for point / box, §4.5.1 for sphere-swept volumes);
/// the meeting case is the separating axis theorem (Gottschalk, Lin and Manocha, "OBBTree", SIGGRAPH 1996; Ericson
/// §4.4.1) for a segment, whose only axes against a box are the box's faces and the segment × edge crosses.
Contact contact_capsule_aabb(const Capsule& a, const Aabb& b);

}  // namespace sweepkit
