#pragma once
/// @file
/// Boolean overlap test of an axis-aligned box and a (two-sided) plane.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/plane.hpp"

namespace sweepkit {

/// Whether box a touches the plane b (two-sided, infinitely thin) now, without contact details: the centre's
/// distance |d| is at most the box's projected radius e·|n|. Agrees exactly with contact_aabb_plane.
///
/// @param a  the box (min <= max on every axis; length units).
/// @param b  the plane (unit normal).
/// @return `hit` when touching or crossing the plane, `miss` otherwise; `invalid_input` for a non-finite
///   field, min > max or a zero / non-unit normal (argument 0 = a, 1 = b).
///
/// Source: Ericson, Real-Time Collision Detection §5.2.3.
Overlap overlap_aabb_plane(const Aabb& a, const Plane& b);

}  // namespace sweepkit
