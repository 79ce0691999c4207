#pragma once
/// @file
/// Boolean overlap test of two spheres.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether spheres a and b touch or overlap now, without contact details: |b.center - a.center| <= a.radius +
/// b.radius, compared squared. Agrees exactly with contact_sphere_sphere.
///
/// @param a, b  the spheres (centres in length units, radii >= 0).
/// @return `hit` when touching or overlapping, `miss` otherwise; `invalid_input` for a non-finite field or a
///   negative radius (argument 0 = a, 1 = b).
///
/// Source: shared reference 003 (sphere / sphere); Ericson, Real-Time Collision Detection §4.3.1.
Overlap overlap_sphere_sphere(const Sphere& a, const Sphere& b);

}  // namespace sweepkit
