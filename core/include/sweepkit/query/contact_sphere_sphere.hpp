#pragma once
/// @file
/// Discrete contact between two spheres.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether spheres a and b touch or overlap now, and the contact that separates them.
///
/// With s = b.center - a.center and R = a.radius + b.radius, they touch when |s| <= R.
///
/// @param a  first sphere (centre in length units, radius >= 0).
/// @param b  second sphere (same units).
/// @return `hit` when |s| <= R (touching counts, depth 0): normal = s / |s| (when the centres coincide, +y
///   from the first of a and b in the lexicographic order of their fields towards the second: -y if a is
///   the second),
///   depth = R - |s| (length units), point_a = a.center + a.radius * normal, point_b = b.center - b.radius * normal.
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite field or a negative radius (argument 0 = a, 1 = b).
///   Symmetric: contact(b, a) is contact(a, b) with the normal negated and the points swapped, exactly
///   (computed in that canonical order; equal spheres give one answer both ways).
///
/// Source: shared reference 003 (sphere / sphere); Ericson, Real-Time Collision Detection §4.3.1.
Contact contact_sphere_sphere(const Sphere& a, const Sphere& b);

}  // namespace sweepkit
