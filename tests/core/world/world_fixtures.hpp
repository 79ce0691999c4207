#pragma once
// The World tests' shared set-up (world_test.cpp, world_step_test.cpp, world_queries_test.cpp): a body that must
// be accepted, a step's events as a vector, and a seeded random world with the brute force of its sphere cast.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/world/world.hpp"

namespace sweepkit::test {

/// Adds a body the World must accept (a failed expectation otherwise) and returns its handle.
inline BodyHandle add(World& world, const Shape& shape, BodyKind kind = BodyKind::kinematic, std::uint32_t layer = 1,
                      std::uint32_t mask = 0xFFFFFFFFu, bool sensor = false) {
  const AddBodyResult r = world.add_body({shape, kind, layer, mask, sensor});
  EXPECT_EQ(r.error, WorldError::none);
  return r.body;
}

/// Steps `world` and returns the step's events.
inline std::vector<ContactEvent> step(World& world) {
  world.step();
  const auto events = world.events();
  return {events.begin(), events.end()};
}

// A random world of moving spheres, boxes and capsules plus planes, stepped over frames; checks the event
// stream's invariants and, at every frame, the set of touching pairs against brute force.
struct RandomWorld {
  World world;
  std::vector<BodyHandle> handles;
  std::mt19937 rng;

  explicit RandomWorld(std::uint32_t seed, int count = 300) : rng(seed) {
    std::uniform_real_distribution<float> pos(0, 14);
    std::uniform_real_distribution<float> size(0.3f, 1.0f);
    std::uniform_int_distribution<int> kind(0, 9);
    std::uniform_int_distribution<int> layer(0, 2);
    for (int i = 0; i < count; ++i) {
      const Vec3 c{pos(rng), pos(rng), pos(rng)};
      Shape shape;
      const int k = kind(rng);
      if (k < 4) shape = Sphere{c, size(rng)};
      else if (k < 8) shape = Aabb{c - Vec3{size(rng), size(rng), size(rng)}, c + Vec3{size(rng), size(rng), size(rng)}};
      else shape = Capsule{c, c + Vec3{size(rng), size(rng), 0}, size(rng) * 0.5f};
      const BodyKind body_kind = i % 7 == 0 ? BodyKind::static_body : BodyKind::kinematic;
      const std::uint32_t l = 1u << layer(rng);
      handles.push_back(add(world, shape, body_kind, l, i % 5 == 0 ? 0x3u : 0xFFFFFFFFu, i % 11 == 0));
    }
    handles.push_back(add(world, Plane{{0, 1, 0}, -7}, BodyKind::static_body));  // y = 7
    handles.push_back(add(world, Plane{{0.6f, 0, 0.8f}, -5}));                   // moves below
  }

  void move() {
    std::uniform_real_distribution<float> d(-0.4f, 0.4f);
    for (std::size_t i = 0; i < handles.size(); ++i) {
      if (world.body(handles[i]).kind == BodyKind::static_body) continue;
      world.set_displacement(handles[i], {d(rng), d(rng), d(rng)});
    }
  }

  /// The brute force that World::sphere_cast_closest must match: the live body whose sweep (dispatch `sweep`) of
  /// `s` moving by `d` hits first, and its t; a null body when none is hit.
  std::pair<BodyHandle, Real> closest_sphere_cast(const Sphere& s, Vec3 d) const {
    Real best = 2;
    BodyHandle best_body;
    for (const BodyHandle h : handles) {
      const BodyState st = world.body(h);
      if (st.error != WorldError::none) continue;
      const SweepHit hit = sweep(s, d, st.shape, {0, 0, 0});
      if (hit.hit() && hit.t < best) {
        best = hit.t;
        best_body = h;
      }
    }
    return {best_body, best};
  }
};

}  // namespace sweepkit::test
