#include "sweepkit/query/contact_capsule_capsule.hpp"

#include <gtest/gtest.h>

#include "contact_test_util.hpp"
#include "sweepkit/query/overlap_capsule_capsule.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
const Capsule kAlongX{{-2, 0, 0}, {2, 0, 0}, 0.5f};

TEST(ContactCapsuleCapsule, CrossingWithAGap) {
  // B along z at y = 1: closest points p = 0, q = (0, 1, 0); |q - p| = 1, R = 1.25: depth 0.25, normal +y;
  // point_a = p + 0.5 y, point_b = q - 0.75 y.
  const Contact c = contact_capsule_capsule(kAlongX, {{0, 1, -2}, {0, 1, 2}, 0.75f});
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 0.25f, (Vec3{0, 0.5f, 0}), (Vec3{0, 0.25f, 0}), kTol);
}

TEST(ContactCapsuleCapsule, EndToEnd) {
  // A's end (1, 0, 0) and B's start (1.6, 0.8, 0) are closest: distance 1 along (0.6, 0.8, 0); R = 0.5 + 0.7:
  // depth 0.2; point_a = (1, 0, 0) + 0.5 n = (1.3, 0.4, 0), point_b = (1.6, 0.8, 0) - 0.7 n = (1.18, 0.24, 0).
  const Contact c = contact_capsule_capsule({{0, 0, 0}, {1, 0, 0}, 0.5f}, {{1.6f, 0.8f, 0}, {1.6f, 3, 0}, 0.7f});
  EXPECT_CONTACT(c, (Vec3{0.6f, 0.8f, 0}), 0.2f, (Vec3{1.3f, 0.4f, 0}), (Vec3{1.18f, 0.24f, 0}), kTol);
}

TEST(ContactCapsuleCapsule, ParallelSideBySide) {
  // Segments [0, 4] and [2, 6] on x, 1.5 apart in y; closest_points_segment_segment picks p = (2, 0, 0),
  // q = (2, 1.5, 0). R = 2: depth 0.5, normal +y.
  const Contact c = contact_capsule_capsule({{0, 0, 0}, {4, 0, 0}, 1}, {{2, 1.5f, 0}, {6, 1.5f, 0}, 1});
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 0.5f, (Vec3{2, 1, 0}), (Vec3{2, 0.5f, 0}), kTol);
}

TEST(ContactCapsuleCapsule, TouchingIsAHitWithZeroDepth) {
  // |q - p| = 1 = 0.5 + 0.5.
  const Contact c = contact_capsule_capsule(kAlongX, {{0, 1, -2}, {0, 1, 2}, 0.5f});
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 0, (Vec3{0, 0.5f, 0}), (Vec3{0, 0.5f, 0}), kTol);
}

TEST(ContactCapsuleCapsule, SeparatedIsAMiss) {
  EXPECT_MISS(contact_capsule_capsule(kAlongX, {{0, 1.3f, -2}, {0, 1.3f, 2}, 0.75f}));  // 1.3 > 1.25
  EXPECT_MISS(contact_capsule_capsule(kAlongX, {{3.1f, 0, 0}, {5, 0, 0}, 0.5f}));       // collinear, gap 1.1 > 1
}

TEST(ContactCapsuleCapsule, CrossingSegmentsUseTheCrossProduct) {
  // The segments meet at the origin: normal = x × y = +z separates them by the full R = 0.75.
  const Capsule a{{-1, 0, 0}, {1, 0, 0}, 0.25f};
  const Capsule b{{0, -1, 0}, {0, 1, 0}, 0.5f};
  const Contact ab = contact_capsule_capsule(a, b);
  EXPECT_CONTACT(ab, (Vec3{0, 0, 1}), 0.75f, (Vec3{0, 0, 0.25f}), (Vec3{0, 0, -0.5f}), kTol);
  // Swapped: y × x = -z.
  EXPECT_TRUE(test::IsSwapOf(contact_capsule_capsule(b, a), ab, kTol));
}

TEST(ContactCapsuleCapsule, CollinearOverlapUsesThePerpendicularNearestPlusY) {
  // [0, 2] and [1, 3] on x: the segment closest points coincide at (1, 0, 0) (s = 0.5, t = 0); parallel, so
  // +y (already perpendicular to x); depth 0.5 + 0.25.
  const Contact c = contact_capsule_capsule({{0, 0, 0}, {2, 0, 0}, 0.5f}, {{1, 0, 0}, {3, 0, 0}, 0.25f});
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 0.75f, (Vec3{1, 0.5f, 0}), (Vec3{1, -0.25f, 0}), kTol);
}

TEST(ContactCapsuleCapsule, IdenticalVerticalCapsulesUsePlusX) {
  // Coincident segments along y: +x made perpendicular; closest points both at the start (s = t = 0).
  const Capsule a{{0, 0, 0}, {0, 2, 0}, 1};
  const Contact c = contact_capsule_capsule(a, a);
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 2, (Vec3{1, 0, 0}), (Vec3{-1, 0, 0}), kTol);
}

TEST(ContactCapsuleCapsule, PointCapsules) {
  // Both points: spheres. Coincident: +y. A point on B's segment: B's perpendicular nearest +y (+x, the segment
  // being along y), from B, which comes first in the canonical order (start.y 0 < 1), towards A: -x from A.
  EXPECT_CONTACT(contact_capsule_capsule({{1, 2, 3}, {1, 2, 3}, 1}, {{1, 2, 3}, {1, 2, 3}, 1}), (Vec3{0, 1, 0}), 2,
                 (Vec3{1, 3, 3}), (Vec3{1, 1, 3}), kTol);
  EXPECT_CONTACT(contact_capsule_capsule({{0, 1, 0}, {0, 1, 0}, 0.5f}, {{0, 0, 0}, {0, 4, 0}, 0.5f}), (Vec3{-1, 0, 0}),
                 1, (Vec3{-0.5f, 1, 0}), (Vec3{0.5f, 1, 0}), kTol);
  EXPECT_CONTACT(contact_capsule_capsule({{0, 0, 0}, {0, 4, 0}, 0.5f}, {{0, 1, 0}, {0, 1, 0}, 0.5f}), (Vec3{1, 0, 0}),
                 1, (Vec3{0.5f, 1, 0}), (Vec3{-0.5f, 1, 0}), kTol);
}

TEST(ContactCapsuleCapsule, AStubBesideANearlyParallelSegmentOnlyTouches) {
  // A fuzz finding: a 3e-5 stub (radius 0.00573) beside a 5 m segment (radius 2e-7) at 0.1 degrees, 0.00573
  // apart. The distance, by brute force in double over the stub (each point projected onto the segment), is
  // 0.0057291020 at the stub's start, so the depth is ra + rb - that = 2.66e-7, along (0, 1, -0.00114): touching,
  // not the full ra + rb of segments that meet. Moved by 100 the inputs round by 4e-6: a miss or a touch.
  const Capsule a{{7.10542693e-15f, -0.00572916633f, -0.00572916633f}, {-0.00572916633f, -3.49680562e-07f, 5},
                  2.01820995e-07f};
  const Capsule b{{0, 0, -0.00567626907f}, {2.44044318e-09f, 0, -0.00570799503f}, 0.00572916633f};
  const Contact c = contact_capsule_capsule(a, b);
  ASSERT_TRUE(c.hit());
  EXPECT_NEAR(c.depth, 2.66e-7, 2e-6);
  EXPECT_NEAR(c.normal.y, 1, 1e-5);
  const Vec3 o{100, -100, 50};
  const Contact far = contact_capsule_capsule({a.start + o, a.end + o, a.radius}, {b.start + o, b.end + o, b.radius});
  EXPECT_LE(far.depth, 1e-5f);
}

TEST(ContactCapsuleCapsule, SwappingAAndBNegatesTheNormal) {
  const Capsule a{{0, 0, 0}, {1, 0, 0}, 0.5f};
  const Capsule b{{1.6f, 0.8f, 0}, {1.6f, 3, 0}, 0.7f};
  EXPECT_TRUE(test::IsSwapOf(contact_capsule_capsule(b, a), contact_capsule_capsule(a, b), kTol));
}

TEST(ContactCapsuleCapsule, AgreesWithTheOverlapFastPath) {
  for (const Real y : {0.0f, 0.5f, 1.2499f, 1.25f, 1.2501f, 4.0f}) {
    const Capsule b{{0, y, -2}, {0, y, 2}, 0.75f};
    EXPECT_EQ(contact_capsule_capsule(kAlongX, b).hit(), overlap_capsule_capsule(kAlongX, b).hit()) << y;
  }
}

TEST(ContactCapsuleCapsule, InvalidFieldsNameTheArgument) {
  for (const auto& c : test::InvalidCapsules()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_capsule_capsule(c.shape, kAlongX), c.error, 0);
    EXPECT_INVALID(contact_capsule_capsule(kAlongX, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit
