#include "sweepkit/query/polytope_plane.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "sweepkit/math/quat.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

const Real kRoot2 = Real(std::sqrt(2.0));
const Plane kGround{{0, 1, 0}, 0};

Obb DiamondAt(Vec3 centre) {  // the unit-half cube turned 45° about z: an edge down, at centre.y - √2
  return {centre, {1, 1, 1}, to_mat3(from_rotation_vector({0, 0, Real(0.785398163397)}))};
}

TEST(PolytopePlane, BoxOnItsEdgeSinksIntoTheGround) {
  // Centre (0, 1, 0): the lowest edge (both its vertices at y = 1 - √2) is 0.414 below the plane. Centre above:
  // normal -y (box towards plane), point_a = the edge's middle, point_b its projection.
  const Contact c = contact_obb_plane(DiamondAt({0, 1, 0}), kGround);
  ASSERT_EQ(c.status, Status::hit);
  EXPECT_NEAR(c.depth, kRoot2 - 1, 1e-5);
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 0);
  EXPECT_VEC_NEAR(c.point_a, (Vec3{0, 1 - kRoot2, 0}), 1e-5f);
  EXPECT_VEC_NEAR(c.point_b, (Vec3{0, 0, 0}), 1e-5f);
  EXPECT_EQ(contact_obb_plane(DiamondAt({0, 1.5f, 0}), kGround).status, Status::miss);
}

TEST(PolytopePlane, FallingBoxMeetsTheGroundWithItsEdge) {
  // Centre at y = 5 falling 10: the edge (y = 5 - √2 - 10 t) reaches 0 at t = (5 - √2) / 10.
  const SweepHit h = sweep_obb_plane(DiamondAt({0, 5, 0}), {0, -10, 0}, kGround);
  ASSERT_EQ(h.status, Status::hit);
  const Real t = (5 - kRoot2) / 10;
  EXPECT_NEAR(h.t, t, 1e-6);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 1e-5f);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 5 - 10 * t, 0}), 1e-5f);
  EXPECT_EQ(sweep_obb_plane(DiamondAt({0, 5, 0}), {0, 10, 0}, kGround).status, Status::miss);
  EXPECT_EQ(sweep_obb_plane(DiamondAt({0, 1, 0}), {0, 10, 0}, kGround).status, Status::initial_overlap);
}

TEST(PolytopePlane, HullFromBelowTheTiltedPlane) {
  // A tetrahedron (0,0,0), (1,0,0), (0,1,0), (0,0,1) at (0, -3, 0) under the plane y = 0 (centroid below: the
  // negative side, normal +y). Its top vertex (0, 1, 0) is at y = -2: rising 4 it touches at t = 0.5.
  const std::vector<Vec3> pts{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  const ConvexHull tet = build_convex_hull(pts.data(), 4).hull;
  const ConvexHullShape shape{&tet, {0, -3, 0}, {}};
  const SweepHit h = sweep_convex_hull_plane(shape, {0, 4, 0}, kGround);
  ASSERT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5, 1e-6);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 1e-6f);
  const Contact c = contact_convex_hull_plane(ConvexHullShape{&tet, {0, -0.25f, 0}, {}}, kGround);
  ASSERT_EQ(c.status, Status::hit);  // the top vertex 0.75 above the plane; the centroid (y 0) on the plane: +
  EXPECT_NEAR(c.depth, 0.25, 1e-6);  // centroid at y = -0.25 + 0.25 = 0: positive side, so the deepest is below
  EXPECT_VEC_NEAR(c.normal, (Vec3{0, -1, 0}), 0);
}

}  // namespace
}  // namespace sweepkit
