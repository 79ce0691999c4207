// World::step's pairs and events (core/src/world/world_step.cpp): begin / stay / end across frames, sweeps that
// never tunnel, removal, layers, sensors, planes, random scenes against brute force, bit-identical streams natively
// and in WebAssembly, and turning bodies.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "common/mulberry32.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/world/world.hpp"
#include "test_util.hpp"
#include "world_fixtures.hpp"

namespace sweepkit {
namespace {

using test::add;
using test::RandomWorld;
using test::step;

constexpr Real kTol = 1e-5f;

TEST(WorldEvents, BeginStayEndAcrossFrames) {
  // A sphere of radius 0.5 from x = -3 moving +1 per frame through the static box [0, 2] x [-1, 1]^2.
  World world;
  const BodyHandle ball = add(world, Sphere{{-3, 0, 0}, 0.5f});
  const BodyHandle box = add(world, Aabb{{0, -1, -1}, {2, 1, 1}}, BodyKind::static_body);
  std::vector<std::vector<ContactEvent>> frames;
  for (int f = 0; f < 7; ++f) {
    world.set_displacement(ball, {1, 0, 0});
    frames.push_back(step(world));
  }
  EXPECT_TRUE(frames[0].empty());  // centre -3 -> -2
  EXPECT_TRUE(frames[1].empty());  // -2 -> -1
  // -1 -> 0: touches when the centre reaches -0.5, half way: t = 0.5; overlapping by 0.5 at the end.
  ASSERT_EQ(frames[2].size(), 1u);
  const ContactEvent& begin = frames[2][0];
  EXPECT_EQ(begin.type, EventType::begin);
  EXPECT_EQ(begin.flags, 0);
  EXPECT_EQ(begin.a, ball);
  EXPECT_EQ(begin.b, box);
  EXPECT_NEAR(begin.t, 0.5f, kTol);
  EXPECT_VEC_NEAR(begin.normal, (Vec3{1, 0, 0}), kTol);  // from the ball towards the box
  EXPECT_VEC_NEAR(begin.point, (Vec3{0, 0, 0}), kTol);
  EXPECT_NEAR(begin.depth, 0.5f, kTol);
  EXPECT_NEAR(begin.impact_speed, 1, kTol);  // (d_ball - d_box) . n = (1, 0, 0) . (1, 0, 0)
  // 0 -> 1 and 1 -> 2: inside the box; 2 -> 3: centre 3 is 1 > 0.5 from the face x = 2.
  ASSERT_EQ(frames[3].size(), 1u);
  EXPECT_EQ(frames[3][0].type, EventType::stay);
  EXPECT_EQ(frames[3][0].t, 1);
  ASSERT_EQ(frames[4].size(), 1u);
  EXPECT_EQ(frames[4][0].type, EventType::stay);
  ASSERT_EQ(frames[5].size(), 1u);
  EXPECT_EQ(frames[5][0].type, EventType::end);
  EXPECT_EQ(frames[5][0].flags, 0);
  EXPECT_EQ(frames[5][0].depth, 0);
  EXPECT_TRUE(frames[6].empty());
}

TEST(WorldEvents, RestingContactWithoutMotionStays) {
  // Two overlapping bodies that never move: begin (t = 0), then stay every frame.
  World world;
  const BodyHandle a = add(world, Sphere{{0, 0, 0}, 1});
  const BodyHandle b = add(world, Sphere{{1.5f, 0, 0}, 1});
  auto e = step(world);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].type, EventType::begin);
  EXPECT_EQ(e[0].t, 0);
  EXPECT_NEAR(e[0].depth, 0.5f, kTol);  // 2 - 1.5
  EXPECT_EQ(e[0].a, a);
  EXPECT_EQ(e[0].b, b);
  for (int f = 0; f < 3; ++f) {
    e = step(world);
    ASSERT_EQ(e.size(), 1u);
    EXPECT_EQ(e[0].type, EventType::stay);
    EXPECT_VEC_NEAR(e[0].normal, (Vec3{1, 0, 0}), kTol);
  }
}

TEST(WorldEvents, ContactWithinOneFrameIsATransientBegin) {
  // A ball crossing a thin box entirely within one frame: met at t = 0.4, apart at the end.
  World world;
  const BodyHandle ball = add(world, Sphere{{-2, 0, 0}, 0.5f});
  const BodyHandle wall = add(world, Aabb{{0, -5, -5}, {0.1f, 5, 5}}, BodyKind::static_body);
  world.set_displacement(ball, {5, 0, 0});  // touches at x = -0.5: t = 1.5 / 5 = 0.3
  auto e = step(world);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].type, EventType::begin);
  EXPECT_EQ(e[0].flags, kEventTransient);
  EXPECT_EQ(e[0].a, ball);
  EXPECT_EQ(e[0].b, wall);
  EXPECT_NEAR(e[0].t, 0.3f, kTol);
  EXPECT_EQ(e[0].depth, 0);
  EXPECT_NEAR(e[0].impact_speed, 5, kTol);
  EXPECT_TRUE(step(world).empty());  // no end for a transient begin
}

TEST(WorldEvents, BulletAtOneKilometrePerSecondNeverPassesAOneCentimetreWall) {
  // 1000 m/s at 60 frames/s: 16.67 m per frame, against a wall 1 cm thick: random positions of the wall
  // across the frame's path, random bullet shapes (point-like sphere, 2 mm box), directions and seeds.
  std::mt19937 rng(2024);
  std::uniform_real_distribution<float> u(0, 1);
  const float step_length = 1000.0f / 60.0f;
  int caught = 0;
  const int trials = 3000;
  for (int trial = 0; trial < trials; ++trial) {
    World world;
    const float wall_x = 50 + 100 * u(rng);  // wall somewhere, bullet crossing it at a random phase
    const Vec3 start{wall_x - step_length * (0.02f + 0.96f * u(rng)) - 0.02f, -1 + 2 * u(rng), -1 + 2 * u(rng)};
    const Vec3 dir{1, 0.05f * (u(rng) - 0.5f), 0.05f * (u(rng) - 0.5f)};
    const Vec3 d = dir * (step_length / length(dir));
    const BodyHandle wall = add(world, Aabb{{wall_x, -3, -3}, {wall_x + 0.01f, 3, 3}}, BodyKind::static_body);
    const Shape bullet_shape = trial % 2 ? Shape{Sphere{start, 0.001f}}
                                         : Shape{Aabb{start - Vec3{0.001f, 0.001f, 0.001f}, start + Vec3{0.001f, 0.001f, 0.001f}}};
    const BodyHandle bullet = add(world, bullet_shape, BodyKind::fast);
    bool hit = false;
    for (int frame = 0; frame < 2 && !hit; ++frame) {
      world.set_displacement(bullet, d);
      for (const ContactEvent& e : step(world)) {
        hit = hit || (e.type == EventType::begin && e.a == wall && e.b == bullet);
      }
    }
    caught += hit ? 1 : 0;
  }
  EXPECT_EQ(caught, trials);
}

TEST(WorldEvents, BulletIsCaughtByAMovingWallToo) {
  // Wall moving towards the bullet (kinematic), both fast: the relative motion is swept.
  World world;
  const BodyHandle bullet = add(world, Sphere{{0, 0, 0}, 0.001f}, BodyKind::fast);
  const BodyHandle wall = add(world, Aabb{{20, -1, -1}, {20.01f, 1, 1}});
  world.set_displacement(bullet, {16.67f, 0, 0});
  world.set_displacement(wall, {-5, 0, 0});  // meet when 16.67 t + 5 t = 20 - 0.001: t ~ 0.92
  const auto e = step(world);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].a, bullet);
  EXPECT_EQ(e[0].b, wall);
  EXPECT_EQ(e[0].flags, kEventTransient);
  EXPECT_NEAR(e[0].t, (20 - 0.001f) / 21.67f, 1e-4f);
  EXPECT_NEAR(e[0].impact_speed, 21.67f, 1e-3f);
}

TEST(WorldEvents, CapsuleThroughAThinBoxIsCaughtByConservativeAdvancement) {
  // Capsule through a thin box (no closed-form capsule-box sweep): conservative advancement on GJK distance
  // catches it, within its target separation (1e-4 of the shapes' size) before the exact t.
  World world;
  const BodyHandle rod = add(world, Capsule{{-3, 0, 0}, {-3, 1, 0}, 0.05f});
  add(world, Aabb{{0, -2, -2}, {0.02f, 2, 2}}, BodyKind::static_body);
  world.set_displacement(rod, {6, 0, 0});  // touches at x = -0.05: t = 2.95 / 6
  const auto e = step(world);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].flags, kEventTransient);
  EXPECT_LE(e[0].t, 2.95f / 6);  // never after the first contact
  EXPECT_GT(e[0].t, 2.95f / 6 - 1e-3f / 6);
  EXPECT_VEC_NEAR(e[0].normal, (Vec3{1, 0, 0}), 1e-3f);
}

TEST(WorldEvents, RemovalDuringContactEnds) {
  World world;
  const BodyHandle a = add(world, Sphere{{0, 0, 0}, 1});
  const BodyHandle b = add(world, Sphere{{1, 0, 0}, 1});
  const BodyHandle c = add(world, Sphere{{-1, 0, 0}, 1});
  EXPECT_EQ(step(world).size(), 3u);  // begin (a,b), (a,c), (b,c)
  world.remove_body(a);
  const auto e = step(world);
  ASSERT_EQ(e.size(), 3u);
  // Sorted by (a, b): (a, b) end, (a, c) end, (b, c) stay.
  EXPECT_EQ(e[0].type, EventType::end);
  EXPECT_EQ(e[0].flags, kEventRemoved);
  EXPECT_EQ(e[0].a, a);
  EXPECT_EQ(e[0].b, b);
  EXPECT_EQ(e[1].type, EventType::end);
  EXPECT_EQ(e[1].flags, kEventRemoved);
  EXPECT_EQ(e[1].b, c);
  EXPECT_EQ(e[2].type, EventType::stay);
  EXPECT_EQ(e[2].a, b);
  EXPECT_EQ(e[2].b, c);
  // A new body in the freed slot starts fresh.
  const BodyHandle d = add(world, Sphere{{0, 0, 0}, 1});
  EXPECT_EQ(d.index(), a.index());
  const auto e2 = step(world);
  int begins = 0;
  for (const ContactEvent& ev : e2) begins += ev.type == EventType::begin ? 1 : 0;
  EXPECT_EQ(begins, 2);  // (d, b) and (d, c)
}

TEST(WorldEvents, RemovingABodyWithoutContactsReportsNothing) {
  World world;
  const BodyHandle a = add(world, Sphere{{0, 0, 0}, 1});
  add(world, Sphere{{10, 0, 0}, 1});
  step(world);
  world.remove_body(a);
  EXPECT_TRUE(step(world).empty());
}

TEST(WorldEvents, LayersAndMasksAreRespected) {
  World world;
  // Player (layer 1) meets enemies (layer 2) but not its own bullets (layer 4, mask 2).
  const BodyHandle player = add(world, Sphere{{0, 0, 0}, 1}, BodyKind::kinematic, 1, 2);
  const BodyHandle enemy = add(world, Sphere{{1, 0, 0}, 1}, BodyKind::kinematic, 2, 0xFFFFFFFFu);
  const BodyHandle bullet = add(world, Sphere{{-1, 0, 0}, 1}, BodyKind::kinematic, 4, 2);
  auto e = step(world);
  ASSERT_EQ(e.size(), 2u);  // (player, enemy) and (enemy, bullet); not (player, bullet)
  EXPECT_EQ(e[0].a, player);
  EXPECT_EQ(e[0].b, enemy);
  EXPECT_EQ(e[1].a, enemy);
  EXPECT_EQ(e[1].b, bullet);
  // The enemy stops listening to bullets: that pair ends.
  world.set_filter(enemy, 2, 1);
  e = step(world);
  ASSERT_EQ(e.size(), 2u);
  EXPECT_EQ(e[0].type, EventType::stay);
  EXPECT_EQ(e[1].type, EventType::end);
  EXPECT_EQ(e[1].b, bullet);
  EXPECT_EQ(e[1].flags, 0);
}

TEST(WorldEvents, SensorsReportFlaggedEvents) {
  World world;
  add(world, Aabb{{-1, -1, -1}, {1, 1, 1}}, BodyKind::static_body, 1, 0xFFFFFFFFu, true);
  const BodyHandle ball = add(world, Sphere{{-3, 0, 0}, 0.5f});
  world.set_displacement(ball, {2, 0, 0});
  auto e = step(world);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].type, EventType::begin);
  EXPECT_EQ(e[0].flags, kEventSensor);
  world.set_displacement(ball, {5, 0, 0});
  e = step(world);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].type, EventType::end);
  EXPECT_EQ(e[0].flags, kEventSensor);
}

TEST(WorldEvents, StaticBodiesNeverPairWithEachOther) {
  World world;
  add(world, Aabb{{0, 0, 0}, {2, 2, 2}}, BodyKind::static_body);
  add(world, Aabb{{1, 1, 1}, {3, 3, 3}}, BodyKind::static_body);
  add(world, Plane{{0, 1, 0}, -1}, BodyKind::static_body);
  const StepResult r = world.step();
  EXPECT_EQ(r.pairs_tested, 0u);
  EXPECT_TRUE(world.events().empty());
}

TEST(WorldEvents, PlanesMeetBodiesAnywhere) {
  // A static ground plane y = 0 and boxes falling through it far apart.
  World world;
  const BodyHandle ground = add(world, Plane{{0, 1, 0}, 0}, BodyKind::static_body);
  std::vector<BodyHandle> boxes;
  for (int i = 0; i < 5; ++i) {
    const float x = 1000.0f * static_cast<float>(i);
    boxes.push_back(add(world, Aabb{{x, 5, 0}, {x + 1, 6, 1}}));
  }
  for (const BodyHandle b : boxes) world.set_displacement(b, {0, -10, 0});  // through the plane in one frame
  const auto e = step(world);
  ASSERT_EQ(e.size(), 5u);
  for (std::size_t i = 0; i < e.size(); ++i) {
    EXPECT_EQ(e[i].a, ground);
    EXPECT_EQ(e[i].b, boxes[i]);
    EXPECT_EQ(e[i].flags, kEventTransient);  // from y 5..6 to -5..-4: crossed within the frame
    EXPECT_NEAR(e[i].t, 0.5f, kTol);          // the bottom face reaches y = 0 after 5 of 10
    EXPECT_VEC_NEAR(e[i].normal, (Vec3{0, 1, 0}), kTol);  // from the plane towards the box (above it at t)
  }
}

TEST(WorldEvents, RandomScenesKeepTheEventContract) {
  for (std::uint32_t seed = 1; seed <= 4; ++seed) {
    RandomWorld rw(seed);
    std::set<std::pair<std::int32_t, std::int32_t>> touching;  // as told by the events so far
    for (int frame = 0; frame < 40; ++frame) {
      rw.move();
      if (frame == 20) {
        for (int r = 0; r < 10; ++r) rw.world.remove_body(rw.handles[static_cast<std::size_t>(r * 13)]);
      }
      // Bodies and shapes at the frame's end, for the brute-force check.
      World& w = rw.world;
      std::vector<std::pair<BodyHandle, BodyState>> live;
      for (const BodyHandle h : rw.handles) {
        BodyState s = w.body(h);
        if (s.error == WorldError::none) {
          s.shape = translated(s.shape, s.displacement);
          live.emplace_back(h, s);
        }
      }
      w.step();
      const auto events = w.events();
      for (std::size_t i = 0; i < events.size(); ++i) {
        const ContactEvent& e = events[i];
        ASSERT_LT(e.a, e.b);
        if (i > 0) {
          const ContactEvent& p = events[i - 1];
          ASSERT_TRUE(p.a < e.a || (p.a == e.a && p.b < e.b)) << "events unsorted or duplicated at frame " << frame;
        }
        const auto key = std::make_pair(e.a.value, e.b.value);
        if (e.type == EventType::begin) {
          ASSERT_FALSE(touching.count(key)) << "begin for a touching pair";
          if (!(e.flags & kEventTransient)) touching.insert(key);
        } else {
          ASSERT_TRUE(touching.count(key)) << "stay/end for a pair not touching";
          if (e.type == EventType::end) touching.erase(key);
        }
        EXPECT_NEAR(length(e.normal), 1, 1e-3f);
      }
      // The touching set must equal brute force over the end shapes.
      std::set<std::pair<std::int32_t, std::int32_t>> expected;
      for (std::size_t i = 0; i < live.size(); ++i) {
        for (std::size_t j = i + 1; j < live.size(); ++j) {
          const BodyState& p = live[i].second;
          const BodyState& q = live[j].second;
          if (p.kind == BodyKind::static_body && q.kind == BodyKind::static_body) continue;
          if (!((p.layer & q.mask) && (q.layer & p.mask))) continue;
          if (contact(p.shape, q.shape).hit()) expected.insert({live[i].first.value, live[j].first.value});
        }
      }
      ASSERT_EQ(touching, expected) << "seed " << seed << " frame " << frame;
    }
  }
}

TEST(WorldEvents, SameInputsGiveBitIdenticalEventStreams) {
  std::vector<unsigned char> streams[2];
  for (auto& stream : streams) {
    RandomWorld rw(99, 500);
    for (int frame = 0; frame < 30; ++frame) {
      rw.move();
      rw.world.step();
      const auto events = rw.world.events();
      const auto* bytes = reinterpret_cast<const unsigned char*>(events.data());
      stream.insert(stream.end(), bytes, bytes + events.size_bytes());
    }
  }
  ASSERT_GT(streams[0].size(), 1000u);
  EXPECT_EQ(streams[0], streams[1]);
}

// The seeded scene of tests/js/world.test.js, built identically (mulberry32, float arithmetic): the FNV-1a
// hash of its event stream must be the same natively and in WebAssembly (tests/js/world.test.js checks the
// same constant). If a change to a query legitimately changes the events, update both constants together.
constexpr std::uint32_t kCrossBuildEventHash = 0x2ea7d92a;

std::uint32_t cross_build_event_hash() {
  common::Mulberry32 rng{7};
  const auto range = [&rng](float lo, float hi) { return rng.range(lo, hi); };
  World world;
  std::vector<BodyHandle> handles;
  std::vector<Vec3> d;
  for (int i = 0; i < 300; ++i) {
    const Vec3 c{range(0, 12), range(0, 12), range(0, 12)};
    if (i % 2 == 0) {
      handles.push_back(world.add_body({Sphere{c, range(0.5f, 1)}}).body);
    } else {
      const Vec3 h{range(0.4f, 0.9f), range(0.4f, 0.9f), range(0.4f, 0.9f)};
      handles.push_back(world.add_body({Aabb{c - h, c + h}}).body);
    }
    d.push_back({range(-0.3f, 0.3f), range(-0.3f, 0.3f), range(-0.3f, 0.3f)});
  }
  std::uint32_t hash = 0x811C9DC5u;
  for (int frame = 0; frame < 20; ++frame) {
    for (std::size_t i = 0; i < handles.size(); ++i) world.set_displacement(handles[i], frame % 2 ? -d[i] : d[i]);
    world.step();
    const auto events = world.events();
    const auto* bytes = reinterpret_cast<const unsigned char*>(events.data());
    for (std::size_t k = 0; k < events.size_bytes(); ++k) hash = (hash ^ bytes[k]) * 0x01000193u;
  }
  return hash;
}

TEST(WorldEvents, EventStreamIsBitIdenticalInWebAssembly) {
  if (sizeof(Real) != 4) GTEST_SKIP() << "float32 rounding case (this is the SWEEPKIT_DOUBLE build)";
  EXPECT_EQ(cross_build_event_hash(), kCrossBuildEventHash) << std::hex << cross_build_event_hash();
}

TEST(WorldTurning, SpinningBarMeetsTheBoxItsEndPosesMiss) {
  // The bar of half (2, 0.05, 0.05) turning half a turn about z in one step, a static box of half 0.2 at (0, 1.5, 0):
  // its upper face meets the box's corner (0.2, 1.3) at θ = 1.380121, t = θ / π = 0.439305 (the hand computation
  // of tests/core/query/dispatch_convex_test.cpp). Start and end poses are apart: one transient begin.
  World world;
  const Real pi = Real(3.14159265358979);
  const BodyHandle bar = world.add_body({Obb{{0, 0, 0}, {2, 0.05f, 0.05f}, {}}, BodyKind::kinematic}).body;
  const BodyHandle box = world.add_body({Aabb{{-0.2f, 1.3f, -0.2f}, {0.2f, 1.7f, 0.2f}}, BodyKind::static_body}).body;
  ASSERT_EQ(world.set_motion(bar, Motion{{0, 0, 0}, {0, 0, pi}}), WorldError::none);
  world.step();
  const auto events = world.events();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].type, EventType::begin);
  EXPECT_EQ(events[0].flags, kEventTransient);
  EXPECT_LE(events[0].t, 0.439305f + 1e-6f);
  EXPECT_GT(events[0].t, 0.439305f - 2e-3f);
  EXPECT_TRUE((events[0].a == bar && events[0].b == box) || (events[0].a == box && events[0].b == bar));
  // The bar is left turned by π: its x axis along -x.
  const Obb after = std::get<Obb>(world.body(bar).shape);
  EXPECT_VEC_NEAR(after.rotation.col[0], (Vec3{-1, 0, 0}), 1e-5f);
  EXPECT_VEC_NEAR(after.rotation.col[1], (Vec3{0, -1, 0}), 1e-5f);
  // The motion was for one step only.
  world.step();
  EXPECT_TRUE(world.events().empty());
}

TEST(WorldTurning, WhatCannotTurn) {
  World world;
  const BodyHandle box = world.add_body({Aabb{{0, 0, 0}, {1, 1, 1}}, BodyKind::kinematic}).body;
  const BodyHandle wall = world.add_body({Obb{{5, 0, 0}, {1, 1, 1}, {}}, BodyKind::static_body}).body;
  const BodyHandle ball = world.add_body({Sphere{{9, 0, 0}, 1}, BodyKind::kinematic}).body;
  EXPECT_EQ(world.set_motion(box, Motion{{0, 0, 0}, {0, 1, 0}}), WorldError::shape_cannot_turn);
  EXPECT_EQ(world.set_motion(wall, Motion{{0, 0, 0}, {0, 1, 0}}), WorldError::static_body_moved);
  EXPECT_EQ(world.set_motion(ball, Motion{{0, 0, 0}, {0, NAN, 0}}), WorldError::invalid_displacement);
  EXPECT_EQ(world.set_motion(ball, Motion{{1, 0, 0}, {0, 5, 0}}), WorldError::none);  // a sphere may: no effect
  EXPECT_EQ(world.set_motion(box, Motion{{1, 0, 0}, {0, 0, 0}}), WorldError::none);   // no turning: a displacement
}

TEST(WorldTurning, TurningCapsuleAgainstTheGround) {
  // A capsule from (-1, 1, 0) to (1, 1, 0), radius 0.1, turning a quarter about z (its midpoint (0, 1, 0) fixed):
  // its lower end swings down to y = 1 - sin θ and touches the ground plane y = 0 when 1 - sin θ = 0.1:
  // θ = asin(0.9) = 1.119770, t = θ / (π/2) = 0.712893.
  World world;
  const BodyHandle rod = world.add_body({Capsule{{-1, 1, 0}, {1, 1, 0}, 0.1f}, BodyKind::kinematic}).body;
  world.add_body({Plane{{0, 1, 0}, 0}, BodyKind::static_body});
  ASSERT_EQ(world.set_motion(rod, Motion{{0, 0, 0}, {0, 0, Real(1.5707963)}}), WorldError::none);
  world.step();
  const auto events = world.events();
  ASSERT_EQ(events.size(), 1u);
  EXPECT_LE(events[0].t, 0.712893f + 1e-6f);
  EXPECT_GT(events[0].t, 0.712893f - 2e-3f);
}

}  // namespace
}  // namespace sweepkit
