#pragma once
// Which feature of a triangle (face, edge, corner) a contact met, from its normal and point: shared by the
// triangle sweeps (shape_triangle.cpp) and the turning mesh sweep (mesh/sweep_turning_mesh.cpp).

#include <cmath>

#include "sweepkit/math/segment.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "sweepkit/shapes/triangle.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "sweepkit/tolerance.hpp"
#include "contact_shared.hpp"

namespace sweepkit::detail {

// The feature of a contact with normal `normal` (unit, from the shape to the triangle) at `point`: the face when
// the normal lies along the face normal, else the feature of the triangle's point closest to `point`. A normal off
// the face's is an edge's or a vertex's, so a point that rounding puts just inside the face is given its nearest
// edge (the rule for internal edges then sees the edge it is).
inline TriangleFeature feature_at(const Triangle& t, Vec3 normal, Vec3 point) {
  const Vec3 n = unit_or(area_vector(t), Vec3{});
  if (std::fabs(dot(n, normal)) >= kTriangleFaceCosine) return TriangleFeature::face;
  const TriangleFeature f = closest_point_on_triangle(t, point).feature;
  if (f != TriangleFeature::face) return f;
  const Vec3 ends[3][2] = {{t.a, t.b}, {t.b, t.c}, {t.c, t.a}};
  int nearest = 0;
  Real best = 0;
  for (int e = 0; e < 3; ++e) {
    const Real d2 = length_squared(closest_point_on_segment(ends[e][0], ends[e][1], point) - point);
    if (e == 0 || d2 < best) {
      nearest = e;
      best = d2;
    }
  }
  return static_cast<TriangleFeature>(static_cast<int>(TriangleFeature::edge_ab) + nearest);
}

}  // namespace sweepkit::detail
