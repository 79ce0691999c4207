#include "sweepkit/query/raycast_convex_hull.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "sweepkit/math/quat.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

ConvexHull Cube(Real h) {
  std::vector<Vec3> corners;
  for (int i = 0; i < 8; ++i) corners.push_back({(i & 1) ? h : -h, (i & 2) ? h : -h, (i & 4) ? h : -h});
  return build_convex_hull(corners.data(), 8).hull;
}

TEST(RaycastConvexHull, CubeHullMatchesTheBoxFaces) {
  // Cube of half 0.5 at (3, 0, 0): a ray from the origin along +x enters its face x = 2.5 at t = 2.5.
  const ConvexHull cube = Cube(0.5f);
  const ConvexHullShape shape{&cube, {3, 0, 0}, {}};
  const RaycastHit h = raycast_convex_hull({{0, 0, 0}, {1, 0, 0}}, shape, 10);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2.5, 1e-6);
  EXPECT_VEC_NEAR(h.point, (Vec3{2.5f, 0, 0}), 1e-6f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 1e-6f);
  EXPECT_EQ(raycast_convex_hull({{0, 0.6f, 0}, {1, 0, 0}}, shape, 10).status, Status::miss);  // parallel, above
  EXPECT_EQ(raycast_convex_hull({{0, 0, 0}, {1, 0, 0}}, shape, 2).status, Status::miss);      // stops short
  EXPECT_EQ(raycast_convex_hull({{3, 0.2f, 0}, {0, 1, 0}}, shape, 1).status, Status::initial_overlap);
}

TEST(RaycastConvexHull, TetrahedronTurnedAboutZ) {
  // Tetrahedron (0,0,0), (1,0,0), (0,1,0), (0,0,1), turned a quarter about z (x -> y, y -> -x) and moved to
  // (0, 0, 5): its face on the local plane z = 0 faces -z. A ray down from (-0.25, 0.25, 10) along -z meets the
  // slanted face x' + y' + z' = 1 (local), at local (0.25, 0.25, 0.5): world z = 5.5, t = 4.5.
  const std::vector<Vec3> pts{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  const ConvexHull tet = build_convex_hull(pts.data(), 4).hull;
  const ConvexHullShape shape{&tet, {0, 0, 5}, to_mat3(from_rotation_vector({0, 0, Real(1.57079632679)}))};
  const RaycastHit h = raycast_convex_hull({{-0.25f, 0.25f, 10}, {0, 0, -1}}, shape, 100);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 4.5, 1e-5);
  const Real k = Real(1 / std::sqrt(3.0));
  EXPECT_VEC_NEAR(h.normal, (Vec3{-k, k, k}), 1e-5f);  // local (1, 1, 1)/√3 turned: x -> y, y -> -x
}

TEST(RaycastConvexHull, NullHullIsNamed) {
  const RaycastHit h = raycast_convex_hull({{0, 0, 0}, {1, 0, 0}}, ConvexHullShape{}, 1);
  EXPECT_EQ(h.status, Status::invalid_input);
  EXPECT_EQ(h.error, InputError::hull_invalid);
  EXPECT_EQ(h.error_argument, 1);
}

}  // namespace
}  // namespace sweepkit
