// CharacterSettings' checks and CharacterError's descriptions (character_controller.hpp).
#include <cmath>

#include "../validate.hpp"
#include "character_internal.hpp"
#include "sweepkit/world/character_controller.hpp"

namespace sweepkit {

using character_detail::kUnitTolerance;

const char* describe(CharacterError error) {
  switch (error) {
    case CharacterError::none: return "no error";
    case CharacterError::shape_invalid: return "shape is invalid";
    case CharacterError::shape_not_capsule: return "shape must be a capsule or a sphere";
    case CharacterError::shape_not_upright: return "shape must be a capsule whose segment is parallel to up";
    case CharacterError::up_invalid: return "up must be a finite unit vector";
    case CharacterError::max_slope_climb_angle_invalid: return "maxSlopeClimbAngle must be in [0, pi/2] radians";
    case CharacterError::min_slope_slide_angle_invalid: return "minSlopeSlideAngle must be in [0, pi/2] radians";
    case CharacterError::step_height_invalid: return "stepHeight must be a finite length >= 0";
    case CharacterError::step_min_width_invalid: return "stepMinWidth must be a finite length >= 0";
    case CharacterError::snap_to_ground_invalid: return "snapToGround must be a finite length >= 0";
    case CharacterError::skin_invalid: return "skin must be a finite length in (0, max(radius, 0.01)]";
    case CharacterError::max_iterations_invalid: return "maxIterations must be an integer in [1, 64]";
    case CharacterError::displacement_invalid: return "displacement must be finite and within +-1e8";
    case CharacterError::position_invalid: return "position must be finite and within +-1e8";
    case CharacterError::body_error: return "the World refused the character's body";
    case CharacterError::not_created: return "the character was disposed, or its body removed";
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
