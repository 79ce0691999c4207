// World's bodies (core/src/world/world.cpp): handles, their generations and slots, and the validation of bodies
// and displacements. Events are in world_step_test.cpp, queries in world_queries_test.cpp.
#include "sweepkit/world/world.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "test_util.hpp"
#include "world_fixtures.hpp"

namespace sweepkit {
namespace {

using test::add;
using test::step;

TEST(World, HandlesAreDistinctAndOrderedBySlot) {
  World world;
  const BodyHandle a = add(world, Sphere{{0, 0, 0}, 1});
  const BodyHandle b = add(world, Sphere{{5, 0, 0}, 1});
  EXPECT_FALSE(a.is_null());
  EXPECT_LT(a, b);
  EXPECT_EQ(a.index(), 0u);
  EXPECT_EQ(b.index(), 1u);
  EXPECT_TRUE(world.contains(a));
  EXPECT_EQ(world.body_count(), 2u);
  EXPECT_FALSE(world.contains(BodyHandle{}));
  EXPECT_FALSE(world.contains(BodyHandle{12345}));
}

TEST(World, StaleHandleIsReportedAndNeverNamesTheNextBody) {
  World world;
  const BodyHandle a = add(world, Sphere{{0, 0, 0}, 1});
  EXPECT_EQ(world.remove_body(a), WorldError::none);
  EXPECT_EQ(world.remove_body(a), WorldError::stale_handle);
  EXPECT_EQ(world.set_displacement(a, {1, 0, 0}), WorldError::stale_handle);
  EXPECT_EQ(world.set_shape(a, Sphere{{0, 0, 0}, 2}), WorldError::stale_handle);
  EXPECT_EQ(world.set_filter(a, 1, 1), WorldError::stale_handle);
  EXPECT_EQ(world.body(a).error, WorldError::stale_handle);
  world.step();  // the slot becomes reusable after the step that reports the removal
  const BodyHandle b = add(world, Sphere{{0, 0, 0}, 1});
  EXPECT_EQ(b.index(), a.index());  // same slot, next generation
  EXPECT_NE(b, a);
  EXPECT_FALSE(world.contains(a));
  EXPECT_TRUE(world.contains(b));
}

TEST(World, SlotIsNotReusedBeforeTheNextStep) {
  World world;
  const BodyHandle a = add(world, Sphere{{0, 0, 0}, 1});
  world.remove_body(a);
  const BodyHandle b = add(world, Sphere{{0, 0, 0}, 1});
  EXPECT_NE(b.index(), a.index());
}

TEST(World, SlotIsRetiredAfterItsLastGeneration) {
  World world;
  const BodyHandle first = add(world, Sphere{{0, 0, 0}, 1});
  BodyHandle h = first;
  for (int i = 1; i < 2047; ++i) {  // generations 1..2047 of slot 0
    world.remove_body(h);
    world.step();
    h = add(world, Sphere{{0, 0, 0}, 1});
    ASSERT_EQ(h.index(), 0u);
  }
  EXPECT_EQ(h.value & 2047, 2047);
  world.remove_body(h);
  world.step();
  const BodyHandle next = add(world, Sphere{{0, 0, 0}, 1});
  EXPECT_EQ(next.index(), 1u);  // slot 0 retired: its handles can never come back
  EXPECT_FALSE(world.contains(first));
}

TEST(World, DescribeNamesEveryError) {
  EXPECT_STREQ(describe(WorldError::stale_handle), "stale body handle (removed, null, or not from this world)");
  EXPECT_STREQ(describe(WorldError::static_body_moved), "a static body cannot move");
  EXPECT_STREQ(describe(static_cast<WorldError>(99)), "unknown error");
}

TEST(World, InvalidBodiesAreRejected) {
  World world;
  AddBodyResult r = world.add_body({Sphere{{0, 0, 0}, -1}});
  EXPECT_EQ(r.error, WorldError::invalid_shape);
  EXPECT_EQ(r.shape_error, InputError::radius_negative);
  EXPECT_TRUE(r.body.is_null());
  r = world.add_body({Plane{{0, 2, 0}, 0}});
  EXPECT_EQ(r.shape_error, InputError::normal_not_unit);
  r = world.add_body({Sphere{{0, 0, 0}, 1}, static_cast<BodyKind>(7)});
  EXPECT_EQ(r.error, WorldError::invalid_kind);
  EXPECT_EQ(world.body_count(), 0u);
}

TEST(World, DisplacementsAreValidated) {
  World world;
  const BodyHandle s = add(world, Aabb{{0, 0, 0}, {1, 1, 1}}, BodyKind::static_body);
  const BodyHandle k = add(world, Sphere{{0, 0, 0}, 1});
  EXPECT_EQ(world.set_displacement(s, {1, 0, 0}), WorldError::static_body_moved);
  EXPECT_EQ(world.set_displacement(s, {0, 0, 0}), WorldError::none);
  EXPECT_EQ(world.set_displacement(k, {std::nanf(""), 0, 0}), WorldError::invalid_displacement);
  EXPECT_EQ(world.set_displacement(k, {0, 2e8f, 0}), WorldError::invalid_displacement);
  EXPECT_EQ(world.set_displacement(k, {0, 1, 0}), WorldError::none);
  EXPECT_VEC_NEAR(world.body(k).displacement, (Vec3{0, 1, 0}), 0);
}

TEST(World, InvalidDisplacementsWrittenDirectlyAreReportedByStep) {
  World world;
  const BodyHandle s = add(world, Aabb{{0, 0, 0}, {1, 1, 1}}, BodyKind::static_body);
  const BodyHandle k = add(world, Sphere{{10, 0, 0}, 1});
  world.displacements()[s.index()] = {1, 0, 0};
  world.displacements()[k.index()] = {std::numeric_limits<Real>::infinity(), 0, 0};
  const StepResult r = world.step();
  EXPECT_EQ(r.rejected_displacements, 2u);
  EXPECT_EQ(r.first_rejected, s);
  EXPECT_EQ(r.rejection, WorldError::static_body_moved);
  // Neither moved.
  EXPECT_VEC_NEAR(std::get<Sphere>(world.body(k).shape).center, (Vec3{10, 0, 0}), 0);
  EXPECT_VEC_NEAR(std::get<Aabb>(world.body(s).shape).min, (Vec3{0, 0, 0}), 0);
}

TEST(World, StepMovesBodiesAndClearsDisplacements) {
  World world;
  const BodyHandle k = add(world, Capsule{{0, 0, 0}, {0, 1, 0}, 0.5f});
  world.set_displacement(k, {1, 2, 3});
  world.step();
  const Capsule c = std::get<Capsule>(world.body(k).shape);
  EXPECT_VEC_NEAR(c.start, (Vec3{1, 2, 3}), 0);
  EXPECT_VEC_NEAR(c.end, (Vec3{1, 3, 3}), 0);
  EXPECT_VEC_NEAR(world.body(k).displacement, (Vec3{0, 0, 0}), 0);
}

}  // namespace
}  // namespace sweepkit
