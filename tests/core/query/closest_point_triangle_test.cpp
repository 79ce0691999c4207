// closest_point_on_triangle: every Voronoi region by hand, degenerate triangles, and random points against an
// independent answer (the least distance over the face projection and the three edges).
#include "sweepkit/query/closest_point_triangle.hpp"

#include <gtest/gtest.h>

#include <random>

#include "sweepkit/math/segment.hpp"
#include "test_util.hpp"
#include "triangle_reference.hpp"

namespace sweepkit {
namespace {

// The right triangle (0,0,0), (4,0,0), (0,4,0): front normal +z.
const Triangle kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};

TEST(ClosestPointTriangle, EachRegionByHand) {
  struct Case {
    Vec3 p, expected;
    TriangleFeature feature;
  };
  const Case cases[] = {
      {{1, 1, 3}, {1, 1, 0}, TriangleFeature::face},        // above the face: its projection
      {{1, 1, -2}, {1, 1, 0}, TriangleFeature::face},       // below it too (two-sided)
      {{-1, -2, 1}, {0, 0, 0}, TriangleFeature::vertex_a},  // behind both edges from a
      {{6, -1, 0}, {4, 0, 0}, TriangleFeature::vertex_b},
      {{-1, 7, 5}, {0, 4, 0}, TriangleFeature::vertex_c},
      {{2, -3, 1}, {2, 0, 0}, TriangleFeature::edge_ab},
      {{3, 3, 0}, {2, 2, 0}, TriangleFeature::edge_bc},     // across the hypotenuse: (3,3) projects to (2,2)
      {{-5, 1, -1}, {0, 1, 0}, TriangleFeature::edge_ca},
  };
  for (const Case& c : cases) {
    const TrianglePoint q = closest_point_on_triangle(kTri, c.p);
    EXPECT_VEC_NEAR(q.point, c.expected, 1e-6f);
    EXPECT_EQ(q.feature, c.feature) << c.p.x << " " << c.p.y << " " << c.p.z;
  }
}

TEST(ClosestPointTriangle, DegenerateTrianglesAreTheirLongestEdge) {
  // Collinear corners: the segment from 0 to 4 on x.
  const Triangle line{{0, 0, 0}, {1, 0, 0}, {4, 0, 0}};
  TrianglePoint q = closest_point_on_triangle(line, {3, 2, 0});
  EXPECT_VEC_NEAR(q.point, (Vec3{3, 0, 0}), 1e-6f);
  q = closest_point_on_triangle(line, {6, 1, 0});
  EXPECT_VEC_NEAR(q.point, (Vec3{4, 0, 0}), 1e-6f);
  // One point.
  const Triangle point{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
  q = closest_point_on_triangle(point, {5, 5, 5});
  EXPECT_VEC_NEAR(q.point, (Vec3{1, 2, 3}), 0);
}

TEST(ClosestPointTriangle, RandomPointsMatchTheReference) {
  std::mt19937 rng(77);
  std::uniform_real_distribution<float> u(-5, 5);
  for (int i = 0; i < 20000; ++i) {
    const Triangle t{{u(rng), u(rng), u(rng)}, {u(rng), u(rng), u(rng)}, {u(rng), u(rng), u(rng)}};
    if (length(area_vector(t)) < 0.5f) continue;  // keep the reference's 2×2 solve well conditioned
    const Vec3 p{u(rng), u(rng), u(rng)};
    const Vec3 q = closest_point_on_triangle(t, p).point;
    EXPECT_NEAR(length(q - p), length(test::reference_closest_on_triangle(t, p) - p), 2e-4f) << i;
  }
}

}  // namespace
}  // namespace sweepkit
