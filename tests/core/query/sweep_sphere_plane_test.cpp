#include "sweepkit/query/sweep_sphere_plane.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "invalid_input_cases.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
const Plane kGround{{0, 1, 0}, 0};  // y = 0, normal +y

TEST(SweepSpherePlane, HitFromPositiveSide) {
  // d0 = 5, d1 = -5, r = 1: t = (5 - 1) / (5 + 5) = 0.4, Ci = (0, 1, 0).
  const SweepHit h = sweep_sphere_plane({{0, 5, 0}, 1}, {0, -10, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.4f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 1, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);  // from the sphere towards the plane
}

TEST(SweepSpherePlane, HitFromNegativeSideSeedBug) {
  // Reference 000 only tested d0 > r && d1 < r, so it missed this. d0 = -5, d1 = 5:
  // t = (d0 + r) / (d0 - d1) = (-5 + 1) / (-10) = 0.4, Ci = (0, -1, 0).
  const SweepHit h = sweep_sphere_plane({{0, -5, 0}, 1}, {0, 10, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.4f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, -1, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), kTol);
}

TEST(SweepSpherePlane, TiltedOffsetPlane) {
  // Plane 0.6x + 0.8y - 2 = 0. C0 = (3, 4, 0): d0 = 1.8 + 3.2 - 2 = 3. d = (-3, -4, 0): n·d = -5, d1 = -2.
  // r = 0.5: t = (3 - 0.5) / (3 + 2) = 0.5, Ci = (1.5, 2, 0), point = Ci - 0.5 n = (1.2, 1.6, 0).
  const SweepHit h = sweep_sphere_plane({{3, 4, 0}, 0.5f}, {-3, -4, 0}, {{0.6f, 0.8f, 0}, -2});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{1.5f, 2, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1.2f, 1.6f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.6f, -0.8f, 0}), kTol);
}

TEST(SweepSpherePlane, FastSphereThatDiscreteTestsMissIsCaught) {
  // |d0| = |d1| = 1 > r = 0.1: neither frame end overlaps. t = (1 - 0.1) / 2 = 0.45.
  const SweepHit h = sweep_sphere_plane({{0, 1, 0}, 0.1f}, {0, -2, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.45f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0.1f, 0}), kTol);
}

TEST(SweepSpherePlane, TouchingAtStartIsInitialOverlap) {
  // |d0| = 1 = r: touching counts; t = 0, point is the centre's projection.
  const SweepHit h = sweep_sphere_plane({{2, 1, 3}, 1}, {0, 5, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(h.hit());
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.position, (Vec3{2, 1, 3}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 0, 3}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);
}

TEST(SweepSpherePlane, OverlapOnNegativeSideNormalPointsUp) {
  const SweepHit h = sweep_sphere_plane({{0, -0.5f, 0}, 1}, {0, 0, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), kTol);
}

TEST(SweepSpherePlane, CentreOnPlaneCountsAsPositiveSide) {
  const SweepHit h = sweep_sphere_plane({{0, 0, 0}, 0}, {0, 1, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);
}

TEST(SweepSpherePlane, TouchingAtEndOfFrameIsAHit) {
  // d0 = 5, d1 = 1 = r: t = (5 - 1) / (5 - 1) = 1.
  const SweepHit h = sweep_sphere_plane({{0, 5, 0}, 1}, {0, -4, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 1, 0}), kTol);
}

TEST(SweepSpherePlane, StoppingShortIsAMiss) {
  const SweepHit h = sweep_sphere_plane({{0, 5, 0}, 1}, {0, -3, 0}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_FALSE(h.hit());
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 2, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(SweepSpherePlane, ZeroMotionClearOfThePlaneIsAMiss) {
  const SweepHit h = sweep_sphere_plane({{0, 5, 0}, 1}, {0, 0, 0}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepSpherePlane, ParallelMotionIsAMiss) {
  const SweepHit h = sweep_sphere_plane({{0, 5, 0}, 1}, {100, 0, -100}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_VEC_NEAR(h.position, (Vec3{100, 5, -100}), kTol);
}

TEST(SweepSpherePlane, MovingAwayIsAMiss) {
  EXPECT_EQ(sweep_sphere_plane({{0, 5, 0}, 1}, {0, 10, 0}, kGround).status, Status::miss);
  EXPECT_EQ(sweep_sphere_plane({{0, -5, 0}, 1}, {0, -10, 0}, kGround).status, Status::miss);
}

TEST(SweepSpherePlane, PointSweepIsASegmentTest) {
  // r = 0: the segment from (0, 2, 0) to (0, -2, 0) crosses y = 0 at t = 0.5.
  const SweepHit h = sweep_sphere_plane({{0, 2, 0}, 0}, {0, -4, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
}

TEST(SweepSpherePlane, LargeCoordinatesKeepTheirPrecision) {
  // Far from the origin (1e5) along the plane; the distance to the plane is small and exact.
  // d0 = 10, d1 = -10, r = 0.5: t = 9.5 / 20 = 0.475.
  const SweepHit h = sweep_sphere_plane({{1e5f, 10, -1e5f}, 0.5f}, {0, -20, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.475f, kTol);
  EXPECT_NEAR(h.position.y, 0.5f, 1e-5f);
}

TEST(SweepSpherePlane, AcceptsNormalsWithinUnitTolerance) {
  EXPECT_EQ(sweep_sphere_plane({{0, 5, 0}, 1}, {0, -10, 0}, {{0, 1.00005f, 0}, 0}).status, Status::hit);
}

using InvalidCase = test::SweepPlaneInvalidCase<Sphere>;

class SweepSpherePlaneInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(SweepSpherePlaneInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const SweepHit h = sweep_sphere_plane(c.shape, c.displacement, c.plane);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();

INSTANTIATE_TEST_SUITE_P(
    AllFields, SweepSpherePlaneInvalid,
    ::testing::Values(
        InvalidCase{"NaNCenter", {{kNaN, 0, 0}, 1}, {0, -1, 0}, kGround, InputError::center_not_finite, 0},
        InvalidCase{"InfiniteRadius", {{0, 5, 0}, kInf}, {0, -1, 0}, kGround, InputError::radius_not_finite, 0},
        InvalidCase{"CenterBeyondMaxMagnitude", {{2e8f, 0, 0}, 1}, {0, -1, 0}, kGround, InputError::center_not_finite,
                    0},
        InvalidCase{"NegativeRadius", {{0, 5, 0}, -1}, {0, -1, 0}, kGround, InputError::radius_negative, 0},
        InvalidCase{"NaNDisplacement", {{0, 5, 0}, 1}, {0, kNaN, 0}, kGround, InputError::vector_not_finite, 1},
        InvalidCase{"InfiniteDisplacement", {{0, 5, 0}, 1}, {-kInf, 0, 0}, kGround, InputError::vector_not_finite, 1},
        InvalidCase{"ZeroNormal", {{0, 5, 0}, 1}, {0, -1, 0}, {{0, 0, 0}, 0}, InputError::normal_zero, 2},
        InvalidCase{"NonUnitNormal", {{0, 5, 0}, 1}, {0, -1, 0}, {{0, 2, 0}, 0}, InputError::normal_not_unit, 2},
        InvalidCase{"NaNNormal", {{0, 5, 0}, 1}, {0, -1, 0}, {{0, kNaN, 0}, 0}, InputError::normal_not_finite, 2},
        InvalidCase{"InfiniteConstant", {{0, 5, 0}, 1}, {0, -1, 0}, {{0, 1, 0}, kInf}, InputError::constant_not_finite,
                    2}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
