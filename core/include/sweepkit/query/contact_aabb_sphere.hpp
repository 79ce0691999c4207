#pragma once
/// @file
/// Discrete contact between an axis-aligned box and a sphere.

#include "sweepkit/query/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether box a and sphere b touch or overlap now, and the contact from the box towards the sphere.
///
/// The box point closest to the centre c is q = c clamped to [min, max]; they touch when |c - q| <= r.
///
/// @param a  the box (min <= max on every axis; length units).
/// @param b  the sphere (centre in length units, radius >= 0).
/// @return `hit` when |c - q| <= r (touching counts, depth 0):
///   - centre outside the box: normal = (c - q) / |c - q|, depth = r - |c - q|, point_a = q,
///     point_b = c - r * normal;
///   - centre inside the box or on its surface (|c - q|² <= kZeroLengthSquared): the sphere is pushed out
///     through the nearest face: normal = that face's outward axis (ties: x before y before z, and the max
///     face before the min face), depth = distance from c to that face + r, point_a = c moved onto that face,
///     point_b = c - r * normal.
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite field, min > max or a negative radius (argument 0 = a, 1 = b).
///
/// Source: shared reference 003 (AABB / sphere by clamping), completed for a centre inside the box;
/// Ericson, Real-Time Collision Detection §5.2.5.
Contact contact_aabb_sphere(const Aabb& a, const Sphere& b);

}  // namespace sweepkit
