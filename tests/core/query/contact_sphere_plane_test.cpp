#include "sweepkit/query/contact_sphere_plane.hpp"

#include <gtest/gtest.h>

#include "contact_test_util.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_plane.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
const Plane kGround{{0, 1, 0}, 0};  // y = 0, normal +y

TEST(ContactSpherePlane, OverlappingFromThePositiveSide) {
  // d = 0.5, r = 1: depth 0.5, normal -n; point_a = c - 1 y, point_b = c - 0.5 y.
  const Contact c = contact_sphere_plane({{2, 0.5f, 3}, 1}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 0.5f, (Vec3{2, -0.5f, 3}), (Vec3{2, 0, 3}), kTol);
}

TEST(ContactSpherePlane, OverlappingFromTheNegativeSide) {
  // d = -0.25: normal +n (towards the plane), depth 1 - 0.25; point_a = c + 1 y.
  const Contact c = contact_sphere_plane({{0, -0.25f, 0}, 1}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, 1, 0}), 0.75f, (Vec3{0, 0.75f, 0}), (Vec3{0, 0, 0}), kTol);
}

TEST(ContactSpherePlane, TiltedOffsetPlane) {
  // Plane 0.6x + 0.8y - 2 = 0, c = (3, 4, 0): d = 1.8 + 3.2 - 2 = 3, r = 3.5: depth 0.5, normal (-0.6, -0.8, 0);
  // point_a = c + 3.5 normal = (0.9, 1.2, 0), point_b = c - 3 n = (1.2, 1.6, 0).
  const Contact c = contact_sphere_plane({{3, 4, 0}, 3.5f}, {{0.6f, 0.8f, 0}, -2});
  EXPECT_CONTACT(c, (Vec3{-0.6f, -0.8f, 0}), 0.5f, (Vec3{0.9f, 1.2f, 0}), (Vec3{1.2f, 1.6f, 0}), 2e-6f);
}

TEST(ContactSpherePlane, TouchingIsAHitWithZeroDepth) {
  // |d| = 1 = r from either side.
  EXPECT_CONTACT(contact_sphere_plane({{0, 1, 0}, 1}, kGround), (Vec3{0, -1, 0}), 0, (Vec3{0, 0, 0}),
                 (Vec3{0, 0, 0}), kTol);
  EXPECT_CONTACT(contact_sphere_plane({{4, -1, 4}, 1}, kGround), (Vec3{0, 1, 0}), 0, (Vec3{4, 0, 4}),
                 (Vec3{4, 0, 4}), kTol);
}

TEST(ContactSpherePlane, SeparatedOnEitherSideIsAMiss) {
  // Two-sided thin plane, not a half-space: a sphere wholly behind it misses too.
  EXPECT_MISS(contact_sphere_plane({{0, 1.01f, 0}, 1}, kGround));
  EXPECT_MISS(contact_sphere_plane({{0, -5, 0}, 1}, kGround));
}

TEST(ContactSpherePlane, CentreOnThePlaneCountsAsThePositiveSide) {
  // d = 0: normal -n (as sweep_sphere_plane), depth = r.
  const Contact c = contact_sphere_plane({{1, 0, 1}, 2}, kGround);
  EXPECT_CONTACT(c, (Vec3{0, -1, 0}), 2, (Vec3{1, -2, 1}), (Vec3{1, 0, 1}), kTol);
}

TEST(ContactSpherePlane, PointSphereOnThePlane) {
  EXPECT_CONTACT(contact_sphere_plane({{3, 0, 0}, 0}, kGround), (Vec3{0, -1, 0}), 0, (Vec3{3, 0, 0}),
                 (Vec3{3, 0, 0}), kTol);
  EXPECT_MISS(contact_sphere_plane({{3, 0.001f, 0}, 0}, kGround));
}

TEST(ContactSpherePlane, MatchesTheSweepsInitialOverlap) {
  // sweep_sphere_plane's initial overlap uses the same normal and the same point on the plane.
  for (const Real y : {0.5f, 0.0f, -0.25f}) {
    const Sphere s{{1, y, 2}, 1};
    const Contact c = contact_sphere_plane(s, kGround);
    const SweepHit h = sweep_sphere_plane(s, {0, 0, 0}, kGround);
    EXPECT_EQ(h.status, Status::initial_overlap);
    EXPECT_VEC_NEAR(c.normal, h.normal, 0);
    EXPECT_VEC_NEAR(c.point_b, h.point, 0);
  }
}

TEST(ContactSpherePlane, AgreesWithTheOverlapFastPath) {
  for (const Real y : {-1.001f, -1.0f, 0.0f, 0.999f, 1.0f, 1.001f}) {
    const Sphere s{{0, y, 0}, 1};
    EXPECT_EQ(contact_sphere_plane(s, kGround).hit(), overlap_sphere_plane(s, kGround).hit()) << y;
  }
}

TEST(ContactSpherePlane, InvalidFieldsNameTheArgument) {
  for (const auto& c : test::InvalidSpheres()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_sphere_plane(c.shape, kGround), c.error, 0);
  }
  for (const auto& c : test::InvalidPlanes()) {
    SCOPED_TRACE(c.name);
    EXPECT_INVALID(contact_sphere_plane({{0, 0, 0}, 1}, c.shape), c.error, 1);
  }
}

}  // namespace
}  // namespace sweepkit
