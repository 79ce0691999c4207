#include "sweepkit/query/raycast_plane.hpp"

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
const Plane kGround{{0, 1, 0}, 0};  // y = 0, normal +y

TEST(RaycastPlane, EndlessRayFromAbove) {
  // 5 above, straight down: distance 5; the normal faces the origin's side (+y).
  const RaycastHit h = raycast_plane({{1, 5, 2}, {0, -1, 0}}, kGround, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 5.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0, 2}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

TEST(RaycastPlane, SegmentFromBelow) {
  // s = -2, n·d = 4: t = 0.5; the normal faces the origin's side (-y).
  const RaycastHit h = raycast_plane({{0, -2, 0}, {0, 4, 0}}, kGround, 1);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(RaycastPlane, ObliqueRay) {
  // s = 3, n·d = -3: t = 1, point (4, 0, 0).
  const RaycastHit h = raycast_plane({{0, 3, 0}, {4, -3, 0}}, kGround, 1);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 1.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{4, 0, 0}), kTol);
}

TEST(RaycastPlane, TiltedOffsetPlane) {
  // Plane 0.6x + 0.8y - 2 = 0; origin (0, 0, 0): s = -2 (negative side), along +x: n·d = 0.6, t = 2 / 0.6.
  const RaycastHit h = raycast_plane({{0, 0, 0}, {1, 0, 0}}, {{0.6f, 0.8f, 0}, -2}, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2.0f / 0.6f, kTol);
  // The normal as given, normalised: 0.6f and 0.8f are unit to float32 rounding (unchanged in the float build)
  // but not in double, where it moves by ~1e-8.
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.6f, -0.8f, 0}), Real(1e-7));
}

TEST(RaycastPlane, ParallelIsAMiss) {
  const RaycastHit h = raycast_plane({{0, 1, 0}, {1, 0, 1}}, kGround, kInf);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, std::numeric_limits<Real>::max());
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(RaycastPlane, MovingAwayIsAMiss) {
  EXPECT_EQ(raycast_plane({{0, 1, 0}, {0, 1, 0}}, kGround, kInf).status, Status::miss);
  EXPECT_EQ(raycast_plane({{0, -1, 0}, {0, -1, 0}}, kGround, kInf).status, Status::miss);
}

TEST(RaycastPlane, MaxFractionLimits) {
  // The hit is at t = 5: reached by max 5, missed by max 2 (t = 2 then).
  EXPECT_EQ(raycast_plane({{0, 5, 0}, {0, -1, 0}}, kGround, 5).status, Status::hit);
  const RaycastHit h = raycast_plane({{0, 5, 0}, {0, -1, 0}}, kGround, 2);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 2);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
}

TEST(RaycastPlane, OriginOnThePlaneIsInitialOverlap) {
  const RaycastHit h = raycast_plane({{3, 0, 4}, {0, -1, 0}}, kGround, kInf);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{3, 0, 4}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(RaycastPlane, ZeroDirectionIsAPointTest) {
  EXPECT_EQ(raycast_plane({{0, 2, 0}, {0, 0, 0}}, kGround, kInf).status, Status::miss);
  EXPECT_EQ(raycast_plane({{0, 0, 0}, {0, 0, 0}}, kGround, kInf).status, Status::initial_overlap);
}

TEST(RaycastPlane, HitBeyondTheFloatRangeIsAMiss) {
  if (sizeof(Real) != 4) GTEST_SKIP() << "float32 rounding case (this is the SWEEPKIT_DOUBLE build)";
  // s = 5, n·d = -1e-38: t = 5e38 overflows float; an endless ray reports a miss, never infinity.
  const RaycastHit h = raycast_plane({{0, 5, 0}, {1, -1e-38f, 0}}, kGround, kInf);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

using InvalidCase = test::RaycastInvalidCase<Plane>;

class RaycastPlaneInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(RaycastPlaneInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const RaycastHit h = raycast_plane(c.ray, c.shape, c.max_fraction);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

const Ray kRay{{0, 5, 0}, {0, -1, 0}};

INSTANTIATE_TEST_SUITE_P(
    AllFields, RaycastPlaneInvalid,
    ::testing::Values(
        InvalidCase{"NaNOrigin", {{0, kNaN, 0}, {0, -1, 0}}, kGround, 1, InputError::origin_not_finite, 0},
        InvalidCase{"InfiniteDirection", {{0, 5, 0}, {0, -kInf, 0}}, kGround, 1, InputError::direction_not_finite, 0},
        InvalidCase{"ZeroNormal", kRay, {{0, 0, 0}, 0}, 1, InputError::normal_zero, 1},
        InvalidCase{"NonUnitNormal", kRay, {{0, 3, 0}, 0}, 1, InputError::normal_not_unit, 1},
        InvalidCase{"NaNNormal", kRay, {{0, kNaN, 0}, 0}, 1, InputError::normal_not_finite, 1},
        InvalidCase{"InfiniteConstant", kRay, {{0, 1, 0}, kInf}, 1, InputError::constant_not_finite, 1},
        InvalidCase{"NaNMaxFraction", kRay, kGround, kNaN, InputError::max_fraction_invalid, 2},
        InvalidCase{"NegativeMaxFraction", kRay, kGround, -3, InputError::max_fraction_invalid, 2}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
