#pragma once
/// @file
/// Discrete contact between two capsules.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/capsule.hpp"

namespace sweepkit {

/// Whether capsules a and b touch or overlap now, and the contact from a towards b.
///
/// With p on a's segment and q on b's the closest points of the two segments
/// (closest_points_segment_segment), this is the contact of the spheres of radius a.radius at p and b.radius
/// at q: they touch when |q - p| <= a.radius + b.radius.
///
/// @param a  first capsule (segment start-end, radius >= 0, length units).
/// @param b  second capsule.
/// @return `hit` when touching or overlapping (depth 0 when touching): normal = (q - p) / |q - p|,
///   depth = a.radius + b.radius - |q - p|, point_a = p + a.radius * normal, point_b = q - b.radius * normal.
///   When the segments meet (|q - p| <= kCoincidentRelative times the largest coordinate magnitude of the
///   segments' ends, and for crossing segments times 1 / sin of their angle too, up to which q - p is
///   rounding noise; see tolerance.hpp): the unit cross product
///   of the first's and the second's directions for crossing segments; for parallel segments (sine of the
///   angle <= 1e-3) or when one is a point, the unit vector perpendicular to the first's segment (the
///   second's if the first's is a point) nearest +y (+x-based when within 45° of y); +y when both are points,
///   then negated if a is the second. Then
///   depth = a.radius + b.radius and, with m the midpoint of p and q, point_a = m + a.radius * normal,
///   point_b = m - b.radius * normal.
///   `miss` otherwise (depth 0, vectors zero).
///   Symmetric: the answer is computed with the capsules in a canonical order (first and second above: the
///   lexicographic order of start, end, radius), so contact(b, a) is contact(a, b) with the normal negated and the points swapped,
///   exactly (equal capsules give one answer both ways).
///   `invalid_input` for a non-finite field or a negative radius (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §4.5.1 (capsule / capsule) and §5.1.9 (closest points of
/// two segments).
Contact contact_capsule_capsule(const Capsule& a, const Capsule& b);

}  // namespace sweepkit
