#pragma once
/// @file
/// Discrete contact between a sphere and an axis-aligned box.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/sphere.hpp"

namespace sweepkit {

/// Whether sphere a and box b touch or overlap now, and the contact from the sphere towards the box
/// (the canonical argument order of dispatch.hpp: sphere before box, as sweep_sphere_aabb and overlap_sphere_aabb).
///
/// The box point closest to the centre c is q = c clamped to [min, max]; they touch when |c - q| <= r.
///
/// @param a  the sphere (centre in length units, radius >= 0).
/// @param b  the box (min <= max on every axis; length units).
/// @return `hit` when |c - q| <= r (touching counts, depth 0):
///   - centre outside the box: normal = (q - c) / |q - c|, depth = r - |c - q|, point_a = c + r * normal
///     (the sphere's deepest point), point_b = q;
///   - centre inside the box or on its surface (|c - q|² <= kZeroLengthSquared): the sphere leaves through the
///     nearest face: normal = minus that face's outward axis (ties: x before y before z, and the max face
///     before the min face), depth = distance from c to that face + r, point_a = c + r * normal,
///     point_b = c moved onto that face.
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite field, a negative radius or min > max (argument 0 = a, 1 = b).
///
/// Source: shared reference 003 (AABB / sphere by clamping), completed for a centre inside the box;
/// Ericson, Real-Time Collision Detection §5.2.5.
Contact contact_sphere_aabb(const Sphere& a, const Aabb& b);

}  // namespace sweepkit
