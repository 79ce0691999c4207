#pragma once
/// @file
/// Ray / segment cast against a capsule.

#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/ray.hpp"

namespace sweepkit {

/// First point of the ray origin + t * direction, t in [0, max_fraction], on the surface of a solid capsule.
///
/// The capsule is the cylinder around its core segment plus a sphere at each end; the first entry is the
/// earliest of the infinite cylinder's entry (kept only if it lies between the ends) and the two sphere
/// entries, each a quadratic solved in cancellation-free form.
///
/// @param ray           origin (length units) and direction (length units per unit t; any length,
///                      zero casts a point).
/// @param shape         the capsule (radius >= 0; start == end is a sphere).
/// @param max_fraction  upper bound on t, >= 0; +infinity casts an endless ray.
/// @return
///   - `initial_overlap` when the origin is inside or on the capsule: t = 0, point = origin, normal = (0, 0, 0).
///   - `hit` with the first t in (0, max_fraction] (grazing counts): point = origin + t * direction,
///     normal = the capsule's unit outward normal there (perpendicular to the segment on the
///     cylinder, radial on an end cap).
///   - `miss`: t = max_fraction (the largest finite Real when it is infinite), vectors (0, 0, 0).
///   - `invalid_input` for a non-finite field, a negative radius, or a NaN or negative max_fraction
///     (argument 0 = ray, 1 = shape, 2 = max_fraction).
///
/// Source: Ericson, Real-Time Collision Detection §5.3.7 (IntersectSegmentCylinder) with the end spheres
/// of §5.3.2; Haines et al., Ray Tracing Gems (2019) ch. 7, for the stable roots.
RaycastHit raycast_capsule(const Ray& ray, const Capsule& shape, Real max_fraction);

}  // namespace sweepkit
