#pragma once
/// @file
/// Discrete contact between a sphere and a plane.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether sphere a touches the plane b now, the plane taken as two-sided and infinitely thin (not a
/// half-space), and the contact from the sphere towards the plane.
///
/// With d = n·c + constant the centre's signed distance, the sphere touches the plane when |d| <= r.
///
/// @param a  the sphere (centre in length units, radius >= 0).
/// @param b  the plane (unit normal n).
/// @return `hit` when |d| <= r (touching counts, depth 0): normal = -n when the centre is on the positive
///   side or exactly on the plane, +n otherwise (as sweep_sphere_plane); depth = r - |d|;
///   point_a = c + r * normal (the sphere's point furthest through the plane), point_b = c - d n (the centre's
///   projection onto the plane).
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite field, a negative radius or a zero / non-unit normal
///   (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §5.2.2; shared reference 000's |d| <= r test.
Contact contact_sphere_plane(const Sphere& a, const Plane& b);

}  // namespace sweepkit
