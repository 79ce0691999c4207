#pragma once
// The triangle mesh of a 3D convex hull by quickhull (the face merging and the hull's topology are
// convex_hull.cpp's).

#include <vector>

#include "sweepkit/math/vec3.hpp"

namespace sweepkit::detail {

/// A triangle of the hull mesh: vertices (input point indices) counter-clockwise seen from outside, the
/// triangle across each edge v[i] -> v[(i + 1) % 3], and its outward plane dot(normal, p) + constant = 0.
struct HullTriangle {
  int v[3] = {0, 0, 0};
  int adj[3] = {-1, -1, -1};
  Vec3 normal;
  Real constant = 0;
};

/// The closed triangle mesh of the convex hull of `points`, by quickhull (Barber, Dobkin and Huhdanpaa 1996):
/// from the tetrahedron `simplex` (four point indices spanning a volume well above `tolerance`), repeatedly the
/// point furthest above a triangle (by more than `tolerance`, length units) is joined to the horizon of the
/// triangles it sees (strictly above their planes: seeing only those above by more than the tolerance leaves
/// folds whose planes cut off other points by many tolerances); points within `tolerance` of the hull are dropped. Adjacency indices refer to the returned
/// vector. Nearly coplanar neighbours are left for the caller to merge.
std::vector<HullTriangle> quickhull_triangles(const Vec3* points, int count, const int simplex[4], Real tolerance);

}  // namespace sweepkit::detail
