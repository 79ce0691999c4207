#pragma once
/// @file
/// Boolean overlap test of two axis-aligned boxes.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// Whether boxes a and b touch or overlap now, without contact details: their intervals overlap or meet on
/// all three axes (a.min <= b.max and b.min <= a.max). Agrees exactly with contact_aabb_aabb.
///
/// @param a, b  the boxes (min <= max on every axis; length units).
/// @return `hit` when touching or overlapping, `miss` otherwise; `invalid_input` for a non-finite corner or
///   min > max (argument 0 = a, 1 = b).
///
/// Source: shared reference 003 (AABBTest); Ericson, Real-Time Collision Detection §4.2.1.
Overlap overlap_aabb_aabb(const Aabb& a, const Aabb& b);

}  // namespace sweepkit
