#include "sweepkit/query/contact_sphere_capsule.hpp"

#include <gtest/gtest.h>

#include "contact_test_util.hpp"
#include "sweepkit/query/contact_sphere_sphere.hpp"
#include "sweepkit/query/overlap_sphere_capsule.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
const Capsule kAlongX{{0, 0, 0}, {4, 0, 0}, 0.5f};

TEST(ContactSphereCapsule, OverlappingTheSide) {
  // c = (2, 1, 0) is nearest q = (2, 0, 0): |q - c| = 1, R = 1.5: depth 0.5, normal -y;
  // point_a = c - 1 y = (2, 0, 0), point_b = q + 0.5 y.
  const Contact c = contact_sphere_capsule({{2, 1, 0}, 1}, kAlongX);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.5f, (Vec3{2, 0, 0}), (Vec3{2, 0.5f, 0}), kTol);
}

TEST(ContactSphereCapsule, OverlappingTheEndCap) {
  // c = (-1.2, 1.6, 0) is nearest the start q = 0: |q - c| = 2, R = 1.5 + 1: depth 0.5, normal (0.6, -0.8, 0);
  // point_a = c + 1.5 n = (-0.3, 0.4, 0), point_b = q - 1 n = (-0.6, 0.8, 0).
  const Contact c = contact_sphere_capsule({{-1.2f, 1.6f, 0}, 1.5f}, {{0, 0, 0}, {4, 0, 0}, 1});
  EXPECT_CONTACT(c, (Vec3{0.6f, -0.8f, 0}), 0.5f, (Vec3{-0.3f, 0.4f, 0}), (Vec3{-0.6f, 0.8f, 0}), kTol);
}

TEST(ContactSphereCapsule, TouchingIsAHitWithZeroDepth) {
  // |q - c| = 1.5 = R.
  const Contact c = contact_sphere_capsule({{2, 1.5f, 0}, 1}, kAlongX);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0, (Vec3{2, 0.5f, 0}), (Vec3{2, 0.5f, 0}), kTol);
}

TEST(ContactSphereCapsule, SeparatedIsAMiss) {
  EXPECT_MISS(contact_sphere_capsule({{2, 1.6f, 0}, 1}, kAlongX));
  EXPECT_MISS(contact_sphere_capsule({{5.6f, 0, 0}, 1}, kAlongX));  // beyond the end: 1.6 > 1.5
}

TEST(ContactSphereCapsule, CentreOnTheSegmentUsesThePerpendicularNearestPlusY) {
  // Horizontal segment: +y is already perpendicular. depth = R = 1.5.
  EXPECT_CONTACT(contact_sphere_capsule({{1, 0, 0}, 1}, kAlongX), (Vec3{0, 1, 0}), 1.5f, (Vec3{1, 1, 0}),
                 (Vec3{1, -0.5f, 0}), kTol);
  // Vertical segment: +y runs along it, so +x made perpendicular is used.
  EXPECT_CONTACT(contact_sphere_capsule({{0, 2, 0}, 1}, {{0, 0, 0}, {0, 4, 0}, 0.5f}), (Vec3{1, 0, 0}), 1.5f,
                 (Vec3{1, 2, 0}), (Vec3{-0.5f, 2, 0}), kTol);
  // Tilted u = (0.8, 0.6, 0): y - 0.6 u = (-0.48, 0.64, 0), normalised (-0.6, 0.8, 0); depth R = 2,
  // point_a = c + 1 n = (3.4, 3.8, 0), point_b = c - 1 n = (4.6, 2.2, 0).
  EXPECT_CONTACT(contact_sphere_capsule({{4, 3, 0}, 1}, {{0, 0, 0}, {8, 6, 0}, 1}), (Vec3{-0.6f, 0.8f, 0}), 2,
                 (Vec3{3.4f, 3.8f, 0}), (Vec3{4.6f, 2.2f, 0}), 2e-6f);
  // Steeper u = (0.6, 0.8, 0), within 45° of y: x - 0.6 u = (0.64, -0.48, 0), normalised (0.8, -0.6, 0).
  EXPECT_CONTACT(contact_sphere_capsule({{3, 4, 0}, 1}, {{0, 0, 0}, {6, 8, 0}, 1}), (Vec3{0.8f, -0.6f, 0}), 2,
                 (Vec3{3.8f, 3.4f, 0}), (Vec3{2.2f, 4.6f, 0}), 2e-6f);
}

TEST(ContactSphereCapsule, PointCapsuleIsASphere) {
  // start == end: the same contact as contact_sphere_sphere, coincident centres included (+y).
  const Sphere a{{0, 0, 3}, 2.5f};
  const Contact c = contact_sphere_capsule(a, {{0, 0, 0}, {0, 0, 0}, 1});
  EXPECT_CONTACT(c, (Vec3{0, 0, -1}), 0.5f, (Vec3{0, 0, 0.5f}), (Vec3{0, 0, 1}), kTol);
  EXPECT_CONTACT(contact_sphere_capsule({{1, 1, 1}, 1}, {{1, 1, 1}, {1, 1, 1}, 1}), (Vec3{0, 1, 0}), 2,
                 (Vec3{1, 2, 1}), (Vec3{1, 0, 1}), kTol);
}

TEST(ContactSphereCapsule, AgreesWithTheOverlapFastPath) {
  for (const Real y : {0.0f, 1.0f, 1.499f, 1.5f, 1.501f, 3.0f}) {
    const Sphere s{{4.0f, y, 0}, 1};
    EXPECT_EQ(contact_sphere_capsule(s, kAlongX).hit(), overlap_sphere_capsule(s, kAlongX).hit()) << y;
  }
}

TEST(ContactSphereCapsule, InvalidFieldsNameTheArgument) {
  for (const auto& c : test::InvalidSpheres()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_sphere_capsule(c.shape, kAlongX), c.error, 0);
  }
  for (const auto& c : test::InvalidCapsules()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_sphere_capsule({{0, 0, 0}, 1}, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit
