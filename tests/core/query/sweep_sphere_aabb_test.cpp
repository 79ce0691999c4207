#include "sweepkit/query/sweep_sphere_aabb.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "invalid_input_cases.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-5f;
const Aabb kBox{{0, 0, 0}, {2, 2, 2}};
constexpr Vec3 kStill{0, 0, 0};

TEST(SweepSphereAabb, HitsTheTopFace) {
  // Rounded box top at y = 2 + 1 = 3: centre y 5 -> 3 over a motion of 8, t = 2 / 8 = 0.25.
  const SweepHit h = sweep_sphere_aabb({{1, 5, 1}, 1}, {0, -8, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.25f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 3, 1}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 2, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);  // from the sphere towards the box
}

TEST(SweepSphereAabb, HitsTheBottomFace) {
  // Bottom at y = 0 - 1 = -1: centre y -3 -> -1 over 8, t = 0.25.
  const SweepHit h = sweep_sphere_aabb({{1, -3, 1}, 1}, {0, 8, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.25f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

TEST(SweepSphereAabb, HitsTheMinXFace) {
  // x face at -1: centre x -3 -> -1 over 4, t = 0.5.
  const SweepHit h = sweep_sphere_aabb({{-3, 1, 1}, 1}, {4, 0, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{-1, 1, 1}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 1, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 0);
}

TEST(SweepSphereAabb, HitsTheMaxZFace) {
  // z face at 3: centre z 6 -> 3 over 6, t = 0.5.
  const SweepHit h = sweep_sphere_aabb({{1, 1, 6}, 1}, {0, 0, -6}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 1, 2}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, -1}), 0);
}

TEST(SweepSphereAabb, MovingBoxHitsStillSphere) {
  // Relative motion (0, -8, 0) as in HitsTheTopFace, t = 0.25; the sphere stays at (1, 5, 1), the box top is at
  // 2 + 0.25 * 8 = 4.
  const SweepHit h = sweep_sphere_aabb({{1, 5, 1}, 1}, kStill, kBox, {0, 8, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.25f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 5, 1}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 4, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepSphereAabb, EdgeHitUsesTheEdgeCapsuleRoot) {
  // Centre at y = 2.6 moving -x enters the expanded box at x = 3 (t = 0.25) beyond the top edge (x = 2, y = 2),
  // but touches that edge only when (x - 2)² + 0.6² = 1: x = 2.8, t = (5 - 2.8) / 8 = 0.275.
  const SweepHit h = sweep_sphere_aabb({{5, 2.6f, 1}, 1}, {-8, 0, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.275f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{2.8f, 2.6f, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.8f, -0.6f, 0}), kTol);  // diagonal: from the centre to the edge
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 2, 1}), kTol);            // on the edge
}

TEST(SweepSphereAabb, CornerHitUsesTheCornerSphere) {
  // r = 3, path y = 4, z = 3 moving -x: offsets (2, 1) from the corner (2, 2, 2), so it touches at
  // x - 2 = sqrt(9 - 4 - 1) = 2: x = 4, t = (10 - 4) / 12 = 0.5; normal -(2, 2, 1) / 3.
  const SweepHit h = sweep_sphere_aabb({{10, 4, 3}, 3}, {-12, 0, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{4, 4, 3}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-2.0f / 3, -2.0f / 3, -1.0f / 3}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 2, 2}), kTol);
}

TEST(SweepSphereAabb, PathThroughTheExpandedBoxCornerButOutsideTheRoundingIsAMiss) {
  // The path (0.8, 4.8) -> (4.8, 0.8) enters the expanded box at (2.6, 3, 1) in the edge region, but passes
  // the edge (2, 2) at distance 0.8 * sqrt(2) ≈ 1.13 > r = 1: a bounding-box test would call this a hit.
  const SweepHit h = sweep_sphere_aabb({{0.8f, 4.8f, 1}, 1}, {4, -4, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{4.8f, 0.8f, 1}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(SweepSphereAabb, GrazingTheTopIsAHit) {
  // Centre at y = 3 = top + r moving +x: tangent to the top edge (0, 2) at x = 0, t = 5 / 10 = 0.5
  // (edge capsule: discriminant exactly 0).
  const SweepHit h = sweep_sphere_aabb({{-5, 3, 1}, 1}, {10, 0, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 2, 1}), kTol);
}

TEST(SweepSphereAabb, TouchingAtStartIsInitialOverlap) {
  // Centre 1 above the top face, r = 1.
  const SweepHit h = sweep_sphere_aabb({{1, 3, 1}, 1}, {0, 5, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(h.hit());
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 3, 1}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 2, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), kTol);
}

TEST(SweepSphereAabb, OverlapNearAnEdgePointsAtTheClosestPoint) {
  // Closest point (2, 2, 1); centre - closest = (0.6, 0.8, 0), length 1 = r: touching.
  const SweepHit h = sweep_sphere_aabb({{2.6f, 2.8f, 1}, 1}, kStill, kBox, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 2, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-0.6f, -0.8f, 0}), kTol);
}

TEST(SweepSphereAabb, CentreInsideUsesTheNearestFace) {
  // Centre (1, 1.5, 1): 0.5 from the top face, 1 from every other: normal = -(+y), point on the top face.
  const SweepHit h = sweep_sphere_aabb({{1, 1.5f, 1}, 0.25f}, {3, 0, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 2, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepSphereAabb, CentreAtTheBoxCentreBreaksTiesLikeTheContactTest) {
  // Every face is 1 away: x before y before z, the max face first: outward +x, so the normal is -x.
  const SweepHit h = sweep_sphere_aabb({{1, 1, 1}, 0.5f}, kStill, kBox, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.normal, (Vec3{-1, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 1, 1}), kTol);
}

TEST(SweepSphereAabb, TouchingAtEndOfFrameIsAHit) {
  // Top of the rounded box at 3: centre 5 -> 3 exactly at t = 1.
  const SweepHit h = sweep_sphere_aabb({{1, 5, 1}, 1}, {0, -2, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
}

TEST(SweepSphereAabb, StoppingShortIsAMiss) {
  const SweepHit h = sweep_sphere_aabb({{1, 5, 1}, 1}, {1, -1.5f, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_FALSE(h.hit());
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{2, 3.5f, 1}), kTol);
}

TEST(SweepSphereAabb, ZeroRelativeMotionIsAMiss) {
  // Both move by the same displacement: nothing changes between them; position is the end centre.
  const SweepHit h = sweep_sphere_aabb({{1, 5, 1}, 1}, {0, -10, 0}, kBox, {0, -10, 0});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, -5, 1}), kTol);
  EXPECT_TRUE(test::AllFinite(h));
  EXPECT_EQ(sweep_sphere_aabb({{1, 5, 1}, 1}, kStill, kBox, kStill).status, Status::miss);
}

TEST(SweepSphereAabb, ParallelMotionBesideAFaceIsAMiss) {
  // 0.5 above the rounded top (y = 3.5), moving along x and z across the whole box.
  const SweepHit h = sweep_sphere_aabb({{-5, 3.5f, -5}, 1}, {10, 0, 10}, kBox, kStill);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepSphereAabb, MovingAwayIsAMiss) {
  EXPECT_EQ(sweep_sphere_aabb({{1, 5, 1}, 1}, {0, 8, 0}, kBox, kStill).status, Status::miss);
}

TEST(SweepSphereAabb, PointSphereIsASegmentAgainstTheBox) {
  // r = 0: segment y 5 -> -5 crosses the top face y = 2 at t = 3 / 10.
  const SweepHit h = sweep_sphere_aabb({{1, 5, 1}, 0}, {0, -10, 0}, kBox, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.3f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 2, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepSphereAabb, FlatBoxIsARoundedRectangle) {
  // Box flat in y at y = 0; r = 1 from y = 4 moving down 4: touches at y = 1, t = 0.75.
  const SweepHit h = sweep_sphere_aabb({{1, 4, 1}, 1}, {0, -4, 0}, {{0, 0, 0}, {2, 0, 2}}, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.75f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0, 1}), kTol);
}

using InvalidCase = test::SweepInvalidCase<Sphere, Aabb>;

class SweepSphereAabbInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(SweepSphereAabbInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const SweepHit h = sweep_sphere_aabb(c.a, c.displacement_a, c.b, c.displacement_b);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();
const Sphere kSphere{{1, 5, 1}, 1};

INSTANTIATE_TEST_SUITE_P(
    AllFields, SweepSphereAabbInvalid,
    ::testing::Values(
        InvalidCase{"NaNCenter", {{kNaN, 5, 1}, 1}, kStill, kBox, kStill, InputError::center_not_finite, 0},
        InvalidCase{"InfiniteRadius", {{1, 5, 1}, kInf}, kStill, kBox, kStill, InputError::radius_not_finite, 0},
        InvalidCase{"NegativeRadius", {{1, 5, 1}, -1}, kStill, kBox, kStill, InputError::radius_negative, 0},
        InvalidCase{"NaNDisplacementA", kSphere, {0, kNaN, 0}, kBox, kStill, InputError::vector_not_finite, 1},
        InvalidCase{"NaNMin", kSphere, kStill, {{kNaN, 0, 0}, {2, 2, 2}}, kStill, InputError::min_not_finite, 2},
        InvalidCase{"InfiniteMax", kSphere, kStill, {{0, 0, 0}, {2, kInf, 2}}, kStill, InputError::max_not_finite, 2},
        InvalidCase{"MinAboveMax", kSphere, kStill, {{0, 0, 3}, {2, 2, 2}}, kStill,
                    InputError::min_greater_than_max, 2},
        InvalidCase{"InfiniteDisplacementB", kSphere, kStill, kBox, {-kInf, 0, 0}, InputError::vector_not_finite,
                    3}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
