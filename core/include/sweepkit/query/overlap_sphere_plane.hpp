#pragma once
/// @file
/// Boolean overlap test of a sphere and a (two-sided) plane.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether sphere a touches the plane b (two-sided, infinitely thin) now, without contact details:
/// |n·c + constant| <= r. Agrees exactly with contact_sphere_plane.
///
/// @param a  the sphere (centre in length units, radius >= 0).
/// @param b  the plane (unit normal).
/// @return `hit` when touching or crossing the plane, `miss` otherwise; `invalid_input` for a non-finite
///   field, a negative radius or a zero / non-unit normal (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §5.2.2.
Overlap overlap_sphere_plane(const Sphere& a, const Plane& b);

}  // namespace sweepkit
