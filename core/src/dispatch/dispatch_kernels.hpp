#pragma once
// The generic dispatch for arguments checked already (the World checks every body once, when it is added or moved).

#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit::detail {

/// `contact(a, b)` for valid shapes.
Contact contact(const Shape& a, const Shape& b);
/// `sweep(a, displacement_a, b, displacement_b)` for valid shapes and displacements.
SweepHit sweep(const Shape& a, Vec3 displacement_a, const Shape& b, Vec3 displacement_b);

}  // namespace sweepkit::detail
