#pragma once
/// @file
/// Deprecated: the box-first name of contact_sphere_aabb.

#include "sweepkit/query/contact_sphere_aabb.hpp"

namespace sweepkit {

/// contact_sphere_aabb(b, a) seen from the box: normal negated, points swapped, exactly (the pair's former
/// name, from before the canonical order of dispatch.hpp put the sphere first).
/// @return as contact_sphere_aabb, mirrored; `invalid_input` with argument 0 = a (the box), 1 = b (the sphere).
[[deprecated("use contact_sphere_aabb(sphere, box): the canonical order; the normal then points from the sphere")]]
Contact contact_aabb_sphere(const Aabb& a, const Sphere& b);

}  // namespace sweepkit
