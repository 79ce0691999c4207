#pragma once
/// @file
/// Discrete contact between a capsule and a plane.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/plane.hpp"

namespace sweepkit {

/// Whether capsule a touches the plane b now, the plane taken as two-sided and infinitely thin, and the
/// contact from the capsule towards the plane.
///
/// With ds and de the signed distances of the segment's start and end, the capsule touches the plane when
/// its segment comes within r of it: the segment crosses the plane, or min(|ds|, |de|) <= r.
///
/// @param a  the capsule (segment start-end, radius r >= 0, length units).
/// @param b  the plane (unit normal n).
/// @return `hit` when touching or overlapping (depth 0 when touching). The capsule's side is its segment's
///   midpoint's (ds + de >= 0: positive side, including on the plane), which is also the side needing the
///   shorter push: normal = -n on the positive side, +n otherwise (as contact_sphere_plane, to which a
///   point capsule reduces). With s = ds, de measured towards the plane (negated on the negative side),
///   the deepest end p is the one with the smaller s (the segment's midpoint when the segment is parallel
///   to the plane, so s is equal at both ends): depth = r - s(p), point_a = p + r * normal, point_b = p's
///   projection onto the plane.
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite field, a negative radius or a zero / non-unit normal
///   (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §5.2.2 (sphere / plane) applied to the segment's ends.
Contact contact_capsule_plane(const Capsule& a, const Plane& b);

}  // namespace sweepkit
