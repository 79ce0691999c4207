#pragma once
/// @file
/// Boolean overlap test of a sphere and an axis-aligned box.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether sphere a and box b touch or overlap now, without contact details: the box point closest to the
/// centre (the centre clamped to the box) is within the radius. Agrees exactly with contact_aabb_sphere
/// (note the argument order: sphere first here, as is usual for a boolean test; box first there).
///
/// @param a  the sphere (centre in length units, radius >= 0).
/// @param b  the box (min <= max on every axis).
/// @return `hit` when touching or overlapping, `miss` otherwise; `invalid_input` for a non-finite field,
///   a negative radius or min > max (argument 0 = a, 1 = b).
///
/// Source: shared reference 003 (AABB / sphere by clamping); Ericson, Real-Time Collision Detection §5.2.5.
Overlap overlap_sphere_aabb(const Sphere& a, const Aabb& b);

}  // namespace sweepkit
