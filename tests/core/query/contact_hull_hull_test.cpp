#include "sweepkit/results/manifold.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "manifold_test_util.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

/// The hull of an OBB's corners in the OBB's local frame, and its pose.
ConvexHull box_hull(Vec3 half) {
  const std::vector<Vec3> corners = test::BoxCorners({{}, half, {}});
  ConvexHullResult r = build_convex_hull(corners.data(), 8);
  EXPECT_TRUE(r.ok());
  return r.hull;
}

TEST(ContactHullHull, HullsOfBoxCornersGiveTheObbManifold) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-1, 1);
  std::uniform_real_distribution<float> h(0.2f, 1.5f);
  int hits = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const Quat qa = from_rotation_vector(Vec3{u(rng), u(rng), u(rng)} * 3);
    const Quat qb = from_rotation_vector(Vec3{u(rng), u(rng), u(rng)} * 3);
    const Obb a{{u(rng), u(rng), u(rng)}, {h(rng), h(rng), h(rng)}, to_mat3(qa)};
    const Obb b{{u(rng) * 2, u(rng) * 2, u(rng) * 2}, {h(rng), h(rng), h(rng)}, to_mat3(qb)};
    const ContactManifold box = contact_obb_obb(a, b);
    const ConvexHull ha = box_hull(a.half_size), hb = box_hull(b.half_size);
    const ContactManifold hull = contact_hull_hull(ha, {a.center, qa}, hb, {b.center, qb});
    ASSERT_EQ(hull.status, box.status) << "trial " << trial;
    if (!box.hit()) continue;
    ++hits;
    test::ExpectManifoldConsistent(hull);
    EXPECT_NEAR(hull.depth, box.depth, 1e-4f) << "trial " << trial;
    EXPECT_VEC_NEAR(hull.normal, box.normal, 1e-4f);
    EXPECT_VEC_NEAR(hull.point_b, box.point_b, 1e-4f);
    ASSERT_EQ(hull.point_count, box.point_count) << "trial " << trial;
    // The same points, in any order.
    for (int k = 0; k < box.point_count; ++k) {
      Real nearest = 1e30f;
      for (int j = 0; j < hull.point_count; ++j) nearest = std::min(nearest, length(hull.points[j].point_b - box.points[k].point_b));
      EXPECT_LT(nearest, 1e-4f);
    }
    const ContactManifold r = contact_hull_hull(hb, {b.center, qb}, ha, {a.center, qa});
    EXPECT_VEC_NEAR(r.normal, -hull.normal, 0);
    EXPECT_EQ(r.depth, hull.depth);
    EXPECT_VEC_NEAR(r.point_a, hull.point_b, 0);
  }
  EXPECT_GT(hits, 60);
}

TEST(ContactHullHull, TetrahedronTipIntoAFlatSquare) {
  // A flat square (z = 0, side 2) and a tetrahedron whose tip (0, 0, -0.1) pokes 0.1 through it.
  const std::vector<Vec3> square{{-1, -1, 0}, {1, -1, 0}, {1, 1, 0}, {-1, 1, 0}};
  const std::vector<Vec3> tet{{0, 0, -0.1f}, {1, 0, 1}, {-0.5f, 0.8f, 1}, {-0.5f, -0.8f, 1}};
  const ConvexHull sq = build_convex_hull(square.data(), 4).hull;
  const ConvexHull te = build_convex_hull(tet.data(), 4).hull;
  ASSERT_TRUE(sq.flat);
  const ContactManifold m = contact_hull_hull(sq, {}, te, {});
  ASSERT_TRUE(m.hit());
  // The tetrahedron lies above the square but for its tip: moving it up by 0.1 separates them.
  EXPECT_VEC_NEAR(m.normal, (Vec3{0, 0, 1}), 1e-6f);
  EXPECT_NEAR(m.depth, 0.1f, 1e-6);
  ASSERT_EQ(m.point_count, 1);
  EXPECT_VEC_NEAR(m.points[0].point_b, (Vec3{0, 0, -0.1f}), 1e-6f);
  EXPECT_VEC_NEAR(m.points[0].point_a, (Vec3{0, 0, 0}), 1e-6f);
  test::ExpectManifoldConsistent(m);
}

TEST(ContactHullHull, InvalidPoseIsNamed) {
  const ConvexHull h = box_hull({1, 1, 1});
  ContactManifold m = contact_hull_hull(h, {}, h, {{0, 0, 0}, {0, 0, 0, 2}});
  EXPECT_EQ(m.error, InputError::rotation_not_orthonormal);
  EXPECT_EQ(m.error_argument, 3);
  m = contact_hull_hull(h, {{NAN, 0, 0}, {}}, h, {});
  EXPECT_EQ(m.error, InputError::position_not_finite);
  EXPECT_EQ(m.error_argument, 1);
  EXPECT_EQ(contact_hull_hull(ConvexHull{}, {}, h, {}).error, InputError::too_few_points);
}

}  // namespace
}  // namespace sweepkit
