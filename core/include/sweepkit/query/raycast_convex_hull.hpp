#pragma once
/// @file
/// Ray cast against a posed convex hull.

#include "sweepkit/results/raycast_hit.hpp"
#include "sweepkit/shapes/convex_hull_shape.hpp"
#include "sweepkit/shapes/ray.hpp"

namespace sweepkit {

/// First point of the ray origin + t * direction, t in [0, max_fraction], on the surface of a posed convex hull.
///
/// Cyrus–Beck clipping in the hull's frame: the ray is inside a face's half-space for t on one side of its
/// crossing; it enters the hull at the latest crossing of a face it enters (direction·normal < 0) if that is not
/// after the earliest crossing of a face it leaves. A ray parallel to a face is kept or excluded whole by which
/// side of the face its origin is on. A flat hull is hit where the ray crosses its polygon.
/// @return
///   - `initial_overlap` when the origin is inside or on the hull: t = 0, point = origin, normal = (0, 0, 0).
///   - `hit` with the first t in (0, max_fraction]: point = origin + t * direction, normal = the entry face's outward
///     normal in world space (ties between faces entered at the same t: the lower face index).
///   - `miss`: t = max_fraction (the largest finite Real when it is infinite), vectors (0, 0, 0).
///   - `invalid_input` for a non-finite ray, a null hull, a non-finite position, a rotation that is not one, or
///     a NaN or negative max_fraction (argument 0 = ray, 1 = shape, 2 = max_fraction).
/// Source: Cyrus and Beck, "Generalized two- and three-dimensional clipping", Computers & Graphics 3(1), 1978;
/// Ericson, Real-Time Collision Detection §5.3.8 (intersecting a ray against a convex polyhedron).
RaycastHit raycast_convex_hull(const Ray& ray, const ConvexHullShape& shape, Real max_fraction);

}  // namespace sweepkit
