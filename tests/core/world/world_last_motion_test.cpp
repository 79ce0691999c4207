// World::last_motion (what a character controller is carried by) and QueryFilter::ignore_more.

#include <gtest/gtest.h>

#include "sweepkit/world/world.hpp"
#include "test_util.hpp"

namespace sweepkit {
namespace {

TEST(WorldLastMotion, IsTheMotionOfTheLastStepOnly) {
  World w;
  const BodyHandle box = w.add_body({Obb{{0, 0, 0}, {1, 1, 1}, Mat3{}}, BodyKind::kinematic}).body;
  const BodyHandle wall = w.add_body({Aabb{{5, 0, 0}, {6, 1, 1}}, BodyKind::static_body}).body;
  EXPECT_VEC_NEAR(w.last_motion(box).linear, (Vec3{0, 0, 0}), 0);  // before any step
  ASSERT_EQ(w.set_motion(box, Motion{{1, 2, 3}, {0, 0.5f, 0}}), WorldError::none);
  w.step();
  EXPECT_VEC_NEAR(w.last_motion(box).linear, (Vec3{1, 2, 3}), 0);
  EXPECT_VEC_NEAR(w.last_motion(box).angular, (Vec3{0, 0.5f, 0}), 0);
  EXPECT_VEC_NEAR(w.last_motion(wall).linear, (Vec3{0, 0, 0}), 0);
  w.step();  // no motion set: it stood still
  EXPECT_VEC_NEAR(w.last_motion(box).linear, (Vec3{0, 0, 0}), 0);
  EXPECT_VEC_NEAR(w.last_motion(box).angular, (Vec3{0, 0, 0}), 0);
  // A refused motion (a static body moved) is no motion.
  w.displacements()[wall.index()] = {1, 0, 0};
  w.step();
  EXPECT_VEC_NEAR(w.last_motion(wall).linear, (Vec3{0, 0, 0}), 0);
  w.remove_body(box);
  EXPECT_VEC_NEAR(w.last_motion(box).linear, (Vec3{0, 0, 0}), 0);  // stale
}

TEST(WorldQueryFilter, IgnoreMoreSkipsEachListedBody) {
  // Three walls along +x at x = 2, 4 and 6; a unit sphere cast 10 along x from the origin touches the first at
  // t = 0.1; skipping the first two (one in `ignore`, one in `ignore_more`), the third at t = 0.5.
  World w;
  BodyHandle walls[3];
  for (int i = 0; i < 3; ++i) {
    const Real x = Real(2 + 2 * i);
    walls[i] = w.add_body({Aabb{{x, -5, -5}, {x + 1, 5, 5}}, BodyKind::static_body}).body;
  }
  const Sphere s{{0, 0, 0}, 1};
  EXPECT_NEAR(w.cast_closest(s, {10, 0, 0}).hit.t, 0.1f, 1e-6f);
  QueryFilter f;
  f.ignore = walls[0];
  const BodyHandle more[] = {walls[1]};
  f.ignore_more = more;
  const WorldSweepHit h = w.cast_closest(s, {10, 0, 0}, f);
  EXPECT_EQ(h.body, walls[2]);
  EXPECT_NEAR(h.hit.t, 0.5f, 1e-6f);
}

}  // namespace
}  // namespace sweepkit
