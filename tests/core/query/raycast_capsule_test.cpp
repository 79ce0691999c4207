#include "sweepkit/query/raycast_capsule.hpp"

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
const Capsule kPillar{{0, 0, 0}, {0, 4, 0}, 1};  // vertical, y in [0, 4], radius 1

TEST(RaycastCapsule, HitsTheSide) {
  // From x = 5 towards the axis: cylinder surface x = 1 at distance 4.
  const RaycastHit h = raycast_capsule({{5, 2, 0}, {-1, 0, 0}}, kPillar, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 4.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 2, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), kTol);  // outward, perpendicular to the axis
}

TEST(RaycastCapsule, HitsTheTopCap) {
  // From y = 10 at speed 2: cap top y = 5 after 5, t = 2.5.
  const RaycastHit h = raycast_capsule({{0, 10, 0}, {0, -2, 0}}, kPillar, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 5, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), kTol);
}

TEST(RaycastCapsule, HitsTheBottomCapAsASegment) {
  // Segment y -3 -> 1: bottom y = -1 after 2 of 4, t = 0.5.
  const RaycastHit h = raycast_capsule({{0, -3, 0}, {0, 4, 0}}, kPillar, 1);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);
}

TEST(RaycastCapsule, ParallelToTheAxisHitsTheCapOffCentre) {
  // x = 0.6: cap sphere at y = 4 + sqrt(1 - 0.36) = 4.8, t = 10 - 4.8 = 5.2; normal (0.6, 0.8, 0).
  const RaycastHit h = raycast_capsule({{0.6f, 10, 0}, {0, -1, 0}}, kPillar, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 5.2f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.6f, 4.8f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0.6f, 0.8f, 0}), kTol);
}

TEST(RaycastCapsule, TiltedCapsule) {
  // Axis (0,0,0)->(3,4,0); the ray starts 5 along (0.8, -0.6, 0) from the axis point (1.5, 2, 0) and comes back:
  // surface after 5 - 1 = 4.
  const RaycastHit h = raycast_capsule({{5.5f, -1, 0}, {-0.8f, 0.6f, 0}}, {{0, 0, 0}, {3, 4, 0}, 1}, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 4.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{2.3f, 1.4f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0.8f, -0.6f, 0}), kTol);
}

TEST(RaycastCapsule, GrazingTheSideIsAHit) {
  // x = 1 = r, along z: touches at z = 0, t = 5.
  const RaycastHit h = raycast_capsule({{1, 2, -5}, {0, 0, 1}}, kPillar, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 5.0f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), kTol);
}

TEST(RaycastCapsule, PassingBeyondTheEndsIsAMiss) {
  // Crosses the infinite cylinder at y = 6, above the top cap (y <= 5).
  EXPECT_EQ(raycast_capsule({{5, 6, 0}, {-1, 0, 0}}, kPillar, kInf).status, Status::miss);
}

TEST(RaycastCapsule, ParallelToTheAxisBesideItIsAMiss) {
  const RaycastHit h = raycast_capsule({{1.5f, -5, 0}, {0, 1, 0}}, kPillar, kInf);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, std::numeric_limits<Real>::max());
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(RaycastCapsule, MaxFractionLimits) {
  EXPECT_EQ(raycast_capsule({{5, 2, 0}, {-1, 0, 0}}, kPillar, 4).status, Status::hit);
  const RaycastHit h = raycast_capsule({{5, 2, 0}, {-1, 0, 0}}, kPillar, 3);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 3);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(RaycastCapsule, OriginInsideIsInitialOverlap) {
  const RaycastHit h = raycast_capsule({{0.5f, 4.5f, 0}, {1, 0, 0}}, kPillar, kInf);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 4.5f, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(RaycastCapsule, OriginOnTheSurfaceIsInitialOverlap) {
  EXPECT_EQ(raycast_capsule({{1, 2, 0}, {1, 0, 0}}, kPillar, 1).status, Status::initial_overlap);
}

TEST(RaycastCapsule, ZeroDirectionIsAPointTest) {
  EXPECT_EQ(raycast_capsule({{5, 2, 0}, {0, 0, 0}}, kPillar, kInf).status, Status::miss);
  EXPECT_EQ(raycast_capsule({{0, 2, 0}, {0, 0, 0}}, kPillar, kInf).status, Status::initial_overlap);
}

TEST(RaycastCapsule, DegenerateCapsuleIsASphere) {
  // start == end at (0, 0, 0), r = 1: from x = -5, t = 4.
  const RaycastHit h = raycast_capsule({{-5, 0, 0}, {1, 0, 0}}, {{0, 0, 0}, {0, 0, 0}, 1}, kInf);
  EXPECT_NEAR(h.t, 4.0f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), kTol);
}

TEST(RaycastCapsule, ZeroRadiusSegmentIsHitWhenCrossed) {
  // r = 0: the ray along x at y = 2 crosses the segment x = 0 at t = 2; the normal faces the ray.
  const RaycastHit h = raycast_capsule({{-2, 2, 0}, {1, 0, 0}}, {{0, 0, 0}, {0, 4, 0}, 0}, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2.0f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), kTol);
}

using InvalidCase = test::RaycastInvalidCase<Capsule>;

class RaycastCapsuleInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(RaycastCapsuleInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const RaycastHit h = raycast_capsule(c.ray, c.shape, c.max_fraction);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

const Ray kRay{{5, 2, 0}, {-1, 0, 0}};

INSTANTIATE_TEST_SUITE_P(
    AllFields, RaycastCapsuleInvalid,
    ::testing::Values(
        InvalidCase{"NaNOrigin", {{5, 2, kNaN}, {-1, 0, 0}}, kPillar, 1, InputError::origin_not_finite, 0},
        InvalidCase{"NaNDirection", {{5, 2, 0}, {kNaN, 0, 0}}, kPillar, 1, InputError::direction_not_finite, 0},
        InvalidCase{"InfiniteStart", kRay, {{0, kInf, 0}, {0, 4, 0}, 1}, 1, InputError::start_not_finite, 1},
        InvalidCase{"NaNEnd", kRay, {{0, 0, 0}, {kNaN, 4, 0}, 1}, 1, InputError::end_not_finite, 1},
        InvalidCase{"NegativeRadius", kRay, {{0, 0, 0}, {0, 4, 0}, -1}, 1, InputError::radius_negative, 1},
        InvalidCase{"InfiniteRadius", kRay, {{0, 0, 0}, {0, 4, 0}, kInf}, 1, InputError::radius_not_finite, 1},
        InvalidCase{"NaNMaxFraction", kRay, kPillar, kNaN, InputError::max_fraction_invalid, 2},
        InvalidCase{"NegativeMaxFraction", kRay, kPillar, -1e-3f, InputError::max_fraction_invalid, 2}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
