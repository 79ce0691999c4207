#pragma once
/// @file
/// Contact between a sphere and a triangle.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit {

/// Contact between sphere `a` and triangle `b` (two-sided: either face may be touched).
/// @param feature  when not null, receives the triangle's feature at point_b on a hit (face, edge or corner).
/// @return `hit` when the sphere reaches the triangle's closest point q to its centre: normal = unit (q − centre)
///   from the sphere to the triangle, depth = radius − |q − centre|, point_a = centre + radius·normal, point_b = q.
///   A centre on the triangle (within kCoincidentRelative of the coordinates) gives the normal −n̂ (n̂ the unit
///   front normal, area_vector: the sphere taken to be on the front) and depth = radius; for a degenerate
///   triangle (a segment or a point) a perpendicular of it. `miss` when apart; `invalid_input` naming argument 0
///   (the sphere's field) or 1 (vector_not_finite: a corner not finite or beyond ±1e8).
/// Source: the closest point by Voronoi regions (Ericson, "Real-Time Collision Detection", 2005, 5.1.5).
Contact contact_sphere_triangle(const Sphere& a, const Triangle& b, TriangleFeature* feature = nullptr);

}  // namespace sweepkit
