// CharacterController's ground found when it is placed (character_ground.cpp): a character created (or teleported)
// standing on a kinematic body, or within the snap distance above it, is carried by that body's first step. The
// game's frame at 15 steps per second: set the platform's motion, World::step, then move by the caller's gravity
// (the vertical velocity -9.81·dt after a grounded frame, so -9.81·dt² down). Expected positions by hand.

#include <gtest/gtest.h>

#include <cmath>

#include "character_scene.hpp"
#include "sweepkit/world/character_controller.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

using test::kSkin;
using test::kStand;
using test::person;
using test::Scene;

constexpr Real kDt = Real(1) / 15;
constexpr Real kTol = Real(1e-4);       // along the platform's motion: the carry is one exact cast
constexpr Real kHeightTol = Real(1e-3);  // the height kept above the ground (the skin, to the casts' precision)

// The centre at (x, y, z): x and z within kTol, y within kHeightTol.
::testing::AssertionResult at(Vec3 actual, Vec3 expected) {
  if (std::fabs(actual.x - expected.x) <= kTol && std::fabs(actual.z - expected.z) <= kTol &&
      std::fabs(actual.y - expected.y) <= kHeightTol) {
    return ::testing::AssertionSuccess();
  }
  return test::VecNear(actual, expected, 0);
}

// One frame at 15 steps per second, standing: no motion of its own, the caller's gravity for one grounded frame.
CharacterMoveResult stand(CharacterController& c) { return c.move({0, Real(-9.81) * kDt * kDt, 0}); }

class CharacterPlatformScenes : public ::testing::TestWithParam<bool> {};

TEST_P(CharacterPlatformScenes, CarriedByTheFirstStepOfThePlatformItWasCreatedOn) {
  // A platform (top at y = 1) moving +x at 3 m/s: 3 / 15 = 0.2 per step. The character created standing on it
  // (the skin above) has moved 0.2 with it after the first move, 0.4 after the second, and stays the skin above it.
  Scene s(GetParam());
  const BodyHandle platform = test::floor_and_platform(s);
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, 1 + kSkin, 0}), {}).error, CharacterError::none);
  for (int frame = 1; frame <= 2; ++frame) {
    ASSERT_EQ(s.world.set_displacement(platform, {3 * kDt, 0, 0}), WorldError::none);
    s.world.step();
    const CharacterMoveResult r = stand(c);
    EXPECT_TRUE(at(r.position, {Real(0.2) * Real(frame), 1 + kStand, 0})) << "frame " << frame;
    EXPECT_TRUE(r.grounded) << "frame " << frame;
    EXPECT_EQ(r.ground_body, platform) << "frame " << frame;
  }
  // Teleported to another spot on the platform: carried by its next step too.
  ASSERT_EQ(c.set_position({-1, 1 + kStand, 1}), CharacterError::none);
  s.world.set_displacement(platform, {3 * kDt, 0, 0});
  s.world.step();
  EXPECT_TRUE(at(stand(c).position, {-0.8f, 1 + kStand, 1}));
}

TEST_P(CharacterPlatformScenes, CreatedWithinTheSnapDistanceAboveItIsCarriedAndSnappedOntoIt) {
  // Created 0.2 above the platform (the snap distance is 0.3): the first move carries it 0.2 along x and snaps it
  // down onto the platform, the skin above its top. Created 0.5 above (beyond the snap distance), it is not on the
  // platform: it keeps its x and falls by the frame's gravity, 9.81 / 225.
  for (const Real above : {Real(0.2), Real(0.5)}) {
    Scene s(GetParam());
    const BodyHandle platform = test::floor_and_platform(s);
    CharacterController c;
    ASSERT_EQ(c.create(s.world, person({0, 1 + above, 0}), {}).error, CharacterError::none);
    s.world.set_displacement(platform, {3 * kDt, 0, 0});
    s.world.step();
    const CharacterMoveResult r = stand(c);
    if (above < Real(0.3)) {
      EXPECT_TRUE(at(r.position, {0.2f, 1 + kStand, 0}));
      EXPECT_TRUE(r.grounded);
      EXPECT_EQ(r.ground_body, platform);
    } else {
      EXPECT_TRUE(at(r.position, {0, 1 + above + Real(0.9) - Real(9.81) * kDt * kDt, 0}));
      EXPECT_FALSE(r.grounded);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BoxesAndMesh, CharacterPlatformScenes, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "Mesh" : "Boxes"; });

TEST(CharacterController, TurnedByTheFirstStepOfTheTurntableItWasCreatedOn) {
  // An oriented box turning about +y through its centre at 1 rad/s: 1/15 rad per step. The character created on it
  // at (2, top, 0) is at (2 cos φ, top, -2 sin φ) after the first move, φ = 1/15, and φ = 2/15 after the second.
  World w;
  const BodyHandle platform = w.add_body({Obb{{0, 0.5f, 0}, {3, 0.5f, 3}, Mat3{}}, BodyKind::kinematic}).body;
  CharacterController c;
  ASSERT_EQ(c.create(w, person({2, 1 + kSkin, 0}), {}).error, CharacterError::none);
  for (int frame = 1; frame <= 2; ++frame) {
    ASSERT_EQ(w.set_motion(platform, Motion{{0, 0, 0}, {0, kDt, 0}}), WorldError::none);
    w.step();
    const CharacterMoveResult r = stand(c);
    const Real phi = kDt * Real(frame);
    EXPECT_TRUE(at(r.position, {2 * std::cos(phi), 1 + kStand, -2 * std::sin(phi)})) << "frame " << frame;
    EXPECT_EQ(r.ground_body, platform) << "frame " << frame;
  }
}

}  // namespace
}  // namespace sweepkit
