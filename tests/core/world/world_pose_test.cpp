// World::set_pose: teleporting a body to a position and an absolute rotation (world.cpp; the shape rule is
// `posed` in shapes/shape.cpp, tested in tests/core/shapes/shape_test.cpp).
#include <gtest/gtest.h>

#include <cmath>
#include <variant>

#include "sweepkit/world/world.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

// A quarter turn about +z: x -> y, y -> -x.
const Mat3 kQuarterZ{{Vec3{0, 1, 0}, Vec3{-1, 0, 0}, Vec3{0, 0, 1}}};

BodyHandle add(World& world, const Shape& shape, BodyKind kind = BodyKind::kinematic) {
  const AddBodyResult r = world.add_body({shape, kind});
  EXPECT_EQ(r.error, WorldError::none);
  return r.body;
}

TEST(WorldPose, ObbTakesThePositionAndTheAbsoluteRotation) {
  World world;
  const BodyHandle box = add(world, Obb{{1, 2, 3}, {2, 0.5f, 0.5f}, {}});
  ASSERT_EQ(world.set_pose(box, {4, 0, 0}, &kQuarterZ), WorldError::none);
  const Obb posed_box = std::get<Obb>(world.body(box).shape);
  EXPECT_VEC_NEAR(posed_box.center, (Vec3{4, 0, 0}), 0);
  EXPECT_VEC_NEAR(posed_box.rotation.col[0], (Vec3{0, 1, 0}), 0);
  EXPECT_VEC_NEAR(posed_box.half_size, (Vec3{2, 0.5f, 0.5f}), 0);
  // Posing again with the same rotation turns nothing further (absolute, not relative).
  ASSERT_EQ(world.set_pose(box, {4, 0, 0}, &kQuarterZ), WorldError::none);
  EXPECT_VEC_NEAR(std::get<Obb>(world.body(box).shape).rotation.col[0], (Vec3{0, 1, 0}), 0);
  // Without a rotation the body keeps its own.
  ASSERT_EQ(world.set_pose(box, {0, 0, 0}), WorldError::none);
  EXPECT_VEC_NEAR(std::get<Obb>(world.body(box).shape).rotation.col[0], (Vec3{0, 1, 0}), 0);
}

TEST(WorldPose, CapsuleLiesAlongItsLocalY) {
  // The capsule from (-1, 1, 0) to (1, 1, 0): half length 1. Posed at (0, 5, 0) with the identity it stands along
  // +y: (0, 4, 0) to (0, 6, 0); with a quarter turn about z, +y maps to -x: (1, 5, 0) to (-1, 5, 0).
  World world;
  const BodyHandle rod = add(world, Capsule{{-1, 1, 0}, {1, 1, 0}, 0.25f});
  const Mat3 identity;
  ASSERT_EQ(world.set_pose(rod, {0, 5, 0}, &identity), WorldError::none);
  Capsule c = std::get<Capsule>(world.body(rod).shape);
  EXPECT_VEC_NEAR(c.start, (Vec3{0, 4, 0}), 1e-6f);
  EXPECT_VEC_NEAR(c.end, (Vec3{0, 6, 0}), 1e-6f);
  EXPECT_EQ(c.radius, 0.25f);
  ASSERT_EQ(world.set_pose(rod, {0, 5, 0}, &kQuarterZ), WorldError::none);
  c = std::get<Capsule>(world.body(rod).shape);
  EXPECT_VEC_NEAR(c.start, (Vec3{1, 5, 0}), 1e-6f);
  EXPECT_VEC_NEAR(c.end, (Vec3{-1, 5, 0}), 1e-6f);
  // Position only: the segment keeps its direction about the new midpoint.
  ASSERT_EQ(world.set_pose(rod, {10, 0, 0}), WorldError::none);
  c = std::get<Capsule>(world.body(rod).shape);
  EXPECT_VEC_NEAR(c.start, (Vec3{11, 0, 0}), 1e-6f);
  EXPECT_VEC_NEAR(c.end, (Vec3{9, 0, 0}), 1e-6f);
}

TEST(WorldPose, AabbMovesByItsCentreAndCannotTurn) {
  World world;
  const BodyHandle box = add(world, Aabb{{0, 0, 0}, {2, 4, 6}});
  const Mat3 identity;
  ASSERT_EQ(world.set_pose(box, {10, 0, 0}, &identity), WorldError::none);
  const Aabb b = std::get<Aabb>(world.body(box).shape);
  EXPECT_VEC_NEAR(b.min, (Vec3{9, -2, -3}), 0);
  EXPECT_VEC_NEAR(b.max, (Vec3{11, 2, 3}), 0);
  EXPECT_EQ(world.set_pose(box, {0, 0, 0}, &kQuarterZ), WorldError::shape_cannot_turn);
  EXPECT_VEC_NEAR(std::get<Aabb>(world.body(box).shape).min, (Vec3{9, -2, -3}), 0);  // unchanged
}

TEST(WorldPose, RefusalsNameTheirReason) {
  World world;
  const BodyHandle ball = add(world, Sphere{{0, 0, 0}, 1});
  const BodyHandle ground = add(world, Plane{{0, 1, 0}, 0}, BodyKind::static_body);
  const Mat3 sheared{{Vec3{1, 0, 0}, Vec3{0.5f, 1, 0}, Vec3{0, 0, 1}}};
  const Mat3 mirror{{Vec3{-1, 0, 0}, Vec3{0, 1, 0}, Vec3{0, 0, 1}}};
  EXPECT_EQ(world.set_pose(ground, {0, 0, 0}), WorldError::plane_has_no_pose);
  EXPECT_EQ(world.set_pose(ball, {NAN, 0, 0}), WorldError::invalid_pose);
  EXPECT_EQ(world.set_pose(ball, {INFINITY, 0, 0}), WorldError::invalid_pose);
  EXPECT_EQ(world.set_pose(ball, {2e8f, 0, 0}), WorldError::invalid_pose);
  EXPECT_EQ(world.set_pose(ball, {0, 0, 0}, &sheared), WorldError::invalid_pose);
  EXPECT_EQ(world.set_pose(ball, {0, 0, 0}, &mirror), WorldError::invalid_pose);
  // A capsule of half length 100 posed at x = 1e8 along x: its end would lie at 1.000001e8, past the limit.
  const BodyHandle rod = add(world, Capsule{{-100, 0, 0}, {100, 0, 0}, 1});
  EXPECT_EQ(world.set_pose(rod, {1e8f, 0, 0}), WorldError::invalid_pose);
  EXPECT_VEC_NEAR(std::get<Capsule>(world.body(rod).shape).end, (Vec3{100, 0, 0}), 0);  // unchanged
  world.remove_body(ball);
  EXPECT_EQ(world.set_pose(ball, {0, 0, 0}), WorldError::stale_handle);
  EXPECT_EQ(world.set_pose(BodyHandle{}, {0, 0, 0}), WorldError::stale_handle);
}

TEST(WorldPose, TeleportIsNotSweptAndBeginsTouchingAtTheNextStep) {
  // A sphere of radius 1 teleported from x = -10 into a static box [0, 2]³ at (0.5, 1, 1): it passes nothing on the
  // way (a static box lies between, unswept), and the next step reports begin at t = 0 with depth 1.5 along +x
  // (the sphere's centre 0.5 inside the face x = 0; its surface reaches 1.5 past it).
  World world;
  const BodyHandle ball = add(world, Sphere{{-10, 1, 1}, 1});
  const BodyHandle box = add(world, Aabb{{0, 0, 0}, {2, 2, 2}}, BodyKind::static_body);
  world.step();
  ASSERT_TRUE(world.events().empty());
  ASSERT_EQ(world.set_pose(ball, {0.5f, 1, 1}), WorldError::none);
  world.step();
  const auto events = world.events();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, EventType::begin);
  EXPECT_EQ(events[0].t, 0);
  EXPECT_NEAR(events[0].depth, 1.5f, 1e-5f);
  // The normal goes from a (the lower handle: the ball) to b (the box): the ball leaves through x = 0, so -x
  // points from box to ball and +x from ball to box.
  ASSERT_EQ(events[0].a, ball);
  ASSERT_EQ(events[0].b, box);
  EXPECT_VEC_NEAR(events[0].normal, (Vec3{1, 0, 0}), 1e-5f);
}

TEST(WorldPose, TheFramesMotionIsSweptFromTheNewPose) {
  // A sphere of radius 1 at the origin with a displacement of (10, 0, 0), then posed at (20, 0, 0): the step sweeps
  // it from 20 to 30 into the static box starting at x = 25. First contact when 20 + 10 t + 1 = 25: t = 0.4.
  World world;
  const BodyHandle ball = add(world, Sphere{{0, 0, 0}, 1});
  add(world, Aabb{{25, -1, -1}, {26, 1, 1}}, BodyKind::static_body);
  ASSERT_EQ(world.set_displacement(ball, {10, 0, 0}), WorldError::none);
  ASSERT_EQ(world.set_pose(ball, {20, 0, 0}), WorldError::none);
  world.step();
  const auto events = world.events();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_NEAR(events[0].t, 0.4f, 1e-6f);
  EXPECT_VEC_NEAR(std::get<Sphere>(world.body(ball).shape).center, (Vec3{30, 0, 0}), 1e-5f);
}

TEST(WorldPose, StaticBodiesMayBePosed) {
  World world;
  const BodyHandle wall = add(world, Obb{{0, 0, 0}, {1, 1, 1}, {}}, BodyKind::static_body);
  EXPECT_EQ(world.set_pose(wall, {3, 0, 0}, &kQuarterZ), WorldError::none);
  EXPECT_VEC_NEAR(std::get<Obb>(world.body(wall).shape).center, (Vec3{3, 0, 0}), 0);
}

}  // namespace
}  // namespace sweepkit
