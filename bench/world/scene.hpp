#pragma once
// The seeded benchmark scene shared by the native benchmarks and (re-implemented line for line in
// bench/world/world.mjs) the JS world benchmark: N bodies, half spheres and half boxes, scattered
// uniformly in a cube sized so that each body touches ~1.7 others, each moving up to 0.1 per axis per frame.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "../../common/mulberry32.hpp"
#include "sweepkit/shapes/bounds.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit::bench {

/// mulberry32 (common/mulberry32.hpp): the scene's generator, shared with the tests.
using common::Mulberry32;

/// Volume per body of the scene cube; calibrated so that 2 * touching pairs / N is ~1.7.
inline constexpr float kVolumePerBody = 10.0f;

struct SceneBody {
  Shape shape;        ///< At the frame start.
  Vec3 displacement;  ///< This frame's motion.
};

/// The scene cube's side for N bodies.
inline float scene_side(std::size_t n) { return std::cbrt(kVolumePerBody * static_cast<float>(n)); }

/// N bodies: even indices spheres of radius [0.5, 1), odd ones boxes of half extents [0.4, 0.9) per axis.
inline std::vector<SceneBody> make_scene(std::size_t n, std::uint32_t seed = 12345) {
  Mulberry32 rng{seed};
  const float side = scene_side(n);
  std::vector<SceneBody> bodies(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Vec3 c{rng.range(0, side), rng.range(0, side), rng.range(0, side)};
    if (i % 2 == 0) {
      bodies[i].shape = Sphere{c, rng.range(0.5f, 1.0f)};
    } else {
      const Vec3 h{rng.range(0.4f, 0.9f), rng.range(0.4f, 0.9f), rng.range(0.4f, 0.9f)};
      bodies[i].shape = Aabb{c - h, c + h};
    }
    bodies[i].displacement = {rng.range(-0.1f, 0.1f), rng.range(-0.1f, 0.1f), rng.range(-0.1f, 0.1f)};
  }
  return bodies;
}

/// Box of `shape` swept by `d` (start ∪ end), as the World computes it.
inline Aabb swept_box(const Shape& shape, Vec3 d) { return sweepkit::swept_box(bounds_of(shape), d); }

}  // namespace sweepkit::bench
