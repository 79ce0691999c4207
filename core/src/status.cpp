#include "sweepkit/status.hpp"

namespace sweepkit {

const char* describe(InputError error) {
  switch (error) {
    case InputError::none: return "no error";
    case InputError::center_not_finite: return "center must be finite";
    case InputError::radius_not_finite: return "radius must be finite";
    case InputError::radius_negative: return "radius must be >= 0";
    case InputError::vector_not_finite: return "vector must be finite";
    case InputError::normal_not_finite: return "normal must be finite";
    case InputError::normal_zero: return "normal must not be zero";
    case InputError::normal_not_unit: return "normal must have unit length";
    case InputError::constant_not_finite: return "constant must be finite";
    case InputError::min_not_finite: return "min must be finite";
    case InputError::max_not_finite: return "max must be finite";
    case InputError::min_greater_than_max: return "min must be <= max on every axis";
  }
  return "unknown error";
}

}  // namespace sweepkit
