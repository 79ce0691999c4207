// push_out_sphere and move_and_slide: hand-built rooms with floors, walls and thin plates.

#include "sweepkit/world/character.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "test_util.hpp"

namespace sweepkit {
namespace {

constexpr Real kSkin = Real(1e-4);  // SlideSettings' default; radius 0.5 keeps it (1e-3 × 0.5 is larger: 5e-4)
constexpr Real kR = 0.5f;
constexpr Real kGap = Real(1e-3) * kR;  // the skin actually kept by a radius-0.5 character
constexpr Real kTol = 2e-3f;            // a few skins: where the character stops short of a surface

BodyHandle add_static(World& w, const Shape& s) { return w.add_body({s, BodyKind::static_body}).body; }

TEST(MoveAndSlide, FreeMotionIsAMiss) {
  World w;
  add_static(w, Plane{{0, 1, 0}, 0});
  const SlideResult r = move_and_slide(w, Sphere{{0, 2, 0}, kR}, {3, 0, 1});
  EXPECT_EQ(r.status, Status::miss);
  EXPECT_VEC_NEAR(r.position, (Vec3{3, 2, 1}), 0);
  EXPECT_EQ(r.collisions, 0u);
  EXPECT_TRUE(r.body.is_null());
}

TEST(MoveAndSlide, LandsOnTheFloorAndSlidesAlongIt) {
  // From y = 1 moving (3, -2, 0): the bottom reaches y = 0 after a quarter of the motion; the remaining
  // (2.25, -1.5, 0) loses its downward part, so the character ends at x = 0.75 + 2.25 = 3 on the floor.
  World w;
  const BodyHandle floor = add_static(w, Plane{{0, 1, 0}, 0});
  const SlideResult r = move_and_slide(w, Sphere{{0, 1, 0}, kR}, {3, -2, 0});
  EXPECT_EQ(r.status, Status::hit);
  EXPECT_EQ(r.body, floor);
  EXPECT_VEC_NEAR(r.normal, (Vec3{0, -1, 0}), 1e-6f);  // from the character towards the floor
  EXPECT_NEAR(r.position.x, 3, kTol);
  EXPECT_NEAR(r.position.y, kR + kGap, kTol);
  EXPECT_GE(r.position.y, kR);  // never below the surface
}

TEST(MoveAndSlide, RestingOnTheFloorDoesNotStick) {
  // Already touching the floor (y = r exactly) and pushed down and forward: it moves the full 1 along x.
  World w;
  add_static(w, Plane{{0, 1, 0}, 0});
  const SlideResult r = move_and_slide(w, Sphere{{0, kR, 0}, kR}, {1, -0.1f, 0});
  EXPECT_NEAR(r.position.x, 1, kTol);
  EXPECT_GE(r.position.y, kR);
  EXPECT_LT(r.position.y, kR + kTol);
}

TEST(MoveAndSlide, SlidesAlongAWallHitAtAnAngle) {
  // Wall face at x = 2. From x = 0 moving (4, 0, 4): contact when the centre reaches x = 1.5 (t = 0.375,
  // z = 1.5); the rest (2.5, 0, 2.5) keeps only its z part: end at x ≈ 1.5, z = 4.
  World w;
  const BodyHandle wall = add_static(w, Aabb{{2, -5, -10}, {3, 5, 10}});
  const SlideResult r = move_and_slide(w, Sphere{{0, 0, 0}, kR}, {4, 0, 4});
  EXPECT_EQ(r.body, wall);
  EXPECT_VEC_NEAR(r.normal, (Vec3{1, 0, 0}), 1e-6f);
  EXPECT_NEAR(r.position.x, 1.5f, kTol);
  EXPECT_LE(r.position.x, 1.5f);
  EXPECT_NEAR(r.position.z, 4, kTol);
}

TEST(MoveAndSlide, StopsInACornerWithoutPassingEitherWall) {
  // Walls at x = 2 and z = 2 meeting in a corner; the floor y = 0 under them. Pushed far into the corner.
  World w;
  add_static(w, Aabb{{2, -5, -10}, {3, 5, 10}});
  add_static(w, Aabb{{-10, -5, 2}, {10, 5, 3}});
  add_static(w, Plane{{0, 1, 0}, 0});
  const SlideResult r = move_and_slide(w, Sphere{{0, kR, 0}, kR}, {10, -1, 10});
  EXPECT_NEAR(r.position.x, 1.5f, kTol);
  EXPECT_NEAR(r.position.z, 1.5f, kTol);
  EXPECT_LE(r.position.x, 1.5f);
  EXPECT_LE(r.position.z, 1.5f);
  EXPECT_GE(r.position.y, kR);
}

TEST(MoveAndSlide, NeverTunnelsThroughAThinPlate) {
  // A 1 cm plate at x = 100 and a small fast character (1 km per call): it stops in front of the plate.
  World w;
  add_static(w, Aabb{{100, -1, -1}, {100.01f, 1, 1}});
  const SlideResult r = move_and_slide(w, Sphere{{0, 0, 0}, 0.05f}, {1000, 0, 0});
  EXPECT_EQ(r.status, Status::hit);
  EXPECT_LE(r.position.x, 100 - 0.05f);
  EXPECT_NEAR(r.position.x, 100 - 0.05f, kTol);
}

TEST(MoveAndSlide, IgnoresFilteredBodies) {
  World w;
  const BodyHandle self = w.add_body({Sphere{{0, 0, 0}, kR}}).body;
  const SlideResult r = move_and_slide(w, Sphere{{0, 0, 0}, kR}, {1, 0, 0}, QueryFilter{0xFFFFFFFFu, true, self});
  EXPECT_EQ(r.status, Status::miss);
  EXPECT_VEC_NEAR(r.position, (Vec3{1, 0, 0}), 0);
}

TEST(MoveAndSlide, InvalidInputIsReported) {
  World w;
  const Real nan = std::numeric_limits<Real>::quiet_NaN();
  SlideResult r = move_and_slide(w, Sphere{{0, 0, 0}, -1}, {1, 0, 0});
  EXPECT_EQ(r.status, Status::invalid_input);
  EXPECT_EQ(r.error, InputError::radius_negative);
  EXPECT_EQ(r.error_argument, 0);
  r = move_and_slide(w, Sphere{{0, 0, 0}, 1}, {nan, 0, 0});
  EXPECT_EQ(r.error, InputError::vector_not_finite);
  EXPECT_EQ(r.error_argument, 1);
  EXPECT_TRUE(is_finite(r.position));
}

TEST(PushOutSphere, MovesOutByThePenetrationDepth) {
  // Sphere radius 0.5 centred 0.3 above the floor: depth 0.2, pushed up to y = 0.5 + skin.
  World w;
  const BodyHandle floor = add_static(w, Plane{{0, 1, 0}, 0});
  const SlideResult r = push_out_sphere(w, Sphere{{1, 0.3f, 2}, kR});
  EXPECT_EQ(r.status, Status::hit);
  EXPECT_EQ(r.body, floor);
  EXPECT_EQ(r.collisions, 1u);
  EXPECT_VEC_NEAR(r.position, (Vec3{1, kR + kGap, 2}), 1e-5f);
}

TEST(PushOutSphere, FreesASphereWedgedBetweenTwoBoxes) {
  World w;
  add_static(w, Aabb{{-5, -5, -5}, {5, 0, 5}});   // floor box, top y = 0
  add_static(w, Aabb{{0.8f, -5, -5}, {5, 5, 5}});  // wall box, face x = 0.8
  const SlideResult r = push_out_sphere(w, Sphere{{0.5f, 0.2f, 0}, kR});
  EXPECT_EQ(r.status, Status::hit);
  EXPECT_LE(r.position.x, 0.8f - kR);
  EXPECT_GE(r.position.y, kR);
  std::vector<BodyHandle> still;
  w.overlap(Sphere{r.position, kR - kSkin}, {}, still);
  EXPECT_TRUE(still.empty());
}

// A floor box (top y = 0) and a ball of radius 0.5 resting on it at the origin; the query sphere, radius 0.25,
// keeps the skin max(1e-4, 1e-3 x 0.25) = 2.5e-4.
constexpr Real kSmallR = 0.25f;
constexpr Real kSmallSkin = Real(2.5e-4);
World FloorWithRestingBall() {
  World w;
  add_static(w, Aabb{{-5, -5, -5}, {5, 0, 5}});
  add_static(w, Sphere{{0, 0.5f, 0}, 0.5f});
  return w;
}

TEST(PushOutSphere, SaysWhenItCannotFreeTheSphere) {
  // Right under the ball's point of contact: the floor pushes it up to y = 0.25025, into the ball, which pushes
  // it straight back down to y = -0.25025, and so on; no contact has a sideways component. (It used to return
  // y = -0.25025, inside the floor, as a hit.) Reported as initial_overlap, the sphere left where it was.
  World w = FloorWithRestingBall();
  const SlideResult r = push_out_sphere(w, Sphere{{0, -0.5f, 0}, kSmallR});
  EXPECT_EQ(r.status, Status::initial_overlap);
  EXPECT_VEC_NEAR(r.position, (Vec3{0, -0.5f, 0}), 0);
  EXPECT_FALSE(r.body.is_null());
  EXPECT_GT(r.collisions, 2u);
}

TEST(PushOutSphere, FollowsTheWedgeBetweenFloorAndBall) {
  // Off to the side at x = 0.3 the ball's push has a sideways part: floor and ball push in turn until the sphere
  // sits in the wedge, on the floor (y = r + skin = 0.25025) and the skin clear of the ball:
  // x = sqrt((0.75 + skin)² - (0.5 - y)²) = sqrt(0.75025² - 0.24975²) = 0.70745.
  World w = FloorWithRestingBall();
  const SlideResult r = push_out_sphere(w, Sphere{{0.3f, -0.5f, 0}, kSmallR});
  ASSERT_EQ(r.status, Status::hit);
  EXPECT_NEAR(r.position.y, kSmallR + kSmallSkin, kSmallSkin);
  EXPECT_NEAR(r.position.x, 0.70745f, 2 * kSmallSkin);
  EXPECT_EQ(r.position.z, 0);
  std::vector<BodyHandle> inside;
  w.overlap(Sphere{r.position, kSmallR - kSmallSkin}, {}, inside);  // in nothing deeper than the skin
  EXPECT_TRUE(inside.empty());
}

TEST(PushOutSphere, NothingToDoIsAMiss) {
  World w;
  add_static(w, Plane{{0, 1, 0}, 0});
  const SlideResult r = push_out_sphere(w, Sphere{{0, 2, 0}, kR});
  EXPECT_EQ(r.status, Status::miss);
  EXPECT_VEC_NEAR(r.position, (Vec3{0, 2, 0}), 0);
}

}  // namespace
}  // namespace sweepkit
