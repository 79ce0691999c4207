#pragma once
// Vector helpers shared by the character controller's files (character_controller.cpp, character_step.cpp).

#include "sweepkit/math/vec3.hpp"

namespace sweepkit::character_detail {

// |v|² below this (length²) is no motion: 1e-12 = a micrometre squared, far below any skin.
inline constexpr Real kNoMotionSquared = Real(1e-12);
// A surface whose normal points down by more than this cosine (about 6° past vertical) is an overhang, not a
// step's riser: blocked there, the character does not try to step.
inline constexpr Real kWallCos = Real(0.1);

// `v` without its part along the unit `up`.
inline Vec3 horizontal(Vec3 v, Vec3 up) { return v - dot(v, up) * up; }

// `v` without its part into the surface whose unit normal `n` points from the character into it.
inline Vec3 clip(Vec3 v, Vec3 n) {
  const Real into = dot(v, n);
  return into > 0 ? v - into * n : v;
}

}  // namespace sweepkit::character_detail
