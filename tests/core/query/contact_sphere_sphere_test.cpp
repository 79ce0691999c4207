#include "sweepkit/query/contact_sphere_sphere.hpp"

#include <gtest/gtest.h>

#include "contact_test_util.hpp"
#include "sweepkit/query/overlap_sphere_sphere.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;

TEST(ContactSphereSphere, OverlappingAlongX) {
  // |s| = 1.5, R = 2: depth 0.5, n = +x; point_a = 0 + 1 x, point_b = 1.5 x - 1 x.
  const Contact c = contact_sphere_sphere({{0, 0, 0}, 1}, {{1.5f, 0, 0}, 1});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 0.5f, (Vec3{1, 0, 0}), (Vec3{0.5f, 0, 0}), kTol);
  EXPECT_TRUE(c.hit());
}

TEST(ContactSphereSphere, OverlappingDiagonal) {
  // s = (3, 4, 0), |s| = 5, R = 2 + 4 = 6: depth 1, n = (0.6, 0.8, 0);
  // point_a = 2 n = (1.2, 1.6, 0), point_b = (3, 4, 0) - 4 n = (0.6, 0.8, 0).
  const Contact c = contact_sphere_sphere({{0, 0, 0}, 2}, {{3, 4, 0}, 4});
  EXPECT_CONTACT(c, (Vec3{0.6f, 0.8f, 0}), 1, (Vec3{1.2f, 1.6f, 0}), (Vec3{0.6f, 0.8f, 0}), kTol);
}

TEST(ContactSphereSphere, TouchingIsAHitWithZeroDepth) {
  // |s| = 3 = R: touching; both points at the touching point (0, 0, 1).
  const Contact c = contact_sphere_sphere({{0, 0, 0}, 1}, {{0, 0, 3}, 2});
  EXPECT_CONTACT(c, (Vec3{0, 0, 1}), 0, (Vec3{0, 0, 1}), (Vec3{0, 0, 1}), kTol);
}

TEST(ContactSphereSphere, SeparatedIsAMiss) {
  // |s| = 3.01 > R = 3.
  EXPECT_MISS(contact_sphere_sphere({{0, 0, 0}, 1}, {{0, 3.01f, 0}, 2}));
  EXPECT_MISS(contact_sphere_sphere({{-100, 0, 0}, 1}, {{100, 0, 0}, 1}));
}

TEST(ContactSphereSphere, SmallSphereDeepInsideLargeOne) {
  // |s| = 1, R = 6: depth 5; point_a = 5 y (A's far surface), point_b = (0, 1, 0) - 1 y = origin.
  const Contact c = contact_sphere_sphere({{0, 0, 0}, 5}, {{0, 1, 0}, 1});
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 5, (Vec3{0, 5, 0}), (Vec3{0, 0, 0}), kTol);
}

TEST(ContactSphereSphere, CoincidentCentresUsePlusY) {
  // No direction between the centres: +y by convention; depth = R - 0 = 3.
  const Contact c = contact_sphere_sphere({{1, 2, 3}, 1}, {{1, 2, 3}, 2});
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 3, (Vec3{1, 3, 3}), (Vec3{1, 0, 3}), kTol);
}

TEST(ContactSphereSphere, PointSpheres) {
  // Radius 0 both: touching only when the centres coincide (+y, depth 0).
  EXPECT_CONTACT(contact_sphere_sphere({{1, 1, 1}, 0}, {{1, 1, 1}, 0}), (Vec3{0, 1, 0}), 0, (Vec3{1, 1, 1}),
                 (Vec3{1, 1, 1}), kTol);
  EXPECT_MISS(contact_sphere_sphere({{1, 1, 1}, 0}, {{1, 1, 1.001f}, 0}));
}

TEST(ContactSphereSphere, SwappingAAndBNegatesTheNormal) {
  const Sphere a{{0, 0, 0}, 2};
  const Sphere b{{3, 4, 0}, 4};
  EXPECT_TRUE(test::IsSwapOf(contact_sphere_sphere(b, a), contact_sphere_sphere(a, b), kTol));
}

TEST(ContactSphereSphere, LargeCoordinates) {
  // Both far from the origin; the offset (0.5, 0, 0) is exact in float at 1e4: depth 2 - 0.5 = 1.5.
  const Contact c = contact_sphere_sphere({{1e4f, -1e4f, 0}, 1}, {{1e4f + 0.5f, -1e4f, 0}, 1});
  EXPECT_CONTACT(c, (Vec3{1, 0, 0}), 1.5f, (Vec3{1e4f + 1, -1e4f, 0}), (Vec3{1e4f - 0.5f, -1e4f, 0}), 1e-3f);
}

TEST(ContactSphereSphere, AgreesWithTheOverlapFastPath) {
  for (const Real x : {0.0f, 1.0f, 2.999f, 3.0f, 3.001f, 10.0f}) {
    const Sphere a{{0, 0, 0}, 1};
    const Sphere b{{x, 0, 0}, 2};
    EXPECT_EQ(contact_sphere_sphere(a, b).hit(), overlap_sphere_sphere(a, b).hit()) << x;
  }
}

TEST(ContactSphereSphere, InvalidFieldsNameTheArgument) {
  const Sphere ok{{0, 0, 0}, 1};
  for (const auto& c : test::InvalidSpheres()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_sphere_sphere(c.shape, ok), c.error, 0);
    EXPECT_INVALID(contact_sphere_sphere(ok, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit
