#pragma once
/// @file
/// Discrete contact between an axis-aligned box and a plane.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/plane.hpp"

namespace sweepkit {

/// Whether box a touches the plane b now, the plane taken as two-sided and infinitely thin, and the contact
/// from the box towards the plane.
///
/// With c the box's centre, e its half-extents, d = n·c + constant and the projected radius
/// r = e.x |n.x| + e.y |n.y| + e.z |n.z|, the box touches the plane when |d| <= r.
///
/// @param a  the box (min <= max on every axis; length units).
/// @param b  the plane (unit normal n).
/// @return `hit` when |d| <= r (touching counts, depth 0): normal = -n when the centre is on the positive side
///   or exactly on the plane, +n otherwise (as contact_sphere_plane); depth = r - |d|;
///   point_a = the box's vertex furthest along the normal (where the normal has a zero component, the
///   deepest points form an edge or face and point_a is its centre on that axis), point_b = point_a's
///   projection onto the plane; point_a - point_b = depth * normal.
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite field, min > max or a zero / non-unit normal (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §5.2.3 (testing a box against a plane).
Contact contact_aabb_plane(const Aabb& a, const Plane& b);

}  // namespace sweepkit
