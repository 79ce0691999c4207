#include "sweepkit/query/sweep_aabb_aabb.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "invalid_input_cases.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-5f;
const Aabb kUnit{{0, 0, 0}, {1, 1, 1}};
constexpr Vec3 kStill{0, 0, 0};

TEST(SweepAabbAabb, HitsFromPlusX) {
  // B's min x 3 must come down to A's max x 1: 2 of 4, t = 0.5. At t B = [1,2]x[0,1]x[0,1]: contact face x = 1.
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{3, 0, 0}, {4, 1, 1}}, {-4, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0.5f, 0.5f}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 0);  // from A towards B
}

TEST(SweepAabbAabb, HitsFromMinusY) {
  // B's max y -2 must rise to A's min y 0: 2 of 4, t = 0.5.
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{0, -3, 0}, {1, -2, 1}}, {0, 4, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0, 0.5f}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
}

TEST(SweepAabbAabb, HitsFromPlusZWhenAMoves) {
  // A moves +z by 4 towards B at z in [3, 4]: gap 2 of 4, t = 0.5; A at t is [0,1]x[0,1]x[2,3].
  const SweepHit h = sweep_aabb_aabb(kUnit, {0, 0, 4}, {{0, 0, 3}, {1, 1, 4}}, kStill);
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 2}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0.5f, 3}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 1}), 0);
}

TEST(SweepAabbAabb, BothMoving) {
  // Closing speed 4 over a gap of 2: t = 0.5; A at t is [1,2], B is [2,3] on x.
  const SweepHit h = sweep_aabb_aabb(kUnit, {2, 0, 0}, {{3, 0, 0}, {4, 1, 1}}, {-2, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{1, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{2, 0.5f, 0.5f}), kTol);
}

TEST(SweepAabbAabb, NormalIsTheLastAxisToStartOverlapping) {
  // B from (3, 2.5) moving (-4, -4): y intervals start overlapping at t = 1.5/4 = 0.375, x at 2/4 = 0.5 (later),
  // y stops at 3.5/4 = 0.875 > 0.5: contact at t = 0.5 on x. At t B = [1,2]x[0.5,1.5]: face x = 1, y in [0.5, 1].
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{3, 2.5f, 0}, {4, 3.5f, 1}}, {-4, -4, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0.75f, 0.5f}), kTol);
}

TEST(SweepAabbAabb, GrazingAlongAnEdgeIsAHit) {
  // B slides at y in [1, 2]: its bottom stays exactly on A's top plane, touching A's top edge at t = 0.5.
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{3, 1, 0}, {4, 2, 1}}, {-4, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 1, 0.5f}), kTol);
}

TEST(SweepAabbAabb, OverlapAtStartUsesTheAxisOfLeastPenetration) {
  // B = [0.75, 1.75]x[0,1]x[0,1]: penetration 0.25 on x (B to +x), 1 on y and z.
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{0.75f, 0, 0}, {1.75f, 1, 1}}, {-4, 0, 0});
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(h.hit());
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.875f, 0.5f, 0.5f}), kTol);  // centre of the intersection [0.75,1]x[0,1]x[0,1]
}

TEST(SweepAabbAabb, TouchingAtStartIsInitialOverlap) {
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{0, -1, 0}, {1, 0, 1}}, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, -1, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0, 0.5f}), kTol);
}

TEST(SweepAabbAabb, CoincidentBoxesBreakTiesLikeTheContactTest) {
  // Penetration 1 along all six directions: x first, + before -.
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, kUnit, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0.5f, 0.5f}), kTol);
}

TEST(SweepAabbAabb, TouchingAtEndOfFrameIsAHit) {
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{3, 0, 0}, {4, 1, 1}}, {-2, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_EQ(h.t, 1);
}

TEST(SweepAabbAabb, StoppingShortIsAMiss) {
  const SweepHit h = sweep_aabb_aabb(kUnit, {0, 0, 0.5f}, {{3, 0, 0}, {4, 1, 1}}, {-1, 0, 0});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_FALSE(h.hit());
  EXPECT_EQ(h.t, 1);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0.5f}), kTol);  // A's min at the end
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 0}), 0);
}

TEST(SweepAabbAabb, ParallelMotionOutsideASlabIsAMiss) {
  // No relative motion on y and the y intervals are apart ([0,1] vs [1.5,2.5]): never touching, no division.
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{3, 1.5f, 0}, {4, 2.5f, 1}}, {-10, 0, 0});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepAabbAabb, ZeroRelativeMotionIsAMiss) {
  const SweepHit h = sweep_aabb_aabb(kUnit, {5, 5, 5}, {{3, 0, 0}, {4, 1, 1}}, {5, 5, 5});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_VEC_NEAR(h.position, (Vec3{5, 5, 5}), kTol);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepAabbAabb, MovingAwayIsAMiss) {
  EXPECT_EQ(sweep_aabb_aabb(kUnit, kStill, {{3, 0, 0}, {4, 1, 1}}, {4, 0, 0}).status, Status::miss);
}

TEST(SweepAabbAabb, SwappingTheBoxesNegatesTheNormal) {
  const Aabb b{{3, 0, 0}, {4, 1, 1}};
  const SweepHit ab = sweep_aabb_aabb(kUnit, {1, 0, 0}, b, {-3, 0, 0});
  const SweepHit ba = sweep_aabb_aabb(b, {-3, 0, 0}, kUnit, {1, 0, 0});
  EXPECT_NEAR(ab.t, 0.5f, kTol);  // gap 2, closing speed 4
  EXPECT_NEAR(ba.t, ab.t, kTol);
  EXPECT_VEC_NEAR(ab.normal, -ba.normal, 0);
  EXPECT_VEC_NEAR(ab.point, ba.point, kTol);
  EXPECT_VEC_NEAR(ba.position, (Vec3{1.5f, 0, 0}), kTol);  // B's min at t
}

TEST(SweepAabbAabb, PointBoxesAreSegmentsAgainstBoxes) {
  // B is the point (0.5, 3, 0.5) falling by 4: reaches A's top y = 1 after 2, t = 0.5.
  const SweepHit h = sweep_aabb_aabb(kUnit, kStill, {{0.5f, 3, 0.5f}, {0.5f, 3, 0.5f}}, {0, -4, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 1, 0.5f}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
}

using InvalidCase = test::SweepInvalidCase<Aabb, Aabb>;

class SweepAabbAabbInvalid : public ::testing::TestWithParam<InvalidCase> {};

TEST_P(SweepAabbAabbInvalid, ReportsTheArgumentAndNoNaN) {
  const InvalidCase& c = GetParam();
  const SweepHit h = sweep_aabb_aabb(c.a, c.displacement_a, c.b, c.displacement_b);
  EXPECT_INVALID_INPUT(h, c.error, c.argument);
}

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();

INSTANTIATE_TEST_SUITE_P(
    AllFields, SweepAabbAabbInvalid,
    ::testing::Values(
        InvalidCase{"NaNMinA", {{kNaN, 0, 0}, {1, 1, 1}}, kStill, kUnit, kStill, InputError::min_not_finite, 0},
        InvalidCase{"InfiniteMaxA", {{0, 0, 0}, {1, 1, kInf}}, kStill, kUnit, kStill, InputError::max_not_finite, 0},
        InvalidCase{"MinAboveMaxA", {{2, 0, 0}, {1, 1, 1}}, kStill, kUnit, kStill, InputError::min_greater_than_max,
                    0},
        InvalidCase{"NaNDisplacementA", kUnit, {kNaN, 0, 0}, kUnit, kStill, InputError::vector_not_finite, 1},
        InvalidCase{"NaNMinB", kUnit, kStill, {{0, kNaN, 0}, {1, 1, 1}}, kStill, InputError::min_not_finite, 2},
        InvalidCase{"InfiniteMaxB", kUnit, kStill, {{0, 0, 0}, {kInf, 1, 1}}, kStill, InputError::max_not_finite, 2},
        InvalidCase{"MinAboveMaxB", kUnit, kStill, {{0, 0, 5}, {1, 1, 1}}, kStill, InputError::min_greater_than_max,
                    2},
        InvalidCase{"InfiniteDisplacementB", kUnit, kStill, kUnit, {0, 0, kInf}, InputError::vector_not_finite, 3}),
    test::CaseName());

}  // namespace
}  // namespace sweepkit
