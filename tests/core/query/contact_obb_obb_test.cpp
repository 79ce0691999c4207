#include "sweepkit/results/manifold.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>

#include "sweepkit/math/quat.hpp"
#include "test_util.hpp"
#include "manifold_test_util.hpp"

namespace sweepkit {
namespace {

const Real kRoot2 = std::sqrt(Real(2));

Obb box(Vec3 c, Vec3 h, Mat3 r = {}) { return {c, h, r}; }
Mat3 rot(Vec3 rotation_vector) { return to_mat3(from_rotation_vector(rotation_vector)); }

TEST(ContactObbObb, OffsetBoxRestingOnBoxHasTheFourCornersOfTheOverlap) {
  // B (half 1) at (0.5, 1.95, 0.3) overlaps A (half 1, origin) by 0.05 in y; the faces overlap on
  // x in [-0.5, 1], z in [-0.7, 1].
  const ContactManifold m = contact_obb_obb(box({0, 0, 0}, {1, 1, 1}), box({0.5f, 1.95f, 0.3f}, {1, 1, 1}));
  ASSERT_TRUE(m.hit());
  EXPECT_VEC_NEAR(m.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_NEAR(m.depth, 0.05f, 1e-6);
  ASSERT_EQ(m.point_count, 4);
  std::set<std::pair<int, int>> corners;
  std::set<std::uint32_t> ids;
  for (int k = 0; k < 4; ++k) {
    const ManifoldPoint& p = m.points[k];
    EXPECT_NEAR(p.depth, 0.05f, 1e-6);
    EXPECT_NEAR(p.point_a.y, 1, 1e-6);
    EXPECT_NEAR(p.point_b.y, 0.95f, 1e-6);
    corners.insert({static_cast<int>(std::lround(p.point_b.x * 10)), static_cast<int>(std::lround(p.point_b.z * 10))});
    ids.insert(p.id);
    EXPECT_EQ(p.id >> 30, 0u);              // A's face is the reference
    EXPECT_EQ((p.id >> 22) & 0xff, 2u);     // A's +y face: 2 * 1 + 0
  }
  EXPECT_EQ(corners, (std::set<std::pair<int, int>>{{10, 10}, {-5, 10}, {-5, -7}, {10, -7}}));
  EXPECT_EQ(ids.size(), 4u);
  test::ExpectManifoldConsistent(m);
}

TEST(ContactObbObb, SmallBoxSinkingIntoALargeFaceGivesItsFourBottomCorners) {
  const ContactManifold m = contact_obb_obb(box({0, 0, 0}, {5, 1, 5}), box({1, 1.3f, -2}, {0.5f, 0.5f, 0.5f}));
  ASSERT_TRUE(m.hit());
  EXPECT_VEC_NEAR(m.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_NEAR(m.depth, 0.2f, 1e-6);
  ASSERT_EQ(m.point_count, 4);
  for (int k = 0; k < 4; ++k) {
    const Vec3 b = m.points[k].point_b;
    EXPECT_NEAR(std::fabs(b.x - 1), 0.5f, 1e-6);
    EXPECT_NEAR(std::fabs(b.z + 2), 0.5f, 1e-6);
    EXPECT_NEAR(b.y, 0.8f, 1e-6);
    EXPECT_NEAR(m.points[k].depth, 0.2f, 1e-6);
  }
  test::ExpectManifoldConsistent(m);
}

TEST(ContactObbObb, BoxRotated45DegreesRestsOnItsEdgeWithTwoPoints) {
  // B's lowest edge (along z, x = 0) is at y = (1 + √2 - 0.1) - √2 = 0.9: 0.1 into A's top face.
  const ContactManifold m =
      contact_obb_obb(box({0, 0, 0}, {1, 1, 1}), box({0, 1 + kRoot2 - 0.1f, 0}, {1, 1, 1}, rot({0, 0, Real(M_PI / 4)})));
  ASSERT_TRUE(m.hit());
  EXPECT_VEC_NEAR(m.normal, (Vec3{0, 1, 0}), 1e-6f);
  EXPECT_NEAR(m.depth, 0.1f, 2e-6);
  ASSERT_EQ(m.point_count, 2);
  EXPECT_NEAR(m.points[0].point_b.z * m.points[1].point_b.z, -1, 1e-5);  // the two ends, z = ±1
  for (int k = 0; k < 2; ++k) {
    EXPECT_NEAR(m.points[k].point_b.x, 0, 1e-5);
    EXPECT_NEAR(m.points[k].point_b.y, 0.9f, 2e-6);
    EXPECT_NEAR(m.points[k].depth, 0.1f, 2e-6);
  }
  test::ExpectManifoldConsistent(m);
}

TEST(ContactObbObb, CrossingEdgesGiveOnePointAtTheirClosestPoints) {
  // A: 45° about z, top edge (0, √2, z). B: 45° about x, bottom edge (x, cy - √2, 0), cy = 2√2 - 0.1.
  const Real cy = 2 * kRoot2 - 0.1f;
  const ContactManifold m = contact_obb_obb(box({0, 0, 0}, {1, 1, 1}, rot({0, 0, Real(M_PI / 4)})),
                                            box({0, cy, 0}, {1, 1, 1}, rot({Real(M_PI / 4), 0, 0})));
  ASSERT_TRUE(m.hit());
  EXPECT_VEC_NEAR(m.normal, (Vec3{0, 1, 0}), 1e-5f);
  EXPECT_NEAR(m.depth, 0.1f, 1e-5);
  ASSERT_EQ(m.point_count, 1);
  EXPECT_VEC_NEAR(m.point_a, (Vec3{0, kRoot2, 0}), 1e-5f);
  EXPECT_VEC_NEAR(m.point_b, (Vec3{0, kRoot2 - 0.1f, 0}), 1e-5f);
  EXPECT_EQ(m.points[0].id >> 30, 2u);
  test::ExpectManifoldConsistent(m);
}

TEST(ContactObbObb, SeparatedIsAMissAndTouchingIsADepthZeroHit) {
  const ContactManifold miss = contact_obb_obb(box({0, 0, 0}, {1, 1, 1}), box({0, 1.6f, 0}, {0.5f, 0.5f, 0.5f}));
  EXPECT_EQ(miss.status, Status::miss);
  EXPECT_EQ(miss.point_count, 0);
  const ContactManifold touch = contact_obb_obb(box({0, 0, 0}, {1, 1, 1}), box({0, 1.5f, 0}, {0.5f, 0.5f, 0.5f}));
  ASSERT_TRUE(touch.hit());
  EXPECT_EQ(touch.depth, 0);
  EXPECT_EQ(touch.point_count, 4);
  for (int k = 0; k < 4; ++k) EXPECT_EQ(touch.points[k].depth, 0);
}

TEST(ContactObbObb, IdsStayWhileARestingBoxShiftsSlightly) {
  const Obb a = box({0, 0, 0}, {2, 1, 2});
  const ContactManifold m0 = contact_obb_obb(a, box({0.3f, 1.45f, 0.1f}, {0.5f, 0.5f, 0.5f}, rot({0, 0.3f, 0})));
  const ContactManifold m1 = contact_obb_obb(a, box({0.301f, 1.4505f, 0.0995f}, {0.5f, 0.5f, 0.5f}, rot({0, 0.3005f, 0})));
  ASSERT_EQ(m0.point_count, 4);
  ASSERT_EQ(m1.point_count, 4);
  std::set<std::uint32_t> id0, id1;
  for (int k = 0; k < 4; ++k) id0.insert(m0.points[k].id), id1.insert(m1.points[k].id);
  EXPECT_EQ(id0, id1);
}

TEST(ContactObbObb, CoincidentCentresTakeTheLeastPenetrationAxisOfA) {
  // Same centre; A is thinnest along y (half 0.2), so the least penetration is along A's y: 0.2 + 1.
  const ContactManifold m = contact_obb_obb(box({1, 2, 3}, {1, 0.2f, 1}), box({1, 2, 3}, {1, 1, 1.5f}));
  ASSERT_TRUE(m.hit());
  EXPECT_NEAR(m.depth, 1.2f, 1e-6);
  EXPECT_NEAR(std::fabs(m.normal.y), 1, 1e-6);
  const ContactManifold r = contact_obb_obb(box({1, 2, 3}, {1, 1, 1.5f}), box({1, 2, 3}, {1, 0.2f, 1}));
  EXPECT_VEC_NEAR(r.normal, -m.normal, 0);
}

TEST(ContactObbObb, InvalidInputIsNamed) {
  const Obb ok = box({0, 0, 0}, {1, 1, 1});
  ContactManifold m = contact_obb_obb(ok, box({0, 0, 0}, {-1, 1, 1}));
  EXPECT_EQ(m.status, Status::invalid_input);
  EXPECT_EQ(m.error, InputError::half_size_negative);
  EXPECT_EQ(m.error_argument, 1);
  EXPECT_EQ(contact_obb_obb(box({NAN, 0, 0}, {1, 1, 1}), ok).error, InputError::center_not_finite);
  EXPECT_EQ(contact_obb_obb(box({0, 0, 0}, {1, INFINITY, 1}), ok).error, InputError::half_size_not_finite);
  Mat3 skew;
  skew.col[0] = {1, 0.01f, 0};
  EXPECT_EQ(contact_obb_obb(ok, box({0, 0, 0}, {1, 1, 1}, skew)).error, InputError::rotation_not_orthonormal);
  Mat3 mirror;
  mirror.col[2] = {0, 0, -1};
  EXPECT_EQ(contact_obb_obb(ok, box({0, 0, 0}, {1, 1, 1}, mirror)).error, InputError::rotation_not_orthonormal);
  Mat3 nan;
  nan.col[1].y = NAN;
  EXPECT_EQ(contact_obb_obb(box({0, 0, 0}, {1, 1, 1}, nan), ok).error, InputError::rotation_not_finite);
}

TEST(ContactObbObb, RandomPairsAreConsistentAntisymmetricAndAsDeepAsTheBruteForceLeastPenetration) {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> u(-1, 1);
  std::uniform_real_distribution<float> h(0.2f, 1.5f);
  int hits = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const Obb a = box({u(rng), u(rng), u(rng)}, {h(rng), h(rng), h(rng)}, rot(Vec3{u(rng), u(rng), u(rng)} * 3));
    const Obb b = box({u(rng) * 2, u(rng) * 2, u(rng) * 2}, {h(rng), h(rng), h(rng)}, rot(Vec3{u(rng), u(rng), u(rng)} * 3));
    const ContactManifold m = contact_obb_obb(a, b);
    const ContactManifold r = contact_obb_obb(b, a);
    ASSERT_EQ(m.status, r.status);
    const auto brute = test::BruteForcePenetration(test::BoxCorners(a), test::BoxCorners(b), rng);
    if (!m.hit()) {
      EXPECT_LT(brute, 1e-4f) << "a separating direction exists, so the brute force finds no overlap there";
      continue;
    }
    ++hits;
    test::ExpectManifoldConsistent(m);
    EXPECT_VEC_NEAR(r.normal, -m.normal, 0);
    EXPECT_EQ(r.depth, m.depth);
    EXPECT_VEC_NEAR(r.point_a, m.point_b, 0);
    const Real size = std::max({a.half_size.x, a.half_size.y, a.half_size.z, b.half_size.x, b.half_size.y, b.half_size.z});
    // SAT's depth is the least penetration (which the brute force approaches from above), plus at most the face
    // preferences (A's face over B's, a face over an edge: twice kSatAxisPreferenceRelative × size).
    EXPECT_LE(m.depth, brute + 2 * kSatAxisPreferenceRelative * size + 1e-4f);
    EXPECT_GE(m.depth, brute - 2e-3f * size) << "trial " << trial;
  }
  EXPECT_GT(hits, 100);
}

}  // namespace
}  // namespace sweepkit
