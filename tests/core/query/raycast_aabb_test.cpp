#include "sweepkit/query/raycast_aabb.hpp"

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
const Aabb kBox{{-1, -1, -1}, {1, 1, 1}};

TEST(RaycastAabb, HitsTheMinXFace) {
  // x = -5 -> face x = -1: distance 4.
  const RaycastHit h = raycast_aabb({{-5, 0.5f, 0}, {1, 0, 0}}, kBox, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 4.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{-1, 0.5f, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 0);
}

TEST(RaycastAabb, HitsTheMaxYFace) {
  // y = 6 -> 1 is 5 at speed 2: t = 2.5.
  const RaycastHit h = raycast_aabb({{0.5f, 6, 0}, {0, -2, 0}}, kBox, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 1, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

TEST(RaycastAabb, HitsTheMaxZFaceAsASegment) {
  // Segment z 3 -> -1: face z = 1 at 2 of 4, t = 0.5.
  const RaycastHit h = raycast_aabb({{0, 0, 3}, {0, 0, -4}}, kBox, 1);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 1}), 0);
}

TEST(RaycastAabb, DiagonalRayEntersThroughTheLastSlab) {
  // From (-3, -2) along (1, 1): y slab entered at t = 1, x slab at t = 2 (later): enters the x face at (-1, 0).
  const RaycastHit h = raycast_aabb({{-3, -2, 0}, {1, 1, 0}}, kBox, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{-1, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 0);
}

TEST(RaycastAabb, ThroughAnEdgePicksTheLowestAxis) {
  // From (-3, -3) along (1, 1): both slabs entered at t = 2, at the edge (-1, -1).
  const RaycastHit h = raycast_aabb({{-3, -3, 0}, {1, 1, 0}}, kBox, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 2.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{-1, -1, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 0);
}

TEST(RaycastAabb, GrazingAlongAFaceIsAHit) {
  // y = 1 exactly, parallel to the top face: inside the y slab (inclusive), enters at x = -1, t = 4.
  const RaycastHit h = raycast_aabb({{-5, 1, 0}, {1, 0, 0}}, kBox, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 4.0f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{-1, 1, 0}), kTol);
}

TEST(RaycastAabb, ParallelOutsideASlabIsAMiss) {
  // y = 1.5, direction without y component: no division, never inside the y slab.
  const RaycastHit h = raycast_aabb({{-5, 1.5f, 0}, {1, 0, 0}}, kBox, kInf);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(RaycastAabb, MissKeepsMaxFraction) {
  const RaycastHit h = raycast_aabb({{-5, 3, 0}, {1, -0.1f, 0}}, kBox, 7);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 7);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(RaycastAabb, EndlessMissReportsTheLargestFiniteFraction) {
  const RaycastHit h = raycast_aabb({{-5, 0, 0}, {-1, 0, 0}}, kBox, kInf);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, std::numeric_limits<Real>::max());
}

TEST(RaycastAabb, MaxFractionIsInclusive) {
  EXPECT_EQ(raycast_aabb({{-5, 0, 0}, {1, 0, 0}}, kBox, 4).status, Status::hit);
  const RaycastHit h = raycast_aabb({{-5, 0, 0}, {1, 0, 0}}, kBox, 3.5f);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 3.5f);
}

TEST(RaycastAabb, OriginInsideIsInitialOverlap) {
  const RaycastHit h = raycast_aabb({{0.5f, 0.5f, 0.5f}, {1, 0, 0}}, kBox, kInf);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0.5f, 0.5f}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(RaycastAabb, OriginOnTheSurfaceIsInitialOverlap) {
  EXPECT_EQ(raycast_aabb({{1, 0, 0}, {1, 0, 0}}, kBox, 1).status, Status::initial_overlap);
}

TEST(RaycastAabb, ZeroDirectionIsAPointTest) {
  EXPECT_EQ(raycast_aabb({{-5, 0, 0}, {0, 0, 0}}, kBox, kInf).status, Status::miss);
  EXPECT_EQ(raycast_aabb({{0, 0, 0}, {0, 0, 0}}, kBox, kInf).status, Status::initial_overlap);
}

TEST(RaycastAabb, FlatBox) {
  // A rectangle at y = 0 hit from above: t = 3.
  const RaycastHit h = raycast_aabb({{0, 3, 0}, {0, -1, 0}}, {{-1, 0, -1}, {1, 0, 1}}, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 3.0f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

TEST(RaycastAabb, HitPointLiesExactlyOnTheFace) {
  // 0.1 is not exact in binary; the entry coordinate is snapped to the face all the same.
  const RaycastHit h = raycast_aabb({{-0.7f, 0.1f, 0.3f}, {0.3f, 0.1f, 0.05f}}, {{0, 0, 0}, {1, 1, 1}}, kInf);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.point.x, 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 0);
}

using InvalidCase = test::RaycastInvalidCase<Aabb>;

class RaycastAabbInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(RaycastAabbInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const RaycastHit h = raycast_aabb(c.ray, c.shape, c.max_fraction);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

const Ray kRay{{-5, 0, 0}, {1, 0, 0}};

INSTANTIATE_TEST_SUITE_P(
    AllFields, RaycastAabbInvalid,
    ::testing::Values(
        InvalidCase{"InfiniteOrigin", {{0, -kInf, 0}, {1, 0, 0}}, kBox, 1, InputError::origin_not_finite, 0},
        InvalidCase{"NaNDirection", {{-5, 0, 0}, {1, kNaN, 0}}, kBox, 1, InputError::direction_not_finite, 0},
        InvalidCase{"NaNMin", kRay, {{-1, -1, kNaN}, {1, 1, 1}}, 1, InputError::min_not_finite, 1},
        InvalidCase{"InfiniteMax", kRay, {{-1, -1, -1}, {kInf, 1, 1}}, 1, InputError::max_not_finite, 1},
        InvalidCase{"MinAboveMax", kRay, {{-1, 2, -1}, {1, 1, 1}}, 1, InputError::min_greater_than_max, 1},
        InvalidCase{"NaNMaxFraction", kRay, kBox, kNaN, InputError::max_fraction_invalid, 2},
        InvalidCase{"NegativeMaxFraction", kRay, kBox, -0.5f, InputError::max_fraction_invalid, 2}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
