// CharacterController: settings checks, walls, creases, slopes, platforms, other characters and thin walls, each
// scene built from boxes and again as one triangle mesh. Expected positions by hand; the skin (0.01) is the gap
// kept from surfaces, so a character resting on a floor at y = 0 has its centre at 0.9 + 0.01.

#include "sweepkit/world/character_controller.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "character_scene.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

using test::kSkin;
using test::kStand;
using test::person;
using test::Scene;

constexpr Real kTol = Real(2e-3);
constexpr Real kPi = Real(3.14159265);

Real deg(Real d) { return d * kPi / 180; }

TEST(CharacterSettings, EachInvalidFieldIsNamed) {
  const Real nan = std::numeric_limits<Real>::quiet_NaN();
  const Real inf = std::numeric_limits<Real>::infinity();
  const auto with = [](auto edit) {
    CharacterSettings s;
    edit(s);
    return check(s);
  };
  EXPECT_EQ(check(CharacterSettings{}), CharacterError::none);
  EXPECT_EQ(with([](auto& s) { s.up = {0, 2, 0}; }), CharacterError::up_invalid);
  EXPECT_EQ(with([&](auto& s) { s.up = {0, nan, 0}; }), CharacterError::up_invalid);
  EXPECT_EQ(with([](auto& s) { s.max_slope_climb_angle = -0.1f; }), CharacterError::max_slope_climb_angle_invalid);
  EXPECT_EQ(with([](auto& s) { s.max_slope_climb_angle = 1.6f; }), CharacterError::max_slope_climb_angle_invalid);
  EXPECT_EQ(with([](auto& s) { s.max_slope_climb_angle = kPi / 2; }), CharacterError::none);  // π/2 itself is allowed
  EXPECT_EQ(with([&](auto& s) { s.min_slope_slide_angle = nan; }), CharacterError::min_slope_slide_angle_invalid);
  EXPECT_EQ(with([](auto& s) { s.step_height = -0.01f; }), CharacterError::step_height_invalid);
  EXPECT_EQ(with([&](auto& s) { s.step_height = inf; }), CharacterError::step_height_invalid);
  EXPECT_EQ(with([](auto& s) { s.step_min_width = -1; }), CharacterError::step_min_width_invalid);
  EXPECT_EQ(with([](auto& s) { s.snap_to_ground = -1; }), CharacterError::snap_to_ground_invalid);
  EXPECT_EQ(with([](auto& s) { s.skin = 0; }), CharacterError::skin_invalid);
  EXPECT_EQ(with([](auto& s) { s.max_iterations = 0; }), CharacterError::max_iterations_invalid);
  EXPECT_EQ(with([](auto& s) { s.max_iterations = 65; }), CharacterError::max_iterations_invalid);
  // The core speaks C++ (its fields by their C++ names); the JS errors have their own words.
  EXPECT_STREQ(describe(CharacterError::step_height_invalid), "step_height must be a finite length >= 0");
  EXPECT_STREQ(describe(CharacterError::max_iterations_invalid), "max_iterations must be an integer in [1, 64]");
}

TEST(CharacterController, CreateRefusesShapesItCannotWalkWith) {
  World w;
  CharacterController c;
  EXPECT_EQ(c.create(w, Aabb{{0, 0, 0}, {1, 1, 1}}, {}).error, CharacterError::shape_not_capsule);
  EXPECT_EQ(c.create(w, Capsule{{0, 0, 0}, {1, 1, 0}, 0.3f}, {}).error, CharacterError::shape_not_upright);
  const CharacterCreateResult bad = c.create(w, Sphere{{0, 0, 0}, -1}, {});
  EXPECT_EQ(bad.error, CharacterError::shape_invalid);
  EXPECT_EQ(bad.shape_error, InputError::radius_negative);
  EXPECT_EQ(w.body_count(), 0u);
  EXPECT_EQ(c.move({1, 0, 0}).error, CharacterError::not_created);
  // Upright along a custom up (+z) is fine; its position is the segment's midpoint.
  CharacterSettings zup;
  zup.up = {0, 0, 1};
  ASSERT_EQ(c.create(w, Capsule{{1, 2, 3}, {1, 2, 5}, 0.3f}, zup).error, CharacterError::none);
  EXPECT_VEC_NEAR(c.position(), (Vec3{1, 2, 4}), 0);
  EXPECT_EQ(w.body_count(), 1u);
  EXPECT_EQ(c.move({std::numeric_limits<Real>::quiet_NaN(), 0, 0}).error, CharacterError::displacement_invalid);
  c.destroy();
  EXPECT_EQ(w.body_count(), 0u);
  EXPECT_EQ(c.move({1, 0, 0}).error, CharacterError::not_created);
}

class CharacterScenes : public ::testing::TestWithParam<bool> {};

// Pushes down by 1 cm while grounded (the caller's gravity), else falls at 1 cm per frame: enough for these tests.
CharacterMoveResult walk(CharacterController& c, Vec3 horizontal, bool grounded) {
  return c.move(horizontal + Vec3{0, grounded ? Real(-0.01) : Real(-0.05), 0});
}

TEST_P(CharacterScenes, StandsOnTheFloorGrounded) {
  Scene s(GetParam());
  s.box({-10, -1, -10}, {10, 0, 10});
  s.finish();
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, 0.05f, 0}), {}).error, CharacterError::none);
  const CharacterMoveResult r = c.move({0, -0.2f, 0});  // falls 5 cm to the floor, the rest cancelled
  EXPECT_TRUE(r.grounded);
  EXPECT_NEAR(r.position.y, kStand, kTol);
  EXPECT_VEC_NEAR(r.ground_normal, (Vec3{0, 1, 0}), 1e-5f);
  EXPECT_FALSE(r.ground_body.is_null());
  EXPECT_FALSE(r.stepped);
  // Its body followed it.
  const Capsule body = std::get<Capsule>(s.world.body(c.body()).shape);
  EXPECT_NEAR((body.start.y + body.end.y) / 2, r.position.y, 1e-6f);
}

TEST_P(CharacterScenes, SlidesAlongAWallHitAtAnAngle) {
  // Wall face at x = 2. Moving (4, 0, 4) from x = 0: the side touches at centre x = 1.7; the skin is kept across
  // the wall (backed off along the diagonal to (1.69, 1.69)), then what is left of the motion, (2.31, 2.31), slides
  // without its x part: end (1.69, y, 4). The failed step (the wall is taller than the step) changes nothing.
  Scene s(GetParam());
  s.box({-10, -1, -10}, {10, 0, 10});
  s.box({2, 0, -10}, {3, 3, 10});
  s.finish();
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, kSkin, 0}), {}).error, CharacterError::none);
  c.move({0, -0.01f, 0});
  std::vector<CharacterLeg> legs;
  const CharacterMoveResult r = c.move({4, 0, 4}, &legs);
  EXPECT_NEAR(r.position.x, 1.69f, kTol);
  EXPECT_NEAR(r.position.z, 4, kTol);
  EXPECT_NEAR(r.position.y, kStand, kTol);
  EXPECT_TRUE(r.grounded);
  ASSERT_FALSE(c.collisions().empty());
  EXPECT_VEC_NEAR(c.collisions()[0].normal, (Vec3{1, 0, 0}), 1e-4f);
  EXPECT_NEAR(c.collisions()[0].position.x, 1.7f, kTol);
  ASSERT_GE(legs.size(), 2u);
  EXPECT_EQ(legs[0].kind, LegKind::slide);
  EXPECT_NEAR(legs[0].t, 1.7f / 4, 1e-3f);
}

TEST_P(CharacterScenes, StopsInACornerAndSlidesAlongAVCrease) {
  Scene s(GetParam());
  s.box({-10, -1, -10}, {10, 0, 10});
  s.box({2, 0, -10}, {3, 3, 10});  // walls at x = 2 and z = 2
  s.box({-10, 0, 2}, {3, 3, 3});
  s.finish();
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, kSkin, 0}), {}).error, CharacterError::none);
  c.move({0, -0.01f, 0});
  const CharacterMoveResult r = c.move({4, -0.01f, 4});
  // Each wall keeps the skin: the centre stops 0.3 + 0.01 from both.
  EXPECT_NEAR(r.position.x, 1.69f, kTol);
  EXPECT_NEAR(r.position.z, 1.69f, kTol);
  EXPECT_NEAR(r.position.y, kStand, kTol);
  const CharacterMoveResult again = c.move({1, 0, 1});  // pushing on into the corner: not a millimetre further
  EXPECT_NEAR(again.position.x, 1.69f, kTol);
  EXPECT_NEAR(again.position.z, 1.69f, kTol);
}

TEST_P(CharacterScenes, FallsIntoAVCreaseAndSlidesAlongIt) {
  // Two 60° faces meeting along the line y = 0, z = 0 (a valley along x). A sphere of radius 0.5 ends the skin
  // away from both: its centre on the valley's middle (z = 0) at height (0.5 + 0.01) / cos 60° = 1.02, and the
  // motion along x (2) is kept: the crease of the two faces is the x axis.
  Scene s(GetParam());
  for (const Real side : {Real(1), Real(-1)}) {
    const Mat3 r = test::rotation_x(side * deg(60));
    const Vec3 half{10, 0.5f, 5};
    s.obb(r * Vec3{0, -half.y, -side * half.z}, half, r);
  }
  s.finish();
  CharacterController c;
  ASSERT_EQ(c.create(s.world, Sphere{{0, 3, 0.2f}, 0.5f}, {}).error, CharacterError::none);
  const CharacterMoveResult r = c.move({2, -5, 0});
  EXPECT_NEAR(r.position.x, 2, 0.01f);
  EXPECT_NEAR(r.position.y, 1.02f, 3e-3f);
  EXPECT_NEAR(r.position.z, 0, 3e-3f);
  EXPECT_FALSE(r.grounded);  // 60° faces are not ground
}

TEST_P(CharacterScenes, Climbs30DegreesKeepingItsHorizontalSpeed) {
  // A 30° ramp rising from x = 0 (its face y = x tan 30°). Walking +x 5 cm per frame for 60 frames from x = -1:
  // x = 2, on the face with the bottom sphere's centre (r + skin) from it: y = 2 tan 30° + 0.31 / cos 30° + 0.6.
  Scene s(GetParam());
  s.box({-10, -1, -10}, {0, 0, 10});
  s.ramp(deg(30));
  s.finish();
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({-1, kSkin, 0}), {}).error, CharacterError::none);
  CharacterMoveResult r = c.move({0, -0.01f, 0});
  ASSERT_TRUE(r.grounded);
  for (int frame = 0; frame < 60; ++frame) {
    r = walk(c, {0.05f, 0, 0}, r.grounded);
    ASSERT_TRUE(r.grounded) << "frame " << frame;
  }
  EXPECT_NEAR(r.position.x, 2, 0.01f);
  EXPECT_NEAR(r.position.y, 2 * std::tan(deg(30)) + 0.31f / std::cos(deg(30)) + 0.6f, 0.01f);
  EXPECT_VEC_NEAR(r.ground_normal, (Vec3{-std::sin(deg(30)), std::cos(deg(30)), 0}), 1e-3f);
}

TEST_P(CharacterScenes, StopsTheSkinOffA50DegreeFaceAtEveryRate) {
  // A 50° ramp from x = 0 (steeper than the 45° climb, and at the default 50° slide angle). Walking +x at 2 m/s with
  // the game's gravity, the bottom sphere (centre 0.31 above the floor) stops the skin from the face:
  // -x sin 50° + 0.31 cos 50° = 0.31, x = -0.31 tan 25°, at 15 and at 120 steps per second alike. It never rises,
  // and the step up lands on the 50° face: refused. Standing on the floor, gravity's push does not slide it down
  // the face and back off along the floor (which would leave it short by 9.81·dt²·sin 50° cos 50°).
  for (const int rate : {15, 120}) {
    Scene s(GetParam());
    s.box({-10, -1, -10}, {0, 0, 10});
    s.ramp(deg(50));
    s.finish();
    CharacterController c;
    ASSERT_EQ(c.create(s.world, person({-1, kSkin, 0}), {}).error, CharacterError::none);
    const Real dt = Real(1) / Real(rate);
    CharacterMoveResult r;
    Real vy = 0;
    for (int frame = 0; frame < rate; ++frame) {  // 1 s: 2 m asked for, 0.86 to the face
      vy = (r.grounded ? 0 : vy) - Real(9.81) * dt;
      r = c.move({2 * dt, vy * dt, 0});
      ASSERT_TRUE(r.grounded) << rate << " Hz, frame " << frame;
      ASSERT_LE(r.position.y, kStand + 1e-3f) << rate << " Hz, frame " << frame;
      ASSERT_FALSE(r.stepped) << rate << " Hz, frame " << frame;
    }
    EXPECT_NEAR(r.position.x, -0.31f * std::tan(deg(25)), 1e-4f) << rate << " Hz";
    EXPECT_NEAR(r.position.y, kStand, 1e-3f) << rate << " Hz";  // the skin above the floor, to the casts' precision
  }
}

TEST_P(CharacterScenes, SlidesDownA55DegreeFace) {
  // A sphere (r 0.5) resting the skin off a 55° face, moved down by 1: it touches at once (the gap along the motion
  // is the skin / cos 55°, which the back-off gives back), then the whole motion slides along the face, the skin
  // off it: (0, -1, 0) less its part into the face, (-sin 55° cos 55°, -sin² 55°, 0).
  Scene s(GetParam());
  s.ramp(deg(55));
  s.finish();
  const Real th = deg(55);
  const Vec3 face_normal{-std::sin(th), std::cos(th), 0};
  const Vec3 start = Vec3{3, 3 * std::tan(th), 0} + face_normal * 0.51f;
  CharacterController c;
  ASSERT_EQ(c.create(s.world, Sphere{start, 0.5f}, {}).error, CharacterError::none);
  const CharacterMoveResult r = c.move({0, -1, 0});
  EXPECT_VEC_NEAR(r.position - start, (Vec3{-std::sin(th) * std::cos(th), -std::sin(th) * std::sin(th), 0}), kTol);
  EXPECT_FALSE(r.grounded);
}

TEST_P(CharacterScenes, PushedOutOfTheFloorAtTheStart) {
  Scene s(GetParam());
  s.box({-10, -1, -10}, {10, 0, 10});
  s.finish();
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, -0.1f, 0}), {}).error, CharacterError::none);  // 10 cm deep
  std::vector<CharacterLeg> legs;
  const CharacterMoveResult r = c.move({0, 0, 0}, &legs);
  EXPECT_NEAR(r.position.y, kStand, kTol);  // out by the depth and the skin: 0.8 + 0.11
  ASSERT_FALSE(legs.empty());
  EXPECT_EQ(legs[0].kind, LegKind::depenetrate);
  EXPECT_VEC_NEAR(legs[0].displacement, (Vec3{0, 0.11f, 0}), kTol);
  EXPECT_TRUE(r.grounded);
}

TEST_P(CharacterScenes, CarriedByAPlatformAt3MetresPerSecond) {
  // A platform (top at y = 1) moving +x at 3 m/s, 60 steps per second: 0.05 per step; after 60 steps the character
  // standing on it has gone 3 along x. Then it rises 1 in 20 steps: the character is lifted by 1, never inside it.
  Scene s(GetParam());
  const BodyHandle platform = test::floor_and_platform(s);
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, 1 + kSkin, 0}), {}).error, CharacterError::none);
  CharacterMoveResult r = c.move({0, -0.01f, 0});
  ASSERT_EQ(r.ground_body, platform);
  for (int frame = 0; frame < 60; ++frame) {
    ASSERT_EQ(s.world.set_displacement(platform, {0.05f, 0, 0}), WorldError::none);
    s.world.step();
    r = walk(c, {}, r.grounded);
    ASSERT_TRUE(r.grounded) << "frame " << frame;
  }
  EXPECT_NEAR(r.position.x, 3, kTol);
  EXPECT_NEAR(r.position.y, 1 + kStand, kTol);
  for (int frame = 0; frame < 20; ++frame) {
    s.world.set_displacement(platform, {0, 0.05f, 0});
    s.world.step();
    r = walk(c, {}, r.grounded);
    ASSERT_TRUE(r.grounded) << "frame " << frame;
    ASSERT_GE(r.position.y, 1 + 0.05f * (frame + 1) + 0.9f) << "frame " << frame;
  }
  EXPECT_NEAR(r.position.y, 2 + kStand, kTol);
  EXPECT_NEAR(r.position.x, 3, kTol);
}

// A character standing at (2, 1, 0) on `platform` (its top at y = 1, turning about the y axis) while the platform
// turns a quarter turn about +y over 60 steps: it turns with it about the axis, (x, z) = (2 cos φ, -2 sin φ) after
// each step, to (0, -2), and stays at the top.
void ride_quarter_turn(World& w, BodyHandle platform) {
  CharacterController c;
  ASSERT_EQ(c.create(w, person({2, 1 + kSkin, 0}), {}).error, CharacterError::none);
  CharacterMoveResult r = c.move({0, -0.01f, 0});
  ASSERT_EQ(r.ground_body, platform);
  const Real step = deg(90) / 60;
  for (int frame = 0; frame < 60; ++frame) {
    ASSERT_EQ(w.set_motion(platform, Motion{{0, 0, 0}, {0, step, 0}}), WorldError::none);
    w.step();
    r = walk(c, {}, r.grounded);
    ASSERT_TRUE(r.grounded) << "frame " << frame;
    const Real phi = step * Real(frame + 1);
    ASSERT_NEAR(r.position.x, 2 * std::cos(phi), kTol) << "frame " << frame;
    ASSERT_NEAR(r.position.z, -2 * std::sin(phi), kTol) << "frame " << frame;
  }
  EXPECT_NEAR(r.position.y, 1 + kStand, kTol);
}

TEST(CharacterController, TurnsWithARotatingPlatform) {
  // An oriented box platform centred on the y axis turning a quarter turn about +y over 60 steps; the character
  // standing at (2, top, 0) turns with it about the axis: (x, z) = (2 cos φ, -2 sin φ), φ = 90°: (0, -2).
  World w;
  const BodyHandle platform = w.add_body({Obb{{0, 0.5f, 0}, {3, 0.5f, 3}, Mat3{}}, BodyKind::kinematic}).body;
  ride_quarter_turn(w, platform);
}

TEST(CharacterController, TurnsWithARotatingMeshPlatform) {
  // The same quarter turn with the platform a mesh body (its top, the square [-3, 3]² at y = 1, turning about its
  // position on the y axis: sweep_shape_turning_mesh): the character turns with it to (0, -2).
  const std::vector<float> top{-3, 1, -3, -3, 1, 3, 3, 1, 3, 3, 1, -3};
  const std::vector<std::uint32_t> indices{0, 1, 2, 0, 2, 3};
  const TriangleMesh mesh = build_triangle_mesh(top, indices).mesh;
  World w;
  MeshBodyDesc desc;
  desc.mesh = &mesh;
  desc.kind = BodyKind::kinematic;
  const BodyHandle platform = w.add_mesh_body(desc).body;
  ride_quarter_turn(w, platform);
}

TEST_P(CharacterScenes, TwoCharactersMeet) {
  // A walks 2 towards B standing 2 away: their sides (0.3 each) meet when A's centre is at 1.4; it keeps the skin.
  // B then walks 1 towards A: it is already the skin away, so it does not move. Each sees the other's body.
  Scene s(GetParam());
  s.box({-10, -1, -10}, {10, 0, 10});
  s.finish();
  CharacterController a, b;
  ASSERT_EQ(a.create(s.world, person({0, kSkin, 0}), {}).error, CharacterError::none);
  ASSERT_EQ(b.create(s.world, person({2, kSkin, 0}), {}).error, CharacterError::none);
  const CharacterMoveResult ra = a.move({2, -0.01f, 0});
  EXPECT_NEAR(ra.position.x, 1.39f, kTol);
  const auto met = [](const CharacterController& c, BodyHandle other) {
    for (const CharacterCollision& k : c.collisions()) {
      if (k.body == other) return k;
    }
    return CharacterCollision{};
  };
  EXPECT_VEC_NEAR(met(a, b.body()).normal, (Vec3{1, 0, 0}), 1e-3f);
  const CharacterMoveResult rb = b.move({-1, -0.01f, 0});
  EXPECT_NEAR(rb.position.x, 2, kTol);
  EXPECT_VEC_NEAR(met(b, a.body()).normal, (Vec3{-1, 0, 0}), 1e-3f);
}

TEST_P(CharacterScenes, WalksThroughASensorThatReportsItInTheWorldsEvents) {
  // A trigger zone x in [1, 2]: by default the character walks 1 on to x = 1 (not stopped 0.3 + skin before it,
  // at 0.69), and the next step reports the pair (its side spans [0.7, 1.3]) as a sensor begin. A character
  // whose filter includes sensors stops at 0.69.
  Scene s(GetParam());
  s.box({-10, -1, -10}, {10, 0, 10});
  s.finish();
  BodyDesc trigger{Aabb{{1, 0, -1}, {2, 2, 1}}, BodyKind::static_body};
  trigger.sensor = true;
  const BodyHandle zone = s.world.add_body(trigger).body;
  CharacterController c;
  ASSERT_EQ(c.create(s.world, person({0, kSkin, 0}), {}).error, CharacterError::none);
  EXPECT_NEAR(c.move({1, -0.01f, 0}).position.x, 1, kTol);
  s.world.step();
  ASSERT_EQ(s.world.events().size(), 1u);
  const ContactEvent& e = s.world.events()[0];
  EXPECT_EQ(e.type, EventType::begin);
  EXPECT_EQ(e.flags & kEventSensor, kEventSensor);
  EXPECT_TRUE((e.a == zone && e.b == c.body()) || (e.a == c.body() && e.b == zone));

  CharacterSettings blocked;
  blocked.filter.include_sensors = true;
  CharacterController d;
  ASSERT_EQ(d.create(s.world, person({0, kSkin, 4}), blocked).error, CharacterError::none);
  BodyDesc wall = trigger;
  wall.shape = Aabb{{1, 0, 3}, {2, 2, 5}};
  s.world.add_body(wall);
  EXPECT_NEAR(d.move({1, -0.01f, 0}).position.x, 1 - 0.3f - kSkin, kTol);
}

TEST_P(CharacterScenes, NeverCrossesA1CentimetreWallAt15Or144StepsPerSecond) {
  for (const int rate : {15, 144}) {
    Scene s(GetParam());
    s.box({-10, -1, -10}, {10, 0, 10});
    s.box({2, 0, -10}, {2.01f, 3, 10});
    s.finish();
    CharacterController c;
    ASSERT_EQ(c.create(s.world, person({0, kSkin, 0}), {}).error, CharacterError::none);
    CharacterMoveResult r = c.move({0, -0.01f, 0});
    for (int frame = 0; frame < 2 * rate; ++frame) {  // 6 m/s for 2 s
      r = walk(c, {Real(6) / Real(rate), 0, 0}, r.grounded);
      ASSERT_LE(r.position.x, 1.7f) << rate << " Hz, frame " << frame;
    }
    EXPECT_NEAR(r.position.x, 1.69f, kTol) << rate << " Hz";
  }
}

TEST_P(CharacterScenes, SamePathAt15To144StepsPerSecondOnFlatAndSlopes) {
  // 2 s at (2, 0, 0.5) m/s with the game's gravity (-0.5 m/s pushed into the ground while grounded, else falling) from
  // x = -2 on a level top that meets a 30° slope up (or down) at x = 0: x = 2, z = 1 at every rate, and on the slope
  // the bottom sphere's centre is the skin off the face: y = ±2 tan 30° + 0.31 / cos 30° + 0.6 (on the flat 0.91).
  for (const Real slope : {Real(0), deg(30), -deg(30)}) {
    Vec3 ends[4];
    const int rates[4] = {15, 30, 120, 144};
    for (int i = 0; i < 4; ++i) {
      Scene s(GetParam());
      s.box({-10, -1, -10}, {0, 0, 10});
      if (slope != 0) s.ramp(slope);
      else s.box({0, -1, -10}, {10, 0, 10});
      s.finish();
      CharacterController c;
      ASSERT_EQ(c.create(s.world, person({-2, kSkin, 0}), {}).error, CharacterError::none);
      CharacterMoveResult r = c.move({0, -0.01f, 0});
      const Real dt = Real(1) / Real(rates[i]);
      Real vy = 0;
      for (int frame = 0; frame < 2 * rates[i]; ++frame) {
        vy = r.grounded ? Real(-0.5) : vy - Real(9.81) * dt;
        r = c.move({2 * dt, vy * dt, 0.5f * dt});
        ASSERT_TRUE(r.grounded) << rates[i] << " Hz, frame " << frame;
      }
      ends[i] = r.position;
    }
    const Real y = slope == 0 ? kStand : 2 * std::tan(slope) + 0.31f / std::cos(slope) + 0.6f;
    for (int i = 0; i < 4; ++i) {
      EXPECT_VEC_NEAR(ends[i], (Vec3{2, y, 1}), kTol) << "slope " << slope << ", " << rates[i] << " Hz";
      EXPECT_LE(length(ends[i] - ends[2]), 1e-3f) << "slope " << slope << ", " << rates[i] << " Hz against 120 Hz";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BoxesAndMesh, CharacterScenes, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "Mesh" : "Boxes"; });

}  // namespace
}  // namespace sweepkit
