#pragma once
/// @file
/// Ray / segment cast against an axis-aligned box.

#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/ray.hpp"

namespace sweepkit {

/// First point of the ray origin + t * direction, t in [0, max_fraction], on the surface of a solid
/// axis-aligned box.
///
/// Slab test: on each axis the ray is between the box's two planes for t between the two crossings;
/// it enters the box at the latest slab entry if no slab is left before it. A direction component of
/// zero (a ray parallel to a pair of faces) restricts nothing inside the slab and excludes everything
/// outside it, with no division.
///
/// @param ray           origin (length units) and direction (length units per unit t; any length,
///                      zero casts a point).
/// @param shape         the box (min <= max on every axis; flat boxes allowed).
/// @param max_fraction  upper bound on t, >= 0; +infinity casts an endless ray.
/// @return
///   - `initial_overlap` when the origin is inside or on the box: t = 0, point = origin, normal = (0, 0, 0).
///   - `hit` with the first t in (0, max_fraction] (a ray along a face or through an edge counts):
///     point = origin + t * direction (exactly on the entry face's plane), normal = the entry face's
///     outward normal (ties between faces entered at the same t: x before y before z).
///   - `miss`: t = max_fraction (the largest finite Real when it is infinite), vectors (0, 0, 0).
///   - `invalid_input` for a non-finite field, min > max, or a NaN or negative max_fraction
///     (argument 0 = ray, 1 = shape, 2 = max_fraction).
///
/// Source: Ericson, Real-Time Collision Detection §5.3.3 (IntersectRayAABB); shared reference 003.
RaycastHit raycast_aabb(const Ray& ray, const Aabb& shape, Real max_fraction);

}  // namespace sweepkit
