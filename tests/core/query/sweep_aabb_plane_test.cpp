#include "sweepkit/query/sweep_aabb_plane.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "invalid_input_cases.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-5f;
const Plane kGround{{0, 1, 0}, 0};                 // y = 0, normal +y
const Aabb kCubeAbove{{0, 2, 0}, {1, 3, 1}};       // unit cube, centre y = 2.5
const Aabb kCubeBelow{{0, -3, 0}, {1, -2, 1}};     // unit cube, centre y = -2.5

TEST(SweepAabbPlane, FaceLandsFromAbove) {
  // rp = 0.5, d0 = 2.5, d1 = -1.5: t = (2.5 - 0.5) / 4 = 0.5. The whole bottom face touches: its centre.
  const SweepHit h = sweep_aabb_plane(kCubeAbove, {0, -4, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0}), kTol);  // min corner at t
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0, 0.5f}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);  // from the box towards the plane
}

TEST(SweepAabbPlane, FaceLandsFromBelow) {
  // d0 = -2.5, d1 = 1.5: t = (2.5 - 0.5) / 4 = 0.5, the top face (y = -2 + 2 = 0) touches.
  const SweepHit h = sweep_aabb_plane(kCubeBelow, {0, 4, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, -1, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0, 0.5f}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

TEST(SweepAabbPlane, SingleVertexTouchesATiltedPlane) {
  // n = (2, 2, 1) / 3 through the origin; box [1, 2]³: rp = 0.5 * 5/3 = 5/6, d0 = 1.5 * 5/3 = 2.5,
  // n·d = -5: t = (2.5 - 5/6) / 5 = 1/3; the min vertex (1, 1, 1) reaches (0, 0, 0).
  const Plane tilted{{2.0f / 3, 2.0f / 3, 1.0f / 3}, 0};
  const SweepHit h = sweep_aabb_plane({{1, 1, 1}, {2, 2, 2}}, {-3, -3, -3}, tilted);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 1.0f / 3, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-2.0f / 3, -2.0f / 3, -1.0f / 3}), kTol);
}

TEST(SweepAabbPlane, EdgeParallelToThePlaneTouchesAtItsCentre) {
  // n = (0.6, 0.8, 0); box [1,3]x[1,2]x[0,4]: rp = 0.6 + 0.4 = 1, d0 = 0.6*2 + 0.8*1.5 = 2.4, n·d = -5:
  // t = 1.4 / 5 = 0.28. The edge x = 1, y = 1 (all z) touches: its centre (1, 1, 2) + 0.28 d = (0.16, -0.12, 2).
  const SweepHit h = sweep_aabb_plane({{1, 1, 0}, {3, 2, 4}}, {-3, -4, 0}, {{0.6f, 0.8f, 0}, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.28f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.16f, -0.12f, 2}), kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0.16f, -0.12f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.6f, -0.8f, 0}), kTol);
}

TEST(SweepAabbPlane, StraddlingAtStartIsInitialOverlap) {
  // Centre on the plane counts as the positive side; deepest vertex along -y projected: (0.5, 0, 0.5).
  const SweepHit h = sweep_aabb_plane({{0, -0.5f, 0}, {1, 0.5f, 1}}, {0, 3, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(h.hit());
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, -0.5f, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0, 0.5f}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepAabbPlane, RestingOnThePlaneIsInitialOverlap) {
  // d0 = 0.5 = rp: touching counts.
  const SweepHit h = sweep_aabb_plane({{0, 0, 0}, {1, 1, 1}}, {0, 0, 0}, kGround);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0, 0.5f}), kTol);
}

TEST(SweepAabbPlane, TouchingAtEndOfFrameIsAHit) {
  // d0 = 2.5, d1 = 0.5 = rp: t = 2 / 2 = 1.
  const SweepHit h = sweep_aabb_plane(kCubeAbove, {0, -2, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
}

TEST(SweepAabbPlane, StoppingShortIsAMiss) {
  const SweepHit h = sweep_aabb_plane(kCubeAbove, {1, -1.5f, 0}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_FALSE(h.hit());
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 0.5f, 0}), kTol);  // min corner at the end
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(SweepAabbPlane, ZeroMotionIsAMiss) {
  const SweepHit h = sweep_aabb_plane(kCubeAbove, {0, 0, 0}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepAabbPlane, ParallelMotionIsAMiss) {
  const SweepHit h = sweep_aabb_plane(kCubeAbove, {50, 0, -50}, kGround);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_VEC_NEAR(h.position, (Vec3{50, 2, -50}), kTol);
}

TEST(SweepAabbPlane, MovingAwayIsAMiss) {
  EXPECT_EQ(sweep_aabb_plane(kCubeAbove, {0, 4, 0}, kGround).status, Status::miss);
  EXPECT_EQ(sweep_aabb_plane(kCubeBelow, {0, -4, 0}, kGround).status, Status::miss);
}

TEST(SweepAabbPlane, FlatBoxSweepsItsRectangle) {
  // Flat in y at y = 1 (rp = 0): reaches y = 0 after 1 of 2, t = 0.5; the whole rectangle touches.
  const SweepHit h = sweep_aabb_plane({{0, 1, 0}, {2, 1, 2}}, {0, -2, 0}, kGround);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0, 1}), kTol);
}

TEST(SweepAabbPlane, LargestAcceptedBoxIsNotRejected) {
  // Half extents 1e8 against a diagonal normal project to rp = 1e8 * 5/3, past the input range: the box is
  // still valid input and straddles the plane.
  const Plane tilted{{2.0f / 3, 2.0f / 3, 1.0f / 3}, 0};
  const SweepHit h = sweep_aabb_plane({{-1e8f, -1e8f, -1e8f}, {1e8f, 1e8f, 1e8f}}, {0, 0, 0}, tilted);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(test::AllFinite(h));
}

using InvalidCase = test::SweepPlaneInvalidCase<Aabb>;

class SweepAabbPlaneInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(SweepAabbPlaneInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const SweepHit h = sweep_aabb_plane(c.shape, c.displacement, c.plane);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();
constexpr Vec3 kDown{0, -4, 0};

INSTANTIATE_TEST_SUITE_P(
    AllFields, SweepAabbPlaneInvalid,
    ::testing::Values(
        InvalidCase{"NaNMin", {{0, kNaN, 0}, {1, 3, 1}}, kDown, kGround, InputError::min_not_finite, 0},
        InvalidCase{"InfiniteMax", {{0, 2, 0}, {kInf, 3, 1}}, kDown, kGround, InputError::max_not_finite, 0},
        InvalidCase{"MinAboveMax", {{0, 4, 0}, {1, 3, 1}}, kDown, kGround, InputError::min_greater_than_max, 0},
        InvalidCase{"NaNDisplacement", kCubeAbove, {0, kNaN, 0}, kGround, InputError::vector_not_finite, 1},
        InvalidCase{"ZeroNormal", kCubeAbove, kDown, {{0, 0, 0}, 0}, InputError::normal_zero, 2},
        InvalidCase{"NonUnitNormal", kCubeAbove, kDown, {{0, 2, 0}, 0}, InputError::normal_not_unit, 2},
        InvalidCase{"NaNNormal", kCubeAbove, kDown, {{kNaN, 1, 0}, 0}, InputError::normal_not_finite, 2},
        InvalidCase{"InfiniteConstant", kCubeAbove, kDown, {{0, 1, 0}, -kInf}, InputError::constant_not_finite, 2}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
