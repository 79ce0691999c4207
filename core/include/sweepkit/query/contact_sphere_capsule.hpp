#pragma once
/// @file
/// Discrete contact between a sphere and a capsule.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether sphere a and capsule b touch or overlap now, and the contact from the sphere towards the capsule.
///
/// With q the point of the capsule's segment closest to the sphere's centre c, this is the contact of the
/// sphere with the sphere of radius b.radius at q: they touch when |q - c| <= a.radius + b.radius.
///
/// @param a  the sphere (centre in length units, radius >= 0).
/// @param b  the capsule (segment start-end, radius >= 0; start == end is a sphere).
/// @return `hit` when touching or overlapping (depth 0 when touching): normal = (q - c) / |q - c|,
///   depth = a.radius + b.radius - |q - c|, point_a = c + a.radius * normal, point_b = q - b.radius * normal.
///   q - c is computed in double from the float32 inputs, so the answer depends only on the pair's relative
///   geometry, not on where it sits. When c lies on the segment (|q - c| <= 2^-40 of the pair's size, where q - c
///   is double's rounding noise; exactly c == q for a point capsule): normal = the unit vector perpendicular to
///   the segment nearest +y (+x-based when the segment is within 45° of y; +y for a point capsule),
///   depth = a.radius + b.radius, point_a = c + a.radius * normal, point_b = c - b.radius * normal.
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite field or a negative radius (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §4.5.1 (sphere-swept volumes) and §5.1.2 (closest point on
/// a segment); the sphere / sphere contact of shared reference 003.
Contact contact_sphere_capsule(const Sphere& a, const Capsule& b);

}  // namespace sweepkit
