#pragma once
/// @file
/// Boolean overlap test of a sphere and a capsule.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether sphere a and capsule b touch or overlap now, without contact details: the capsule segment's
/// closest point to the centre is within the sum of the radii. Agrees exactly with contact_sphere_capsule.
///
/// @param a  the sphere (centre in length units, radius >= 0).
/// @param b  the capsule (segment start-end, radius >= 0).
/// @return `hit` when touching or overlapping, `miss` otherwise; `invalid_input` for a non-finite field or a
///   negative radius (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §4.5.1 (sphere-swept volumes), §5.1.2.
Overlap overlap_sphere_capsule(const Sphere& a, const Capsule& b);

}  // namespace sweepkit
