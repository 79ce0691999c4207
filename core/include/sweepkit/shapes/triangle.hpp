#pragma once
/// @file
/// A triangle: the piece a TriangleMesh is made of, and a convex shape of its own (its three corners).

#include <cstdint>

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// The triangle with corners a, b, c (world space). Its front face is the side its normal
/// cross(b − a, c − a) points to (counter-clockwise seen from the front, three.js's and glTF's winding).
/// Valid when every corner is finite; a zero-area (degenerate) triangle is a segment or a point, and the
/// queries answer for that.
struct Triangle {
  Vec3 a;
  Vec3 b;
  Vec3 c;
};

/// Where on a triangle a point or a contact lies: the face's interior, an edge's interior, or a corner.
/// Edges are named by their corners in winding order (edge_ab from a to b, …).
enum class TriangleFeature : std::int32_t {
  face = 0,
  edge_ab = 1,
  edge_bc = 2,
  edge_ca = 3,
  vertex_a = 4,
  vertex_b = 5,
  vertex_c = 6,
};

/// The triangle's area vector cross(b − a, c − a): along the front normal, of length twice the area.
inline Vec3 area_vector(const Triangle& t) { return cross(t.b - t.a, t.c - t.a); }

}  // namespace sweepkit
