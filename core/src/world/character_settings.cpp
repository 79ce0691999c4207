// CharacterSettings' checks and CharacterError's descriptions (character_controller.hpp).
#include <cmath>

#include "../validate.hpp"
#include "character_internal.hpp"
#include "sweepkit/world/character_controller.hpp"

namespace sweepkit {

using character_detail::kUnitTolerance;

const char* describe(CharacterError error) {
  switch (error) {
    // One case per CharacterError, with the core's text of bindings/schema.js, in C++ words (the JS errors of
    // bindings/js/character.js have their own).
#include "../generated/character_error_text.inc"
  }
  return "unknown character error";
}

namespace {

constexpr Real kHalfPi = Real(1.5707964);  // float(π/2), rounded up so that the float π/2 passes
constexpr std::uint32_t kMaxIterationsLimit = 64;

bool length_in(Real x, bool strictly_positive) {
  return detail::in_range(x) && (strictly_positive ? x > 0 : x >= 0);
}
bool angle_in(Real a) { return std::isfinite(a) && a >= 0 && a <= kHalfPi; }

}  // namespace

CharacterError check(const CharacterSettings& s) {
  if (!detail::in_range(s.up) || std::fabs(length(s.up) - 1) > kUnitTolerance) return CharacterError::up_invalid;
  if (!angle_in(s.max_slope_climb_angle)) return CharacterError::max_slope_climb_angle_invalid;
  if (!angle_in(s.min_slope_slide_angle)) return CharacterError::min_slope_slide_angle_invalid;
  if (!length_in(s.step_height, false)) return CharacterError::step_height_invalid;
  if (!length_in(s.step_min_width, false)) return CharacterError::step_min_width_invalid;
  if (!length_in(s.snap_to_ground, false)) return CharacterError::snap_to_ground_invalid;
  if (!length_in(s.skin, true)) return CharacterError::skin_invalid;
  if (s.max_iterations < 1 || s.max_iterations > kMaxIterationsLimit) return CharacterError::max_iterations_invalid;
  return CharacterError::none;
}

}  // namespace sweepkit
