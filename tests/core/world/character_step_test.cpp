// CharacterController's stairs (character_step.cpp) and snapping: up and down 0.3 m stairs at 15, 60 and 144 steps
// per second with `grounded` every frame, stepHeight 0 blocking them, and snapping over a slope's crest; each on
// boxes and on one triangle mesh. Expected positions by hand (skin 0.01: a character on a floor at y = h has its
// centre at h + 0.91).

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "character_scene.hpp"
#include "sweepkit/world/character_controller.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

using test::deepest;
using test::person;
using test::Scene;

constexpr Real kStand = Real(0.91);
constexpr Real kPi = Real(3.14159265);

// Four steps up (risers at x = 0.5, 1, 1.5, 2; 0.3 each), a landing at y = 1.2 from x = 2 to 3.5, four steps down
// (risers at 3.5, 4, 4.5, 5), on a floor at y = 0.
void stairs(Scene& s) {
  s.box({-10, -1, -10}, {10, 0, 10});
  for (int k = 1; k <= 4; ++k) s.box({0.5f * Real(k), 0, -2}, {5.5f - 0.5f * Real(k), 0.3f * Real(k), 2});
  s.finish();
}

class CharacterStairs : public ::testing::TestWithParam<bool> {};

TEST_P(CharacterStairs, UpAndDownGroundedEveryFrameAtEveryRate) {
  // 3 m/s along x from x = -0.5 for 7 m (to x = 6.5, on the floor again): 35, 140 and 336 frames.
  for (const int rate : {15, 60, 144}) {
    Scene s(GetParam());
    stairs(s);
    CharacterController c;
    ASSERT_EQ(c.create(s.world, person({-0.5f, 0.01f, 0}), {}).error, CharacterError::none);
    CharacterMoveResult r = c.move({0, -0.01f, 0});
    ASSERT_TRUE(r.grounded);
    const int frames = 7 * rate / 3;
    int stepped = 0;
    for (int frame = 0; frame < frames; ++frame) {
      r = c.move({Real(3) / Real(rate), r.grounded ? Real(-0.01) : Real(-0.1), 0});
      ASSERT_TRUE(r.grounded) << rate << " Hz, frame " << frame << " at x = " << r.position.x;
      ASSERT_LE(r.position.y, 1.2f + kStand + 1e-3f) << rate << " Hz, frame " << frame;  // never launched
      ASSERT_LE(deepest(s.world, c), 1e-3f) << rate << " Hz, frame " << frame;
      stepped += r.stepped ? 1 : 0;
    }
    EXPECT_NEAR(r.position.x, 6.5f, 0.02f) << rate << " Hz";  // no snag: the whole 7 m
    EXPECT_NEAR(r.position.y, kStand, 2e-3f) << rate << " Hz";
    EXPECT_GE(stepped, 4) << rate << " Hz";  // at least each riser up
  }
}

TEST_P(CharacterStairs, StepHeightZeroStopsAtTheFirstRiser) {
  // The bottom sphere (centre 0.31 up) meets the riser's top edge (x = 0.5, y = 0.3) 0.3 away, nearly level with
  // it: the centre stops at x = 0.5 - sqrt(0.3² - 0.01²) less the skin, 0.19.
  Scene s(GetParam());
  stairs(s);
  CharacterSettings settings;
  settings.step_height = 0;
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({-0.5f, 0.01f, 0}), settings).error, CharacterError::none);
  CharacterMoveResult r = c.move({0, -0.01f, 0});
  for (int frame = 0; frame < 30; ++frame) {
    r = c.move({0.05f, -0.01f, 0});
    ASSERT_FALSE(r.stepped);
  }
  EXPECT_NEAR(r.position.x, 0.5f - std::sqrt(0.09f - 0.0001f) - 0.01f, 2e-3f);
  EXPECT_NEAR(r.position.y, kStand, 2e-3f);
}

TEST_P(CharacterStairs, SnapsOverACrestWithoutLeavingTheGround) {
  // A flat top (y = 0, x < 0) and a 30° slope down from x = 0 (face y = -x tan 30°). Walking +x 5 cm per frame with
  // no downward motion at all for 40 frames: x = 1, on the slope: y = -tan 30° + 0.31 / cos 30° + 0.6.
  Scene s(GetParam());
  s.box({-10, -1, -10}, {0, 0, 10});
  const Real th = kPi / 6;
  s.ramp(-th);
  s.finish();
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({-1, 0.01f, 0}), {}).error, CharacterError::none);
  CharacterMoveResult r = c.move({0, -0.01f, 0});
  for (int frame = 0; frame < 40; ++frame) {
    r = c.move({0.05f, 0, 0});
    ASSERT_TRUE(r.grounded) << "frame " << frame;
    ASSERT_FALSE(r.stepped) << "frame " << frame;  // a slope, not a step
  }
  EXPECT_NEAR(r.position.x, 1, 0.01f);
  EXPECT_NEAR(r.position.y, -std::tan(th) + 0.31f / std::cos(th) + 0.6f, 0.01f);
  EXPECT_VEC_NEAR(r.ground_normal, (Vec3{std::sin(th), std::cos(th), 0}), 1e-3f);
}

INSTANTIATE_TEST_SUITE_P(BoxesAndMesh, CharacterStairs, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "Mesh" : "Boxes"; });

}  // namespace
}  // namespace sweepkit
