#include "sweepkit/query/sweep_sphere_sphere.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kTol = 1e-6f;
constexpr Vec3 kStill{0, 0, 0};

TEST(SweepSphereSphere, HeadOnAgainstStaticSphere) {
  // B starts 10 from A and closes 10: the centres are R = 2 apart when x = 2, at t = 0.8.
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, kStill, {{10, 0, 0}, 1}, {-10, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.8f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), kTol);  // from A towards B
  EXPECT_VEC_NEAR(h.point, (Vec3{1, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0}), kTol);
}

TEST(SweepSphereSphere, BothMoving) {
  // Gap 10 closes at 8 per frame; touch at 10 - 8t = 3 (R = 1 + 2): t = 7/8.
  // A is then at (3.5, 0, 0), B at (6.5, 0, 0); the touching point is A + 1 * x = (4.5, 0, 0).
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, {4, 0, 0}, {{10, 0, 0}, 2}, {-4, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.875f, kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{3.5f, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{4.5f, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), kTol);
}

TEST(SweepSphereSphere, GrazingContactIsAHitSeedBug) {
  // B passes with closest centre distance exactly R = 2: the discriminant is 0, which reference 001
  // rejected (det > 0). Closest approach when B is at (0, 2, 0), t = 0.5; touching point (0, 1, 0).
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, kStill, {{-5, 2, 0}, 1}, {10, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 1, 0}), kTol);
}

TEST(SweepSphereSphere, PassingByIsAMiss) {
  // Closest centre distance 3 > R = 2.
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, kStill, {{-5, 3, 0}, 1}, {10, 0, 0});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_EQ(h.t, 1);
}

TEST(SweepSphereSphere, NoRelativeMotionSeedBug) {
  // Equal displacements: the quadratic's leading coefficient is 0 (reference 001 divided by it).
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, {3, 1, 0}, {{5, 0, 0}, 1}, {3, 1, 0});
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
  EXPECT_VEC_NEAR(h.position, (Vec3{3, 1, 0}), kTol);  // A's end position
}

TEST(SweepSphereSphere, BothStillAndApartIsAMiss) {
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, kStill, {{5, 0, 0}, 1}, kStill);
  EXPECT_EQ(h.status, Status::miss);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepSphereSphere, OverlapAtStartSeedBug) {
  // Centres 1 apart, R = 2: already overlapping (reference 001 looked only for a later root).
  // Normal A -> B = +x; surface points (1, 0, 0) on A and (0, 0, 0) on B, midpoint (0.5, 0, 0).
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, {1, 0, 0}, {{1, 0, 0}, 1}, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_TRUE(h.hit());
  EXPECT_EQ(h.t, 0);
  EXPECT_VEC_NEAR(h.normal, (Vec3{1, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.point, (Vec3{0.5f, 0, 0}), kTol);
  EXPECT_VEC_NEAR(h.position, (Vec3{0, 0, 0}), kTol);
}

TEST(SweepSphereSphere, TouchingAtStartIsInitialOverlap) {
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, kStill, {{0, 0, 2}, 1}, {0, 0, 5});
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.point, (Vec3{0, 0, 1}), kTol);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 0, 1}), kTol);
}

TEST(SweepSphereSphere, CoincidentCentresGiveADefinedNormal) {
  const SweepHit h = sweep_sphere_sphere({{1, 2, 3}, 1}, kStill, {{1, 2, 3}, 0.5f}, kStill);
  EXPECT_EQ(h.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(h.normal, (Vec3{0, 1, 0}), 0);
  EXPECT_TRUE(test::AllFinite(h));
}

TEST(SweepSphereSphere, MovingApartIsAMiss) {
  EXPECT_EQ(sweep_sphere_sphere({{0, 0, 0}, 1}, {-5, 0, 0}, {{3, 0, 0}, 1}, {5, 0, 0}).status, Status::miss);
}

TEST(SweepSphereSphere, StoppingShortIsAMiss) {
  // Gap closes from 10 to 5 > R = 2.
  EXPECT_EQ(sweep_sphere_sphere({{0, 0, 0}, 1}, kStill, {{10, 0, 0}, 1}, {-5, 0, 0}).status, Status::miss);
}

TEST(SweepSphereSphere, TouchingAtEndOfFrameIsAHit) {
  // Gap 10 closes by 8: distance 2 = R exactly at t = 1.
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1}, kStill, {{10, 0, 0}, 1}, {-8, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 1, kTol);
}

TEST(SweepSphereSphere, SwappingSpheresNegatesTheNormalAndKeepsT) {
  const SweepHit ab = sweep_sphere_sphere({{0, 0, 0}, 1}, {2, 1, 0}, {{7, 3, 1}, 0.5f}, {-6, -2, 0});
  const SweepHit ba = sweep_sphere_sphere({{7, 3, 1}, 0.5f}, {-6, -2, 0}, {{0, 0, 0}, 1}, {2, 1, 0});
  ASSERT_EQ(ab.status, Status::hit);
  ASSERT_EQ(ba.status, Status::hit);
  EXPECT_NEAR(ab.t, ba.t, kTol);
  EXPECT_VEC_NEAR(ab.normal, -ba.normal, 1e-5f);
  EXPECT_VEC_NEAR(ab.point, ba.point, 1e-5f);
}

TEST(SweepSphereSphere, TinySpheresFarApartStillGraze) {
  // R = 2e-3, B starts 1e4 away with a lateral offset of 1.5e-3 < R, closing 2e4 per frame.
  // In float32 s·s = 1e8 swallows R² = 4e-6, so the textbook b² - 4ac is pure rounding noise;
  // the form (v·v)R² - |s×v|² = 4e8·4e-6 - (1.5e-3·2e4)² = 1600 - 900 = 700 > 0 keeps the hit.
  // The touch happens when the x gap is sqrt(R² - 1.5e-3²) = 1.3229e-3: t = (1e4 - 1.3229e-3) / 2e4.
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1e-3f}, kStill, {{1e4f, 1.5e-3f, 0}, 1e-3f}, {-2e4f, 0, 0});
  EXPECT_EQ(h.status, Status::hit);
  EXPECT_NEAR(h.t, 0.5f, 1e-6f);
  // The exact normal is (1.3229e-3, 1.5e-3, 0) / 2e-3 = (0.661, 0.75, 0), but a float32 t (ulp 6e-8)
  // times a 2e4 motion moves B by ~1e-3, the size of the spheres: only its direction class is defined.
  EXPECT_NEAR(length(h.normal), 1, 1e-6f);
  EXPECT_GT(h.normal.x, 0);
  EXPECT_GT(h.normal.y, 0);
}

TEST(SweepSphereSphere, TinySpheresFarApartLateralMiss) {
  // Same, with a lateral offset 2.5e-3 > R = 2e-3: disc = 1600 - 2500 < 0.
  const SweepHit h = sweep_sphere_sphere({{0, 0, 0}, 1e-3f}, kStill, {{1e4f, 2.5e-3f, 0}, 1e-3f}, {-2e4f, 0, 0});
  EXPECT_EQ(h.status, Status::miss);
}

constexpr Real kNaN = std::numeric_limits<Real>::quiet_NaN();
constexpr Real kInf = std::numeric_limits<Real>::infinity();

TEST(SweepSphereSphere, InvalidInputNamesTheArgument) {
  const Sphere ok{{0, 0, 0}, 1};
  struct Case {
    SweepHit h;
    InputError error;
    int argument;
  } cases[] = {
      {sweep_sphere_sphere({{0, kNaN, 0}, 1}, kStill, ok, kStill), InputError::center_not_finite, 0},
      {sweep_sphere_sphere({{0, 0, 0}, -0.5f}, kStill, ok, kStill), InputError::radius_negative, 0},
      {sweep_sphere_sphere(ok, {kInf, 0, 0}, ok, kStill), InputError::vector_not_finite, 1},
      {sweep_sphere_sphere(ok, kStill, {{0, 0, 0}, kNaN}, kStill), InputError::radius_not_finite, 2},
      {sweep_sphere_sphere(ok, kStill, {{0, 0, -kInf}, 1}, kStill), InputError::center_not_finite, 2},
      {sweep_sphere_sphere(ok, kStill, ok, {0, 0, kNaN}), InputError::vector_not_finite, 3},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(c.h.status, Status::invalid_input);
    EXPECT_EQ(c.h.error, c.error);
    EXPECT_EQ(c.h.error_argument, c.argument);
    EXPECT_TRUE(test::AllFinite(c.h));
  }
}

}  // namespace
}  // namespace sweepkit
