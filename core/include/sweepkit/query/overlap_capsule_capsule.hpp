#pragma once
/// @file
/// Boolean overlap test of two capsules.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/capsule.hpp"

namespace sweepkit {

/// Whether capsules a and b touch or overlap now, without contact details: their segments' closest points
/// are within the sum of the radii. Agrees exactly with contact_capsule_capsule.
///
/// @param a, b  the capsules (segment start-end, radius >= 0, length units).
/// @return `hit` when touching or overlapping, `miss` otherwise; `invalid_input` for a non-finite field or a
///   negative radius (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §4.5.1 (capsule / capsule), §5.1.9.
Overlap overlap_capsule_capsule(const Capsule& a, const Capsule& b);

}  // namespace sweepkit
