#pragma once
// The check of a triangle argument, shared by the triangle queries.

#include "../validate.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit::detail {

/// Every corner finite and within ±kMaxMagnitude.
inline InputError check(const Triangle& t) {
  return in_range(t.a) && in_range(t.b) && in_range(t.c) ? InputError::none : InputError::vector_not_finite;
}

}  // namespace sweepkit::detail
