#pragma once
/// @file
/// The point of a triangle closest to a given point, and the feature it lies on.

#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit {

/// A point of a triangle and the feature (face interior, edge, corner) it lies on.
struct TrianglePoint {
  Vec3 point;                                      ///< World space.
  TriangleFeature feature = TriangleFeature::face;  ///< The Voronoi region of the triangle it came from.
};

/// The point of triangle `t` closest to `p`, by the Voronoi regions of its corners, edges and face (Ericson,
/// "Real-Time Collision Detection", 2005, 5.1.5): the corner regions first, then the edges, else the projection
/// onto the face. Works in coordinates relative to corner a, so that it stays accurate far from the origin.
/// A degenerate triangle (zero area: a segment or a point) gives the closest point of its longest edge (the
/// feature that edge, or a corner at its ends). The inputs are not checked: finite corners and point.
TrianglePoint closest_point_on_triangle(const Triangle& t, Vec3 p);

}  // namespace sweepkit
