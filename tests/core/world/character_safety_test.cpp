// CharacterController's safety (issue 24): no NaN at a slope limit of π/2, depenetration that never ends inside
// another body, the skin bounded by the shape's size, tolerances relative to its size, and a character whose body
// was removed refusing every call.
// Each scene on boxes and again as one triangle mesh; expected positions by hand (skin 0.01: a person() resting on a
// floor at y = 0 has its centre at 0.91).

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "character_scene.hpp"
#include "sweepkit/world/character_controller.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

using test::deepest;
using test::kSkin;
using test::kStand;
using test::person;
using test::Scene;

constexpr Real kTol = Real(2e-3);
constexpr Real kHalfPi = Real(1.5707964);  // float(π/2): what JS's Math.PI / 2 becomes

bool finite(Vec3 v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

// Every number a move gave is finite: the result, and each collision.
void expect_finite(const CharacterController& c, const CharacterMoveResult& r, int frame) {
  ASSERT_TRUE(finite(r.position)) << "frame " << frame;
  ASSERT_TRUE(finite(r.ground_normal)) << "frame " << frame;
  for (const CharacterCollision& k : c.collisions()) {
    ASSERT_TRUE(finite(k.normal) && finite(k.point) && finite(k.position)) << "frame " << frame;
  }
}

class CharacterSafety : public ::testing::TestWithParam<bool> {};

TEST_P(CharacterSafety, AWallAtASlopeLimitOfHalfPiStopsItWithoutNaN) {
  // Issue 24's repro: at maxSlopeClimbAngle = float(π/2) the cosine limit is -4e-8, so a vertical wall (cosine 0)
  // counted as walkable, and climbing it divided the motion into it by that cosine: NaN from the 17th move, when
  // the side (x + 0.3) reaches the wall at x = 2. A wall within 0.57° of vertical is a wall at any limit: the
  // character stops the skin before it (centre x = 2 - 0.3 - 0.01), on the floor.
  Scene s(GetParam());
  s.box({-20, -1, -20}, {20, 0, 20});
  s.box({2, 0, -5}, {3, 3, 5});
  s.finish();
  CharacterSettings settings;
  settings.max_slope_climb_angle = kHalfPi;
  CharacterController c;
  ASSERT_EQ(c.create(s.world, Capsule{{0, 0.31f, 0}, {0, 1.51f, 0}, 0.3f}, settings).error, CharacterError::none);
  CharacterMoveResult r;
  for (int frame = 0; frame < 20; ++frame) {
    r = c.move({0.1f, -0.05f, 0});
    expect_finite(c, r, frame);
  }
  EXPECT_NEAR(r.position.x + 0.3f, 2 - kSkin, kTol);
  EXPECT_NEAR(r.position.y, kStand, kTol);
  EXPECT_TRUE(r.grounded);
  EXPECT_VEC_NEAR(r.ground_normal, (Vec3{0, 1, 0}), 1e-4f);
}

TEST_P(CharacterSafety, ASlopeJustShortOfVerticalIsAWallAtHalfPi) {
  // A wall tilted 0.2° from vertical (its cosine from up 0.0035, under 0.01) leaning away: at the π/2 limit it is
  // still a wall, so walking into it neither climbs it nor gives NaN. The face's foot is at x = 2, so the capsule's
  // side stops the skin before it, x + 0.3 ≈ 2 - 0.01 (the face leans away above: the foot is nearest).
  Scene s(GetParam());
  s.box({-20, -1, -20}, {20, 0, 20});
  const Real tilt = Real(0.2) * Real(3.14159265) / 180;
  const Mat3 lean = test::rotation_z(-tilt);  // +y turns towards +x: the -x face's normal points -x and 0.2° up
  const Vec3 half{0.5f, 1.5f, 5};
  s.obb(Vec3{2, 0, 0} - lean * Vec3{-half.x, -half.y, 0}, half, lean);  // the face's foot on the floor at x = 2
  s.finish();
  CharacterSettings settings;
  settings.max_slope_climb_angle = kHalfPi;
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, kSkin, 0}), settings).error, CharacterError::none);
  CharacterMoveResult r;
  for (int frame = 0; frame < 30; ++frame) {
    r = c.move({0.1f, -0.05f, 0});
    expect_finite(c, r, frame);
    ASSERT_LT(r.position.y, kStand + 0.05f) << "frame " << frame;  // never climbs the face
  }
  EXPECT_LT(r.position.x, 2 - 0.3f);
  EXPECT_GT(r.position.x, 2 - 0.3f - 0.02f);
  EXPECT_TRUE(r.grounded);
}

TEST_P(CharacterSafety, WedgedUnderABodyOverlappingItsHeadItStaysOnTheFloor) {
  // Standing on the floor (centre 0.91, top of the capsule 1.81), a kinematic sphere of radius 0.5 at y = 2.21
  // overlaps its head by 0.1. Pushing it down by 0.11 would put it 0.1 into the floor (through a mesh floor): the
  // push is swept, so it stops on the floor, the skin above it, whatever the number of frames.
  for (const Real slope : {Real(0.78539816), kHalfPi}) {
    Scene s(GetParam());
    s.box({-10, -1, -10}, {10, 0, 10});
    s.finish();
    const BodyHandle head = s.world.add_body({Sphere{{0, 2.21f, 0}, 0.5f}, BodyKind::kinematic}).body;
    CharacterSettings settings;
    settings.max_slope_climb_angle = slope;
    CharacterController c;
    ASSERT_EQ(c.create(s.world, person({0, kSkin, 0}), settings).error, CharacterError::none);
    for (int frame = 0; frame < 10; ++frame) {
      const CharacterMoveResult r = c.move({0.02f, -0.01f, 0});
      expect_finite(c, r, frame);
      ASSERT_LE(deepest(s.world, c, head), kSkin) << "frame " << frame;  // not in the floor
      ASSERT_GT(r.position.y, kStand - kSkin - kTol) << "frame " << frame;
      ASSERT_LT(r.position.y, kStand + kTol) << "frame " << frame;
    }
  }
}

TEST_P(CharacterSafety, PushedOutOfABodyAtAnAngleItSlidesAlongTheFloor) {
  // The same floor, and a static sphere of radius 0.5 overlapping the head from above and to the right by 0.1: its
  // centre is 0.7 from the top of the segment (0, 1.51, 0) at 45°, (0.495, 2.005). The push out of it points down
  // to the left; straight it would go 0.07 into the floor. Swept, it stops on the floor and slides left out of the
  // sphere: each pass pushes by the depth and the skin, so it ends between touching (the segment's top at distance
  // 0.8 from the centre, at height 1.51: x = 0.495 - sqrt(0.8² - 0.495²) = -0.13350) and the skin away (distance
  // 0.81: x = -0.14615).
  Scene s(GetParam());
  s.box({-10, -1, -10}, {10, 0, 10});
  s.finish();
  const Real offset = Real(0.7) * std::sqrt(Real(0.5));
  const Vec3 centre{offset, 1.51f + offset, 0};
  const BodyHandle head = s.world.add_body({Sphere{centre, 0.5f}, BodyKind::static_body}).body;
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, kSkin, 0}), {}).error, CharacterError::none);
  const CharacterMoveResult r = c.move({0, -0.01f, 0});
  expect_finite(c, r, 0);
  const auto x_at = [&](Real distance) {
    return centre.x - std::sqrt(distance * distance - (centre.y - 1.51f) * (centre.y - 1.51f));
  };
  EXPECT_LE(r.position.x, x_at(0.8f) + 1e-4f);
  EXPECT_GE(r.position.x, x_at(0.81f) - 1e-4f);
  EXPECT_NEAR(r.position.y, kStand, kTol);
  EXPECT_LE(deepest(s.world, c, head), kSkin);  // the floor
  const Contact k = s.world.contact_body(c.shape(), head);
  EXPECT_TRUE(!k.hit() || k.depth <= kSkin);  // nor the sphere, beyond the skin
  EXPECT_TRUE(r.grounded);
}

INSTANTIATE_TEST_SUITE_P(BoxesAndMesh, CharacterSafety, ::testing::Bool(),
                         [](const auto& info) { return info.param ? "Mesh" : "Boxes"; });

TEST(CharacterSafety, TheSkinIsBoundedByTheShapesRadius) {
  // move_and_slide's skin is at most the sphere's radius: the character's at most max(radius, 0.01) (the default, so
  // a tiny character keeps it). A skin of 1e8 moved the character by 1e8 off every surface.
  World w;
  CharacterController c;
  const auto with_skin = [](Real skin) {
    CharacterSettings s;
    s.skin = skin;
    return s;
  };
  EXPECT_EQ(c.create(w, person({0, 0, 0}), with_skin(1e8f)).error, CharacterError::skin_invalid);
  EXPECT_EQ(c.create(w, person({0, 0, 0}), with_skin(0.31f)).error, CharacterError::skin_invalid);
  EXPECT_EQ(c.create(w, Sphere{{0, 0, 0}, 0.001f}, with_skin(0.0101f)).error, CharacterError::skin_invalid);
  EXPECT_EQ(w.body_count(), 0u);
  ASSERT_EQ(c.create(w, Sphere{{0, 0, 0}, 0.001f}, with_skin(0.01f)).error, CharacterError::none);
  c.destroy();
  ASSERT_EQ(c.create(w, person({0, 0, 0}), with_skin(0.3f)).error, CharacterError::none);
  EXPECT_EQ(w.body_count(), 1u);
  EXPECT_STREQ(describe(CharacterError::skin_invalid), "skin must be a finite length in (0, max(radius, 0.01)]");
}

TEST(CharacterSafety, WhatCountsAsNoMotionIsRelativeToItsSize) {
  // A 0.1 mm sphere (a particle-sized character) moving 0.5 µm a frame in free space moves: "no motion" is below
  // 3.3e-6 of its radius (3.3e-10 here), not below a micrometre. Ten frames: 5 µm.
  World w;
  CharacterSettings s;
  s.skin = 1e-6f;
  s.snap_to_ground = 0;
  s.step_height = 0;
  CharacterController c;
  ASSERT_EQ(c.create(w, Sphere{{0, 0, 0}, 1e-4f}, s).error, CharacterError::none);
  CharacterMoveResult r;
  for (int frame = 0; frame < 10; ++frame) r = c.move({5e-7f, 0, 0});
  EXPECT_NEAR(r.position.x, 5e-6f, 1e-11f);
  EXPECT_EQ(r.position.y, 0);
}

TEST(CharacterSafety, ACharacterWhoseBodyWasRemovedRefusesEveryCall) {
  World w;
  w.add_body({Aabb{{-10, -1, -10}, {10, 0, 10}}, BodyKind::static_body});
  CharacterController c;
  ASSERT_EQ(c.create(w, person({0, kSkin, 0}), {}).error, CharacterError::none);
  EXPECT_TRUE(c.alive());
  ASSERT_EQ(w.remove_body(c.body()), WorldError::none);
  EXPECT_FALSE(c.alive());
  EXPECT_EQ(c.set_position({1, 2, 3}), CharacterError::not_created);
  EXPECT_EQ(c.move({1, 0, 0}).error, CharacterError::not_created);
  EXPECT_EQ(w.body_count(), 1u);  // the floor: setPosition posed no removed body
  c.destroy();                    // nothing left to remove: no error
  EXPECT_FALSE(c.alive());
  EXPECT_EQ(w.body_count(), 1u);
}

}  // namespace
}  // namespace sweepkit
