#pragma once
// mulberry32 (Tommy Ettinger's 32-bit generator, public domain) in C++: the seeded generator of the world
// benchmark's scene (bench/world/scene.hpp) and of the cross-build scene of tests/core/world/world_step_test.cpp.
// common/mulberry32.js is the same generator in JS: the same seed gives the same numbers in both languages.

#include <cstdint>

namespace sweepkit::common {

/// mulberry32: 32-bit state, identical in C++ and JS (common/mulberry32.js's mulberry32).
struct Mulberry32 {
  std::uint32_t state;
  /// Uniform in [0, 1) with 24 random bits (exact in float32 and float64).
  float next() {
    state += 0x6D2B79F5u;
    std::uint32_t t = state;
    t = (t ^ (t >> 15)) * (t | 1u);
    t ^= t + (t ^ (t >> 7)) * (t | 61u);
    t ^= t >> 14;
    return static_cast<float>(t >> 8) * (1.0f / 16777216.0f);
  }
  /// lo + (hi - lo) · next(), in float arithmetic.
  float range(float lo, float hi) { return lo + (hi - lo) * next(); }
};

}  // namespace sweepkit::common
