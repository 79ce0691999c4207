#include "sweepkit/query/contact_aabb_aabb.hpp"

#include <gtest/gtest.h>

#include "contact_test_util.hpp"
#include "sweepkit/query/overlap_aabb_aabb.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
const Aabb kUnit2{{0, 0, 0}, {2, 2, 2}};

TEST(ContactAabbAabb, LeastPenetrationAxisIsTheNormal) {
  // B = [1.5, 4] x [0.5, 1.5] x [-1, 3]. Pushes: x + 0.5 (2 - 1.5), y + 1.5 (tie 1.5 / 1.5), z + 3 (tie 3 / 3):
  // x wins, depth 0.5. Overlap region y [0.5, 1.5] -> 1, z [0, 2] -> 1; point_a on A's x = 2, point_b on B's x = 1.5.
  const Contact c = contact_aabb_aabb(kUnit2, {{1.5f, 0.5f, -1}, {4, 1.5f, 3}});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 0.5f, (Vec3{2, 1, 1}), (Vec3{1.5f, 1, 1}), kTol);
}

TEST(ContactAabbAabb, NegativeNormalWhenBIsBelow) {
  // B = [0.5, 1] x [-3, 0.25] x [0.5, 1]: x - 1 (1 - 0), y - 0.25 (0.25 - 0) against + 5, z - 1: -y, depth 0.25.
  // Overlap centre x = z = 0.75; point_a on A's min y = 0, point_b on B's max y = 0.25.
  const Contact c = contact_aabb_aabb(kUnit2, {{0.5f, -3, 0.5f}, {1, 0.25f, 1}});
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.25f, (Vec3{0.75f, 0, 0.75f}), (Vec3{0.75f, 0.25f, 0.75f}), kTol);
}

TEST(ContactAabbAabb, TouchingFacesIsAHitWithZeroDepth) {
  // Meeting at x = 1: push + 0 on x; overlap centre (y, z) = (0.5, 0.5).
  const Contact c = contact_aabb_aabb({{0, 0, 0}, {1, 1, 1}}, {{1, 0, 0}, {2, 1, 1}});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 0, (Vec3{1, 0.5f, 0.5f}), (Vec3{1, 0.5f, 0.5f}), kTol);
}

TEST(ContactAabbAabb, TouchingCornersBreaksTheTieTowardsX) {
  // Depth 0 on all three axes: x first.
  const Contact c = contact_aabb_aabb({{0, 0, 0}, {1, 1, 1}}, {{1, 1, 1}, {2, 2, 2}});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 0, (Vec3{1, 1, 1}), (Vec3{1, 1, 1}), kTol);
}

TEST(ContactAabbAabb, SeparatedOnOneAxisIsAMiss) {
  EXPECT_MISS(contact_aabb_aabb({{0, 0, 0}, {1, 1, 1}}, {{1.01f, 0, 0}, {2, 1, 1}}));
  EXPECT_MISS(contact_aabb_aabb({{0, 0, 0}, {1, 1, 1}}, {{0, -2, 0}, {1, -0.01f, 1}}));
  EXPECT_MISS(contact_aabb_aabb({{0, 0, 0}, {1, 1, 1}}, {{0.5f, 0.5f, 1.5f}, {0.7f, 0.7f, 3}}));
}

TEST(ContactAabbAabb, EqualPenetrationOnAllAxesPicksX) {
  // B = [1, 3]³: depth 1 on every axis, x wins. Overlap region [1, 2]³, centre 1.5.
  const Contact c = contact_aabb_aabb(kUnit2, {{1, 1, 1}, {3, 3, 3}});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 1, (Vec3{2, 1.5f, 1.5f}), (Vec3{1, 1.5f, 1.5f}), kTol);
}

TEST(ContactAabbAabb, IdenticalBoxesUsePlusX) {
  // Coincident: equal centres give + on every axis, all depths 2, x first: push B its whole width along +x.
  const Contact c = contact_aabb_aabb(kUnit2, kUnit2);
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 2, (Vec3{2, 1, 1}), (Vec3{0, 1, 1}), kTol);
}

TEST(ContactAabbAabb, BoxInsideABoxLeavesThroughTheNearestFace) {
  // B = [1, 2] x [4, 6] x [4, 6] inside A = [0, 10]³: x - 2 (2 - 0) beats y, z + 6 (tie 6 / 6).
  // Overlap centre (y, z) = (5, 5); point_a on A's min x = 0, point_b on B's max x = 2.
  const Contact c = contact_aabb_aabb({{0, 0, 0}, {10, 10, 10}}, {{1, 4, 4}, {2, 6, 6}});
  EXPECT_CONTACT(c, (Vec3{-1, 0, 0}), 2, (Vec3{0, 5, 5}), (Vec3{2, 5, 5}), kTol);
}

TEST(ContactAabbAabb, PointBoxInside) {
  // B is the point (1.5, 1, 1): x + 0.5 beats y, z + 1.
  const Contact c = contact_aabb_aabb(kUnit2, {{1.5f, 1, 1}, {1.5f, 1, 1}});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 0.5f, (Vec3{2, 1, 1}), (Vec3{1.5f, 1, 1}), kTol);
}

TEST(ContactAabbAabb, FlatBoxesTouchingInAPlane) {
  // Two squares in z = 0 overlapping on [1, 2] in x: z depth 0 (+, tie) beats x 1 and y 1.
  const Contact c = contact_aabb_aabb({{0, 0, 0}, {2, 1, 0}}, {{1, 0, 0}, {3, 1, 0}});
  EXPECT_CONTACT(c, (Vec3{0, 0, 1}), 0, (Vec3{1.5f, 0.5f, 0}), (Vec3{1.5f, 0.5f, 0}), kTol);
}

TEST(ContactAabbAabb, SwappingAAndBNegatesTheNormal) {
  const Aabb b{{1.5f, 0.5f, -1}, {4, 1.5f, 3}};
  EXPECT_TRUE(test::IsSwapOf(contact_aabb_aabb(b, kUnit2), contact_aabb_aabb(kUnit2, b), kTol));
  const Aabb below{{0.5f, -3, 0.5f}, {1, 0.25f, 1}};
  EXPECT_TRUE(test::IsSwapOf(contact_aabb_aabb(below, kUnit2), contact_aabb_aabb(kUnit2, below), kTol));
}

TEST(ContactAabbAabb, AgreesWithTheOverlapFastPath) {
  for (const Real x : {-3.0f, -2.0f, -1.999f, 0.0f, 1.999f, 2.0f, 2.001f}) {
    const Aabb b{{x, 0, 0}, {x + 2, 1, 1}};
    EXPECT_EQ(contact_aabb_aabb({{0, 0, 0}, {0, 0, 0}}, b).hit(), overlap_aabb_aabb({{0, 0, 0}, {0, 0, 0}}, b).hit());
    EXPECT_EQ(contact_aabb_aabb(kUnit2, b).hit(), overlap_aabb_aabb(kUnit2, b).hit()) << x;
  }
}

TEST(ContactAabbAabb, InvalidFieldsNameTheArgument) {
  for (const auto& c : test::InvalidAabbs()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_aabb_aabb(c.shape, kUnit2), c.error, 0);
    EXPECT_INVALID(contact_aabb_aabb(kUnit2, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit
