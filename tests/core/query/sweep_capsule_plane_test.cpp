#include "sweepkit/query/sweep_capsule_plane.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "invalid_input_cases.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-5f;
const Plane kGround{{0, 1, 0}, 0};  // y = 0, normal +y

TEST(SweepCapsulePlane, StartEndLeadsFromAbove) {
  // Nearer end = start, d = 3, r = 0.5, n·d = -5: t = (3 - 0.5) / 5 = 0.5; start at t = (0, 0.5, 0).
  const SweepHit h = sweep_capsule_plane({{0, 3, 0}, {0, 5, 0}, 0.5f}, {0, -5, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0.5f, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);  // from the capsule towards the plane
}

TEST(SweepCapsulePlane, EndEndLeads) {
  // Nearer end = end (2, 3, 0), r = 1: t = (3 - 1) / 4 = 0.5, touching below the end at (2, 0, 0);
  // position is the start at t: (0, 5 - 2, 0).
  const SweepHit h = sweep_capsule_plane({{0, 5, 0}, {2, 3, 0}, 1}, {0, -4, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 3, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 0, 0}), kTol);
}

TEST(SweepCapsulePlane, ParallelSegmentTouchesBelowItsMiddle) {
  // Both ends at d = 2, r = 0.5: t = 1.5 / 3 = 0.5; the middle (1, 2, 0) projects to (1, 0, 0).
  const SweepHit h = sweep_capsule_plane({{-1, 2, 0}, {3, 2, 0}, 0.5f}, {0, -3, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{-1, 0.5f, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0, 0}), kTol);
}

TEST(SweepCapsulePlane, HitsFromBelow) {
  // Nearer end start at d = -3: t = (3 - 0.5) / 5 = 0.5, normal +y.
  const SweepHit h = sweep_capsule_plane({{0, -3, 0}, {0, -5, 0}, 0.5f}, {0, 5, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

TEST(SweepCapsulePlane, TiltedPlane) {
  // Plane 0.6x + 0.8y - 2 = 0; ends at d = 3 (start (3, 4, 0)) and d = 5.4 (end (3, 7, 0)); r = 0.5,
  // n·d = -5: t = 2.5 / 5 = 0.5; start at t = (1.5, 2, 0), touching at (1.5, 2) - 0.5 (0.6, 0.8) = (1.2, 1.6).
  const SweepHit h = sweep_capsule_plane({{3, 4, 0}, {3, 7, 0}, 0.5f}, {-3, -4, 0}, {{0.6f, 0.8f, 0}, -2});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{1.5f, 2, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1.2f, 1.6f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.6f, -0.8f, 0}), kTol);
}

TEST(SweepCapsulePlane, CrossingSegmentIsInitialOverlapAtTheCrossing) {
  // ds = -1, de = 3: crosses at fraction 1/4, (0, 0, 0); middle at y = 1 > 0: the positive side.
  const SweepHit h = sweep_capsule_plane({{0, -1, 0}, {0, 3, 0}, 0.5f}, {0, 9, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(h.hit());
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, -1, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepCapsulePlane, CrossingMostlyBelowPointsUp) {
  // ds = 1, de = -3: crossing at fraction 1/4 of (2,1,0)->(2,-3,0) = (2, 0, 0); middle at y = -1.
  const SweepHit h = sweep_capsule_plane({{2, 1, 0}, {2, -3, 0}, 0}, {0, 0, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

TEST(SweepCapsulePlane, SegmentInThePlaneUsesItsMiddle) {
  const SweepHit h = sweep_capsule_plane({{0, 0, 0}, {2, 0, 0}, 0}, {0, 1, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepCapsulePlane, TouchingAtStartIsInitialOverlap) {
  // Start at d = 0.5 = r: touching, point below it.
  const SweepHit h = sweep_capsule_plane({{1, 0.5f, 1}, {1, 2, 1}, 0.5f}, {0, 3, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepCapsulePlane, TouchingAtEndOfFrameIsAHit) {
  const SweepHit h = sweep_capsule_plane({{0, 3, 0}, {0, 5, 0}, 0.5f}, {0, -2.5f, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
}

TEST(SweepCapsulePlane, StoppingShortIsAMiss) {
  const SweepHit h = sweep_capsule_plane({{0, 3, 0}, {0, 5, 0}, 0.5f}, {1, -2, 0}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_FALSE(h.hit());
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 1, 0}), kTol);  // start at the end of the frame
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(SweepCapsulePlane, ZeroMotionIsAMiss) {
  const SweepHit h = sweep_capsule_plane({{0, 3, 0}, {0, 5, 0}, 0.5f}, {0, 0, 0}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepCapsulePlane, ParallelMotionIsAMiss) {
  const SweepHit h = sweep_capsule_plane({{-1, 2, 0}, {3, 2, 0}, 0.5f}, {40, 0, 40}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_VEC_NEAR(h.position, (Vec3{39, 2, 40}), kTol);
}

TEST(SweepCapsulePlane, MovingAwayIsAMiss) {
  EXPECT_EQ(sweep_capsule_plane({{0, 3, 0}, {0, 5, 0}, 0.5f}, {0, 5, 0}, kGround).status, Status::miss);
  EXPECT_EQ(sweep_capsule_plane({{0, -3, 0}, {0, -5, 0}, 0.5f}, {0, -5, 0}, kGround).status, Status::miss);
}

using InvalidCase = test::SweepPlaneInvalidCase<Capsule>;

class SweepCapsulePlaneInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(SweepCapsulePlaneInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const SweepHit h = sweep_capsule_plane(c.shape, c.displacement, c.plane);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();
const Capsule kCapsule{{0, 3, 0}, {0, 5, 0}, 0.5f};
constexpr Vec3 kDown{0, -5, 0};

INSTANTIATE_TEST_SUITE_P(
    AllFields, SweepCapsulePlaneInvalid,
    ::testing::Values(
        InvalidCase{"NaNStart", {{kNaN, 3, 0}, {0, 5, 0}, 0.5f}, kDown, kGround, InputError::start_not_finite, 0},
        InvalidCase{"InfiniteEnd", {{0, 3, 0}, {0, kInf, 0}, 0.5f}, kDown, kGround, InputError::end_not_finite, 0},
        InvalidCase{"NaNRadius", {{0, 3, 0}, {0, 5, 0}, kNaN}, kDown, kGround, InputError::radius_not_finite, 0},
        InvalidCase{"NegativeRadius", {{0, 3, 0}, {0, 5, 0}, -0.5f}, kDown, kGround, InputError::radius_negative, 0},
        InvalidCase{"InfiniteDisplacement", kCapsule, {0, -kInf, 0}, kGround, InputError::vector_not_finite, 1},
        InvalidCase{"ZeroNormal", kCapsule, kDown, {{0, 0, 0}, 0}, InputError::normal_zero, 2},
        InvalidCase{"NonUnitNormal", kCapsule, kDown, {{0.5f, 0, 0}, 0}, InputError::normal_not_unit, 2},
        InvalidCase{"NaNConstant", kCapsule, kDown, {{0, 1, 0}, kNaN}, InputError::constant_not_finite, 2}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
