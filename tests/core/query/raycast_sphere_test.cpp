#include "sweepkit/query/raycast_sphere.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "invalid_input_cases.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-5f;
constexpr Real kInf = std::numeric_limits<Real>::infinity();
constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kMaxReal = std::numeric_limits<Real>::max();
const Sphere kUnit{{0, 0, 0}, 1};

TEST(RaycastSphere, EndlessUnitRayGivesTheDistance) {
  // From x = -5 towards +x: surface at x = -1, distance 4.
  const RaycastHit h = raycast_sphere({{-5, 0, 0}, {1, 0, 0}}, kUnit, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 4.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{-1, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), kTol);  // outward at the hit
}

TEST(RaycastSphere, SegmentGivesTheFraction) {
  // Segment (-5,0,0) -> (5,0,0): surface at 4 of 10, t = 0.4.
  const RaycastHit h = raycast_sphere({{-5, 0, 0}, {10, 0, 0}}, kUnit, 1);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.4f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{-1, 0, 0}), kTol);
}

TEST(RaycastSphere, OffCentreHit) {
  // At y = 0.6 the surface is at x = -sqrt(1 - 0.36) = -0.8: t = 4.2, normal (-0.8, 0.6, 0).
  const RaycastHit h = raycast_sphere({{-5, 0.6f, 0}, {1, 0, 0}}, kUnit, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 4.2f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{-0.8f, 0.6f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.8f, 0.6f, 0}), kTol);
}

TEST(RaycastSphere, FromAboveWithALongDirection) {
  // Direction (0, -2, 0): the surface y = 1 is 4 away, t = 2.
  const RaycastHit h = raycast_sphere({{0, 5, 0}, {0, -2, 0}}, kUnit, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2.0f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), kTol);
}

TEST(RaycastSphere, OffsetCentre) {
  // Sphere at (10, 10, 10), r = 2, ray from (10, 10, 0) along +z: surface z = 8, t = 8.
  const RaycastHit h = raycast_sphere({{10, 10, 0}, {0, 0, 1}}, {{10, 10, 10}, 2}, kInf);
  EXPECT_NEAR(h.t, 8.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{10, 10, 8}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), kTol);
}

TEST(RaycastSphere, GrazingIsAHit) {
  // At y = 1 = r the ray touches the top at x = 0: t = 5.
  const RaycastHit h = raycast_sphere({{-5, 1, 0}, {1, 0, 0}}, kUnit, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 5.0f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), kTol);
}

TEST(RaycastSphere, MissKeepsMaxFraction) {
  const RaycastHit h = raycast_sphere({{-5, 1.5f, 0}, {1, 0, 0}}, kUnit, 10);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_FALSE(h.hit());
  EXPECT_EQ(h.t, 10);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(RaycastSphere, EndlessMissReportsTheLargestFiniteFraction) {
  const RaycastHit h = raycast_sphere({{-5, 1.5f, 0}, {1, 0, 0}}, kUnit, kInf);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, kMaxReal);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(RaycastSphere, MaxFractionIsInclusive) {
  // The hit is at t = 4: a cast up to 4 reaches it, one up to 3.9 stops short with t = 3.9.
  EXPECT_EQ(raycast_sphere({{-5, 0, 0}, {1, 0, 0}}, kUnit, 4).status, Status::hit);
  const RaycastHit h = raycast_sphere({{-5, 0, 0}, {1, 0, 0}}, kUnit, 3.9f);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 3.9f);
}

TEST(RaycastSphere, ZeroMaxFractionOnlyTestsTheOrigin) {
  const RaycastHit outside = raycast_sphere({{-5, 0, 0}, {1, 0, 0}}, kUnit, 0);
  EXPECT_EQ(outside.status, Status::miss);
  EXPECT_EQ(outside.t, 0);
  EXPECT_EQ(raycast_sphere({{0.5f, 0, 0}, {1, 0, 0}}, kUnit, 0).status, Status::initial_overlap);
}

TEST(RaycastSphere, OriginInsideIsInitialOverlap) {
  const RaycastHit h = raycast_sphere({{0.2f, 0.3f, 0}, {1, 0, 0}}, kUnit, kInf);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(h.hit());
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.2f, 0.3f, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(RaycastSphere, OriginOnTheSurfaceIsInitialOverlap) {
  EXPECT_EQ(raycast_sphere({{0, 1, 0}, {0, 1, 0}}, kUnit, 1).status, Status::initial_overlap);
}

TEST(RaycastSphere, PointingAwayIsAMiss) {
  EXPECT_EQ(raycast_sphere({{-5, 0, 0}, {-1, 0, 0}}, kUnit, kInf).status, Status::miss);
}

TEST(RaycastSphere, ParallelPastTheSphereIsAMiss) {
  // Beside the sphere (y = 2), along x: b = m·d = 0 once level, no division anywhere.
  EXPECT_EQ(raycast_sphere({{0, 2, 0}, {1, 0, 0}}, kUnit, kInf).status, Status::miss);
}

TEST(RaycastSphere, ZeroDirectionIsAPointTest) {
  const RaycastHit outside = raycast_sphere({{-5, 0, 0}, {0, 0, 0}}, kUnit, kInf);
  EXPECT_EQ(outside.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(outside));
  EXPECT_EQ(raycast_sphere({{0, 0, 0}, {0, 0, 0}}, kUnit, kInf).status, Status::initial_overlap);
}

TEST(RaycastSphere, PointSphereHitDeadOnFacesTheRay) {
  // r = 0: the ray passes through the centre at t = 5; the surface has no direction, the normal faces the ray.
  const RaycastHit h = raycast_sphere({{-5, 0, 0}, {1, 0, 0}}, {{0, 0, 0}, 0}, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 5.0f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), kTol);
}

TEST(RaycastSphere, FarFromTheOriginKeepsPrecision) {
  // Sphere at x = 1e5, r = 0.5; ray from 10 before it: t = 9.5 (float spacing at 1e5 is ~0.008).
  const RaycastHit h = raycast_sphere({{1e5f - 10, 0, 0}, {1, 0, 0}}, {{1e5f, 0, 0}, 0.5f}, kInf);
  EXPECT_NEAR(h.t, 9.5f, 1e-4f);
}

using InvalidCase = test::RaycastInvalidCase<Sphere>;

class RaycastSphereInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(RaycastSphereInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const RaycastHit h = raycast_sphere(c.ray, c.shape, c.max_fraction);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

const Ray kRay{{-5, 0, 0}, {1, 0, 0}};

INSTANTIATE_TEST_SUITE_P(
    AllFields, RaycastSphereInvalid,
    ::testing::Values(
        InvalidCase{"NaNOrigin", {{kNaN, 0, 0}, {1, 0, 0}}, kUnit, 1, InputError::origin_not_finite, 0},
        InvalidCase{"InfiniteDirection", {{-5, 0, 0}, {kInf, 0, 0}}, kUnit, 1, InputError::direction_not_finite, 0},
        InvalidCase{"NaNCenter", kRay, {{0, 0, kNaN}, 1}, 1, InputError::center_not_finite, 1},
        InvalidCase{"NegativeRadius", kRay, {{0, 0, 0}, -1}, 1, InputError::radius_negative, 1},
        InvalidCase{"InfiniteRadius", kRay, {{0, 0, 0}, kInf}, 1, InputError::radius_not_finite, 1},
        InvalidCase{"NaNMaxFraction", kRay, kUnit, kNaN, InputError::max_fraction_invalid, 2},
        InvalidCase{"NegativeMaxFraction", kRay, kUnit, -1, InputError::max_fraction_invalid, 2},
        InvalidCase{"MinusInfinityMaxFraction", kRay, kUnit, -kInf, InputError::max_fraction_invalid, 2}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
