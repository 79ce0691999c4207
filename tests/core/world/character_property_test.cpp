// CharacterController invariants over seeded random levels (boxes and tilted boxes, as bodies and as one mesh):
// whatever the walk (random direction and speed, gravity, jumps), the character never ends a move inside a body by
// more than 1 mm, and its position stays finite.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "character_scene.hpp"
#include "sweepkit/world/character_controller.hpp"

namespace sweepkit {
namespace {

// splitmix32-style generator: the same levels and walks on every machine.
struct Random {
  std::uint32_t state;
  std::uint32_t next() {
    state += 0x9E3779B9u;
    std::uint32_t z = state;
    z = (z ^ (z >> 16)) * 0x85EBCA6Bu;
    z = (z ^ (z >> 13)) * 0xC2B2AE35u;
    return z ^ (z >> 16);
  }
  Real uniform(Real lo, Real hi) { return lo + (hi - lo) * Real(next() >> 8) / Real(1 << 24); }
};

class CharacterProperties : public ::testing::TestWithParam<bool> {};

TEST_P(CharacterProperties, NeverEndsAMoveInsideABody) {
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    Random rng{seed};
    test::Scene s(GetParam());
    s.box({-12, -1, -12}, {12, 0, 12});
    for (int i = 0; i < 60; ++i) {
      const Vec3 c{rng.uniform(-6, 6), rng.uniform(-0.5f, 1), rng.uniform(-6, 6)};
      const Vec3 half{rng.uniform(0.005f, 1.5f), rng.uniform(0.05f, 1), rng.uniform(0.005f, 1.5f)};
      s.obb(c, half, test::rotation_z(rng.uniform(-0.9f, 0.9f)) * test::rotation_x(rng.uniform(-0.3f, 0.3f)));
    }
    s.finish();
    CharacterController c;
    ASSERT_EQ(c.create(s.world, test::person({0, 3, 0}), {}).error, CharacterError::none);
    const Real dt = Real(1) / Real(30);
    Real vy = 0, heading = 0, speed = 0;
    bool grounded = false;
    std::size_t walls = 0;  // contacts with anything but the floor: the walk must have met the level
    for (int frame = 0; frame < 300; ++frame) {
      if (frame % 20 == 0) vy = grounded && rng.uniform(0, 1) < 0.3f ? Real(5) : vy;  // sometimes a jump
      vy = grounded && vy <= 0 ? Real(-0.5) : vy - Real(9.81) * dt;
      if (frame % 30 == 0) {  // a new heading and speed every second
        heading = rng.uniform(0, 6.2831853f);
        speed = rng.uniform(1, 6);
      }
      const CharacterMoveResult r = c.move({speed * std::cos(heading) * dt, vy * dt, speed * std::sin(heading) * dt});
      ASSERT_EQ(r.error, CharacterError::none);
      ASSERT_TRUE(is_finite(r.position)) << "seed " << seed << ", frame " << frame;
      ASSERT_LE(test::deepest(s.world, c), 1e-3f) << "seed " << seed << ", frame " << frame;
      grounded = r.grounded;
      for (const CharacterCollision& k : c.collisions()) walls += k.normal.y > -0.99f ? 1 : 0;
    }
    EXPECT_GT(walls, 20u) << "seed " << seed;
  }
}

INSTANTIATE_TEST_SUITE_P(BoxesAndMesh, CharacterProperties, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "Mesh" : "Boxes"; });

}  // namespace
}  // namespace sweepkit
