#include "sweepkit/status.hpp"

namespace sweepkit {

const char* describe(InputError error) {
  switch (error) {
    case InputError::none: return "no error";
    case InputError::center_not_finite: return "center must be finite and within +-1e8";
    case InputError::radius_not_finite: return "radius must be finite and within +-1e8";
    case InputError::radius_negative: return "radius must be >= 0";
    case InputError::vector_not_finite: return "vector must be finite and within +-1e8";
    case InputError::normal_not_finite: return "normal must be finite and within +-1e8";
    case InputError::normal_zero: return "normal must not be zero";
    case InputError::normal_not_unit: return "normal must have unit length";
    case InputError::constant_not_finite: return "constant must be finite and within +-1e8";
    case InputError::min_not_finite: return "min must be finite and within +-1e8";
    case InputError::max_not_finite: return "max must be finite and within +-1e8";
    case InputError::min_greater_than_max: return "min must be <= max on every axis";
    case InputError::start_not_finite: return "start must be finite and within +-1e8";
    case InputError::end_not_finite: return "end must be finite and within +-1e8";
    case InputError::origin_not_finite: return "origin must be finite and within +-1e8";
    case InputError::direction_not_finite: return "direction must be finite and within +-1e8";
    case InputError::max_fraction_invalid: return "max fraction must be >= 0 and not NaN";
    case InputError::shape_type_invalid: return "shape type must be one of sphere, aabb, capsule, plane";
  }
  return "unknown error";
}

}  // namespace sweepkit
