#include "sweepkit/convex/gjk.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "test_util.hpp"

namespace sweepkit {
namespace {

TEST(Gjk, BoxesApartAlongXGiveTheGapAndFacePoints) {
  // Unit cubes (half size 0.5) at x = 0 and x = 3: faces at 0.5 and 2.5, gap 2.
  const PosedProxy a = proxy_of(Aabb{{-0.5f, -0.5f, -0.5f}, {0.5f, 0.5f, 0.5f}});
  const PosedProxy b = proxy_of(Aabb{{2.5f, -0.5f, -0.5f}, {3.5f, 0.5f, 0.5f}});
  const GjkResult r = gjk_distance(a.proxy, a.pose, b.proxy, b.pose);
  EXPECT_FALSE(r.overlap);
  EXPECT_NEAR(r.distance, 2, 1e-5);
  EXPECT_NEAR(r.point_a.x, 0.5, 1e-5);
  EXPECT_NEAR(r.point_b.x, 2.5, 1e-5);
  EXPECT_NEAR(r.point_a.y, r.point_b.y, 1e-5);
  EXPECT_LE(r.iterations, 10);
}

TEST(Gjk, SegmentToPointIsThePerpendicularDistance) {
  // Segment from (-1, 0, 0) to (1, 0, 0) and the point (0.25, 3, 4): distance 5 to (0.25, 0, 0).
  const PosedProxy a = proxy_of(Capsule{{-1, 0, 0}, {1, 0, 0}, 0.5f});
  const PosedProxy b = proxy_of(Sphere{{0.25f, 3, 4}, 1});
  const GjkResult r = gjk_distance(a.proxy, a.pose, b.proxy, b.pose);
  EXPECT_NEAR(r.distance, 5, 1e-5);
  EXPECT_VEC_NEAR(r.point_a, (Vec3{0.25f, 0, 0}), 1e-5f);
  EXPECT_VEC_NEAR(r.point_b, (Vec3{0.25f, 3, 4}), 1e-5f);
}

TEST(Gjk, RotatedBoxCornerToFace) {
  // B: cube of half size 1 turned 45° about z at (3, 0, 0): its corner edge reaches x = 3 - sqrt 2.
  const PosedProxy a = proxy_of(Aabb{{-1, -1, -1}, {1, 1, 1}});
  Obb obb{{3, 0, 0}, {1, 1, 1}, to_mat3(from_rotation_vector({0, 0, Real(0.7853981633974483)}))};
  const PosedProxy b = proxy_of(obb);
  const GjkResult r = gjk_distance(a.proxy, a.pose, b.proxy, b.pose);
  EXPECT_NEAR(r.distance, 2 - std::sqrt(2.0), 1e-5);
  EXPECT_NEAR(r.point_a.x, 1, 1e-5);
  EXPECT_NEAR(r.point_b.x, 3 - std::sqrt(2.0), 1e-5);
  EXPECT_NEAR(r.point_b.y, 0, 1e-5);
}

TEST(Gjk, OverlappingCoresReportOverlap) {
  const PosedProxy a = proxy_of(Aabb{{-1, -1, -1}, {1, 1, 1}});
  const PosedProxy b = proxy_of(Aabb{{0.5f, 0.5f, 0.5f}, {2, 2, 2}});
  const GjkResult r = gjk_distance(a.proxy, a.pose, b.proxy, b.pose);
  EXPECT_TRUE(r.overlap);
  EXPECT_EQ(r.distance, 0);
  EXPECT_EQ(r.termination, GjkTermination::overlap);
}

TEST(Gjk, TraceRecordsEachIterationAndChangesNothing) {
  const PosedProxy a = proxy_of(Aabb{{-1, -1, -1}, {1, 1, 1}});
  Obb obb{{2, 3, 1}, {1, 0.5f, 2}, to_mat3(from_rotation_vector({0.3f, -0.2f, 0.9f}))};
  const PosedProxy b = proxy_of(obb);
  GjkTrace trace;
  const GjkResult plain = gjk_distance(a.proxy, a.pose, b.proxy, b.pose);
  const GjkResult traced = gjk_distance(a.proxy, a.pose, b.proxy, b.pose, &trace);
  EXPECT_EQ(plain.distance, traced.distance);
  EXPECT_EQ(plain.iterations, traced.iterations);
  ASSERT_GE(trace.steps.size(), 2u);
  // The closest point's distance never grows along the trace (GJK's monotone descent).
  for (std::size_t i = 1; i < trace.steps.size(); ++i) {
    if (length_squared(trace.steps[i].closest) == 0) continue;  // the final step may be a stop marker
    EXPECT_LE(length(trace.steps[i].closest), length(trace.steps[i - 1].closest) * (1 + 1e-5f));
  }
}

TEST(Gjk, HullProxyUsesTheCallersPoints) {
  // A tetrahedron hull (10 copies of the points so it exceeds the inline storage) against a point above it.
  Vec3 pts[12];
  const Vec3 base[4] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (int i = 0; i < 12; ++i) pts[i] = base[i % 4];
  const ConvexProxy hull = proxy_of_points(pts, 12);
  const PosedProxy p = proxy_of(Sphere{{1, 1, 1}, 0});
  const GjkResult r = gjk_distance(hull, Pose{}, p.proxy, p.pose);
  // Closest point of the face x + y + z = 1 to (1, 1, 1) is (1/3, 1/3, 1/3): distance 2/sqrt 3.
  EXPECT_NEAR(r.distance, 2 / std::sqrt(3.0), 1e-5);
  EXPECT_VEC_NEAR(r.point_a, (Vec3{1.f / 3, 1.f / 3, 1.f / 3}), 1e-5f);
}

}  // namespace
}  // namespace sweepkit
