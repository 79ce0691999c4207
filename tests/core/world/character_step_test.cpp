// CharacterController's stairs (character_step.cpp) and snapping: up and down 0.3 m stairs at 15, 60 and 144 steps
// per second with `grounded` every frame, stepHeight 0 blocking them, and snapping over a slope's crest; each on
// boxes and on one triangle mesh. Expected positions by hand (skin 0.01: a character on a floor at y = h has its
// centre at h + 0.91).

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
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
// (risers at 3.5, 4, 4.5, 5), on a floor at y = 0; all moved by `x` along x.
void stairs(Scene& s, Real x = 0) {
  const Vec3 at{x, 0, 0};
  s.box(at + Vec3{-10, -1, -10}, at + Vec3{10, 0, 10});
  for (int k = 1; k <= 4; ++k) s.box(at + Vec3{0.5f * Real(k), 0, -2}, at + Vec3{5.5f - 0.5f * Real(k), 0.3f * Real(k), 2});
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

// One walk over the stairs at `x` (3 m/s at `rate` steps/s from x - 0.5 for 7 m): each frame's height, relative x
// and grounded flag.
struct Walk {
  std::vector<Real> height, run;
  std::vector<bool> grounded;
};
Walk walk_stairs(Real x, int rate) {
  Scene s(false);
  stairs(s, x);
  CharacterController c;
  Walk w;
  if (c.create(s.world, person({x - 0.5f, 0.01f, 0}), {}).error != CharacterError::none) return w;
  CharacterMoveResult r = c.move({0, -0.01f, 0});
  for (int frame = 0; frame < 7 * rate / 3; ++frame) {
    r = c.move({Real(3) / Real(rate), r.grounded ? Real(-0.01) : Real(-0.1), 0});
    w.height.push_back(r.position.y);
    w.run.push_back(r.position.x - x);
    w.grounded.push_back(r.grounded);
  }
  return w;
}

TEST(CharacterStairsFarOut, TheSameWalkAt300And1000AsAtTheOrigin) {
  // Issue 24: on the same stairs at x = 300 the character was stuck on a riser's nosing at 60 steps/s and lost the
  // ground at 144; at x = 1000 it never climbed. The controller's own arithmetic works on differences of positions
  // with tolerances of the character's size, so the walk is the origin's: the same grounded flag every frame, and
  // heights and runs within what the float positions can say at x (their spacing there, times the frames' rounding
  // carried along: 64 spacings of x, 4 mm at 1000, under a frame's 21 mm at 144 steps/s).
  //
  // Skipped until the time of impact loses its coordinate floor (issue 24, the "toi" part: time_of_impact_target and
  // convex_pair.hpp's target of 2^-17 × the coordinates, 2.3 mm at 300): the capsule–box casts then stop short by
  // millimetres far out, and at x = 300 and 60 steps/s the walk parts from the origin's at frame 13, on the first
  // riser (18 mm higher). Removing only time_of_impact.cpp's floor was seen not to be enough.
  GTEST_SKIP() << "needs the time of impact without its coordinate floor (issue 24, time_of_impact.cpp)";
  for (const int rate : {60, 144}) {
    const Walk origin = walk_stairs(0, rate);
    ASSERT_EQ(origin.height.size(), std::size_t(7 * rate / 3));
    for (const Real x : {Real(300), Real(1000)}) {
      const Walk far = walk_stairs(x, rate);
      ASSERT_EQ(far.height.size(), origin.height.size());
      const Real spacing = x * std::numeric_limits<Real>::epsilon();
      const Real tol = 64 * spacing;
      for (std::size_t f = 0; f < far.height.size(); ++f) {
        ASSERT_EQ(far.grounded[f], origin.grounded[f]) << "x = " << x << ", " << rate << " Hz, frame " << f;
        ASSERT_NEAR(far.height[f], origin.height[f], tol) << "x = " << x << ", " << rate << " Hz, frame " << f;
        ASSERT_NEAR(far.run[f], origin.run[f], tol) << "x = " << x << ", " << rate << " Hz, frame " << f;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BoxesAndMesh, CharacterStairs, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "Mesh" : "Boxes"; });

}  // namespace
}  // namespace sweepkit
