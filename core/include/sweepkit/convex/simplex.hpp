#pragma once
/// @file
/// The GJK simplex: up to four points of the Minkowski difference B − A, and its closest point to the origin.

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// One vertex of the simplex: a support point of each core (world space) and their difference.
struct SimplexVertex {
  Vec3 point_a;      ///< Support point of A's core, world space.
  Vec3 point_b;      ///< Support point of B's core, world space.
  Vec3 w;            ///< point_b − point_a: a point of the Minkowski difference B − A.
  int index_a = 0;   ///< Index of point_a in A's proxy.
  int index_b = 0;   ///< Index of point_b in B's proxy.
  Real weight = 0;   ///< Barycentric weight of this vertex in the closest point (the weights sum to 1).
};

/// A simplex of 1 to 4 vertices (point, segment, triangle, tetrahedron).
struct Simplex {
  SimplexVertex vertices[4];
  int count = 0;  ///< 0 to 4.
};

/// Reduces `simplex` to the smallest sub-simplex whose convex hull holds the point of the full simplex closest to
/// the origin, sets the weights of the kept vertices (barycentric coordinates of that point), and returns the point.
/// A tetrahedron holding the origin keeps its four vertices (the return value is then ~0). Degenerate simplices
/// (coincident, collinear, coplanar points) are solved through their lower-dimensional faces.
/// Source: the Voronoi-region tests of Ericson, Real-Time Collision Detection §5.1.2, §5.1.5 (ClosestPtPointTriangle)
/// and §5.1.6 (ClosestPtPointTetrahedron), as used in GJK (Ericson §9.5.2; Catto's b2Distance solves the same way).
Vec3 reduce_to_closest(Simplex& simplex);

/// Σ weight_i · point_a_i and Σ weight_i · point_b_i: the closest points on the two cores for the reduced simplex.
void simplex_witness_points(const Simplex& simplex, Vec3& point_a, Vec3& point_b);

}  // namespace sweepkit
