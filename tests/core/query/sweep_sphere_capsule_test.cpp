#include "sweepkit/query/sweep_sphere_capsule.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "sweepkit/query/contact_sphere_capsule.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"
#include "invalid_input_cases.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-5f;
const Capsule kPillar{{0, 0, 0}, {0, 4, 0}, 1};  // vertical, y in [0, 4], radius 1
constexpr Vec3 kStill{0, 0, 0};

TEST(SweepSphereCapsule, HitsTheSide) {
  // R = 1 + 1 = 2 around the axis: centre x 6 -> 2 over 8, t = 0.5.
  const SweepHit h = sweep_sphere_capsule({{6, 2, 0}, 1}, {-8, 0, 0}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{2, 2, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 2, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), kTol);  // from the sphere towards the capsule
}

TEST(SweepSphereCapsule, HitsTheTopCap) {
  // Sphere of radius 2 at the end (0, 4, 0): centre y 9 -> 6 over 8, t = 0.375.
  const SweepHit h = sweep_sphere_capsule({{0, 9, 0}, 1}, {0, -8, 0}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.375f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 5, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);
}

TEST(SweepSphereCapsule, HitsTheBottomCap) {
  // Around the start: centre y -6 -> -2 over 8, t = 0.5.
  const SweepHit h = sweep_sphere_capsule({{0, -6, 0}, 1}, {0, 8, 0}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, -1, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), kTol);
}

TEST(SweepSphereCapsule, MotionParallelToTheAxisHitsTheCapOffCentre) {
  // x = 1.2 from the axis: touches the end sphere (R = 2) at y - 4 = sqrt(4 - 1.44) = 1.6, t = (10 - 5.6) / 8 = 0.55.
  const SweepHit h = sweep_sphere_capsule({{1.2f, 10, 0}, 1}, {0, -8, 0}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.55f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{1.2f, 5.6f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.6f, -0.8f, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.6f, 4.8f, 0}), kTol);
}

TEST(SweepSphereCapsule, MovingCapsuleHitsStillSphere) {
  // Relative motion as in HitsTheSide; the sphere stays put and the capsule's surface reaches x = 5.
  const SweepHit h = sweep_sphere_capsule({{6, 2, 0}, 1}, kStill, kPillar, {8, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{6, 2, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{5, 2, 0}), kTol);
}

TEST(SweepSphereCapsule, TiltedCapsule) {
  // Axis (0,0,0)->(3,4,0) (unit (0.6, 0.8, 0)); centre starts 7 along (0.8, -0.6, 0) from the axis point (1.5, 2, 0),
  // R = 2: closes 5 of the 7 over a motion of 10, t = 0.5; normal = -(0.8, -0.6, 0).
  const SweepHit h =
      sweep_sphere_capsule({{7.1f, -2.2f, 0}, 1.5f}, {-8, 6, 0}, {{0, 0, 0}, {3, 4, 0}, 0.5f}, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{3.1f, 0.8f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.8f, 0.6f, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1.9f, 1.7f, 0}), kTol);  // 0.5 from the axis point (1.5, 2, 0)
}

TEST(SweepSphereCapsule, GrazingTheSideIsAHit) {
  // Path x = 2 = R, along z: tangent to the cylinder at z = 0, t = 0.5 (discriminant exactly 0).
  const SweepHit h = sweep_sphere_capsule({{2, 2, -5}, 1}, {0, 0, 10}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 2, 0}), kTol);
}

TEST(SweepSphereCapsule, OverlapAtStartIsInitialOverlap) {
  // Centre 1.5 from the axis < R = 2; normal towards the axis, point midway between (0.5, 2) and (1, 2).
  const SweepHit h = sweep_sphere_capsule({{1.5f, 2, 0}, 1}, {5, 0, 0}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(h.hit());
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.position, (Vec3{1.5f, 2, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.75f, 2, 0}), kTol);
}

TEST(SweepSphereCapsule, TouchingAtStartIsInitialOverlap) {
  // 2 from the end point (0, 4, 0) = R.
  const SweepHit h = sweep_sphere_capsule({{0, 6, 0}, 1}, kStill, kPillar, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 5, 0}), kTol);
}

TEST(SweepSphereCapsule, CentreOnTheAxisGetsAPerpendicularNormal) {
  const SweepHit h = sweep_sphere_capsule({{0, 2, 0}, 1}, kStill, kPillar, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_NEAR(length(h.normal), 1.0f, kTol);
  EXPECT_NEAR(dot(h.normal, Vec3{0, 1, 0}), 0.0f, kTol);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepSphereCapsule, TouchingAtEndOfFrameIsAHit) {
  const SweepHit h = sweep_sphere_capsule({{6, 2, 0}, 1}, {-4, 0, 0}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
}

TEST(SweepSphereCapsule, StoppingShortIsAMiss) {
  const SweepHit h = sweep_sphere_capsule({{6, 2, 0}, 1}, {-3, 0, 1}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_FALSE(h.hit());
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{3, 2, 1}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(SweepSphereCapsule, ZeroRelativeMotionIsAMiss) {
  const SweepHit h = sweep_sphere_capsule({{6, 2, 0}, 1}, {1, 2, 3}, kPillar, {1, 2, 3});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_VEC_NEAR(h.position, (Vec3{7, 4, 3}), kTol);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepSphereCapsule, MotionParallelToTheAxisBesideItIsAMiss) {
  // 3 from the axis > R = 2, moving along it past both ends.
  const SweepHit h = sweep_sphere_capsule({{3, -5, 0}, 1}, {0, 20, 0}, kPillar, kStill);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepSphereCapsule, MovingAwayIsAMiss) {
  EXPECT_EQ(sweep_sphere_capsule({{6, 2, 0}, 1}, {8, 0, 0}, kPillar, kStill).status, Status::miss);
}

TEST(SweepSphereCapsule, DegenerateCapsuleAgreesWithSweepSphereSphere) {
  // start == end: a sphere of radius 1 at the origin; gap 6 - 2 = 4 closed over 8, t = 0.5.
  const SweepHit h = sweep_sphere_capsule({{6, 0, 0}, 1}, {-8, 0, 0}, {{0, 0, 0}, {0, 0, 0}, 1}, kStill);
  const SweepHit s = sweep_sphere_sphere({{6, 0, 0}, 1}, {-8, 0, 0}, {{0, 0, 0}, 1}, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_NEAR(h.t, s.t, kTol);
  EXPECT_VEC_NEAR(h.normal, s.normal, kTol);
  EXPECT_VEC_NEAR(h.point, s.point, kTol);
}

TEST(SweepSphereCapsule, PointAgainstSegmentCrossingIt) {
  // Both radii 0: the point (-2, 2, 0) moving +x by 4 crosses the segment x = 0 at t = 0.5.
  const SweepHit h = sweep_sphere_capsule({{-2, 2, 0}, 0}, {4, 0, 0}, {{0, 0, 0}, {0, 4, 0}, 0}, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), kTol);  // facing the motion when the surface has no direction
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 2, 0}), kTol);
}

using InvalidCase = test::SweepInvalidCase<Sphere, Capsule>;

class SweepSphereCapsuleInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(SweepSphereCapsuleInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const SweepHit h = sweep_sphere_capsule(c.a, c.displacement_a, c.b, c.displacement_b);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();
const Sphere kSphere{{6, 2, 0}, 1};

TEST(SweepSphereCapsule, CentreOnTheSegmentUpToRoundingGivesTheContactNormal) {
  // Regression: a centre on a slanted core segment up to rounding took the noise between it and the
  // computed closest point as the normal. The initial-overlap answer is now contact_sphere_capsule's.
  const Capsule b{{0.1f, 0.2f, 0.3f}, {3.7f, 2.9f, -1.3f}, 0.5f};
  const Vec3 on_segment = b.start + 0.37f * (b.end - b.start);
  const Sphere a{on_segment, 0.25f};
  const SweepHit h = sweep_sphere_capsule(a, {1, 0, 0}, b, {0, 0, 0});
  const Contact c = contact_sphere_capsule(a, b);
  ASSERT_EQ(h.status, Status::initial_overlap);
  EXPECT_EQ(h.t, 0);
  EXPECT_NEAR(length(h.normal), 1, 1e-6f);
  EXPECT_VEC_NEAR(h.normal, c.normal, 0);
  EXPECT_VEC_NEAR(h.point, 0.5f * c.point_a + 0.5f * c.point_b, 0);
}

INSTANTIATE_TEST_SUITE_P(
    AllFields, SweepSphereCapsuleInvalid,
    ::testing::Values(
        InvalidCase{"NaNCenter", {{6, kNaN, 0}, 1}, kStill, kPillar, kStill, InputError::center_not_finite, 0},
        InvalidCase{"NegativeRadiusA", {{6, 2, 0}, -1}, kStill, kPillar, kStill, InputError::radius_negative, 0},
        InvalidCase{"InfiniteRadiusA", {{6, 2, 0}, kInf}, kStill, kPillar, kStill, InputError::radius_not_finite, 0},
        InvalidCase{"NaNDisplacementA", kSphere, {kNaN, 0, 0}, kPillar, kStill, InputError::vector_not_finite, 1},
        InvalidCase{"InfiniteStart", kSphere, kStill, {{kInf, 0, 0}, {0, 4, 0}, 1}, kStill,
                    InputError::start_not_finite, 2},
        InvalidCase{"NaNEnd", kSphere, kStill, {{0, 0, 0}, {0, kNaN, 0}, 1}, kStill, InputError::end_not_finite, 2},
        InvalidCase{"NegativeRadiusB", kSphere, kStill, {{0, 0, 0}, {0, 4, 0}, -2}, kStill,
                    InputError::radius_negative, 2},
        InvalidCase{"NaNRadiusB", kSphere, kStill, {{0, 0, 0}, {0, 4, 0}, kNaN}, kStill,
                    InputError::radius_not_finite, 2},
        InvalidCase{"NaNDisplacementB", kSphere, kStill, kPillar, {0, 0, kNaN}, InputError::vector_not_finite, 3}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
