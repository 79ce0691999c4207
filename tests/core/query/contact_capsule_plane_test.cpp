#include "sweepkit/query/contact_capsule_plane.hpp"

#include <gtest/gtest.h>

#include "contact_test_util.hpp"
#include "sweepkit/query/contact_sphere_plane.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
const Plane kGround{{0, 1, 0}, 0};  // y = 0, normal +y

TEST(ContactCapsulePlane, OverlappingWithTheLowerEnd) {
  // ds = 0.5, de = 3: positive side, the start is deepest: depth 1 - 0.5, normal -y; point_a = start - 1 y.
  const Contact c = contact_capsule_plane({{0, 0.5f, 0}, {2, 3, 0}, 1}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.5f, (Vec3{0, -0.5f, 0}), (Vec3{0, 0, 0}), kTol);
}

TEST(ContactCapsulePlane, SegmentCrossingThePlane) {
  // ds = -1, de = 3: midpoint above (ds + de = 2), normal -y; push the plane below the start's cap:
  // depth = 0.5 - (-1) = 1.5, point_a = (0, -1.5, 0).
  const Contact c = contact_capsule_plane({{0, -1, 0}, {0, 3, 0}, 0.5f}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 1.5f, (Vec3{0, -1.5f, 0}), (Vec3{0, 0, 0}), kTol);
}

TEST(ContactCapsulePlane, MostlyBelowPushesUp) {
  // ds = -3, de = 1: midpoint below, normal +y, measured from below s = (3, -1): the end is deepest;
  // depth = 0.5 + 1 = 1.5, point_a = end + 0.5 y = (1, 1.5, 0), point_b = (1, 0, 0).
  const Contact c = contact_capsule_plane({{1, -3, 0}, {1, 1, 0}, 0.5f}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 1.5f, (Vec3{1, 1.5f, 0}), (Vec3{1, 0, 0}), kTol);
}

TEST(ContactCapsulePlane, LyingParallelUsesTheMiddle) {
  // ds = de = 0.25: the deepest points form a line; point_a is below its middle (1, 0.25, 0). depth 0.5 - 0.25.
  const Contact c = contact_capsule_plane({{-1, 0.25f, 0}, {3, 0.25f, 0}, 0.5f}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.25f, (Vec3{1, -0.25f, 0}), (Vec3{1, 0, 0}), kTol);
}

TEST(ContactCapsulePlane, TiltedPlaneParallelCapsule) {
  // Plane 0.6x + 0.8y - 2 = 0; the segment (3, 4, 0)-(3, 4, 5) runs parallel at d = 3, r = 3.5: depth 0.5,
  // normal (-0.6, -0.8, 0); middle (3, 4, 2.5); point_a = middle + 3.5 normal, point_b = middle - 3 n.
  const Contact c = contact_capsule_plane({{3, 4, 0}, {3, 4, 5}, 3.5f}, {{0.6f, 0.8f, 0}, -2});
  EXPECT_CONTACT(c, (Vec3{-0.6f, -0.8f, 0}), 0.5f, (Vec3{0.9f, 1.2f, 2.5f}), (Vec3{1.2f, 1.6f, 2.5f}), 2e-6f);
}

TEST(ContactCapsulePlane, TouchingIsAHitWithZeroDepth) {
  EXPECT_CONTACT(contact_capsule_plane({{0, 1, 0}, {0, 5, 0}, 1}, kGround), (Vec3{0, -1, 0}), 0, (Vec3{0, 0, 0}),
                 (Vec3{0, 0, 0}), kTol);
  EXPECT_CONTACT(contact_capsule_plane({{2, -4, 0}, {0, -1, 0}, 1}, kGround), (Vec3{0, 1, 0}), 0, (Vec3{0, 0, 0}),
                 (Vec3{0, 0, 0}), kTol);
}

TEST(ContactCapsulePlane, SeparatedOnEitherSideIsAMiss) {
  EXPECT_MISS(contact_capsule_plane({{0, 1.5f, 0}, {3, 2, 0}, 1}, kGround));
  EXPECT_MISS(contact_capsule_plane({{0, -1.01f, 0}, {3, -7, 0}, 1}, kGround));
}

TEST(ContactCapsulePlane, MidpointOnThePlaneCountsAsThePositiveSide) {
  // ds = -1, de = 1: ds + de = 0 -> positive side, normal -y; the start is deepest: depth 0.5 + 1.
  const Contact c = contact_capsule_plane({{0, -1, 0}, {0, 1, 0}, 0.5f}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 1.5f, (Vec3{0, -1.5f, 0}), (Vec3{0, 0, 0}), kTol);
}

TEST(ContactCapsulePlane, PointCapsuleIsASphere) {
  // start == end: exactly contact_sphere_plane, on both sides and on the plane.
  for (const Real y : {0.5f, 0.0f, -0.25f}) {
    const Contact c = contact_capsule_plane({{2, y, 3}, {2, y, 3}, 1}, kGround);
    const Contact s = contact_sphere_plane({{2, y, 3}, 1}, kGround);
    EXPECT_CONTACT(c, s.normal, s.depth, s.point_a, s.point_b, 0) << y;
  }
}

TEST(ContactCapsulePlane, InvalidFieldsNameTheArgument) {
  for (const auto& c : test::InvalidCapsules()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_capsule_plane(c.shape, kGround), c.error, 0);
  }
  for (const auto& c : test::InvalidPlanes()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_capsule_plane({{0, 0, 0}, {1, 0, 0}, 1}, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit
