#pragma once
/// @file
/// The midpoint of two points, rounded one way everywhere.

#include "sweepkit/math/vec3.hpp"

namespace sweepkit {

/// The point halfway between a and b, computed as a * 0.5 + b * 0.5.
///
/// Why this form: each component is the correctly rounded midpoint whenever |a| and |b| are zero or at least
/// 2^-125 (~2.4e-38), because the halvings are then exact and the sum is the one rounding, and it stays
/// finite for all finite inputs. Over that range (a + b) * 0.5 gives the same bits while a + b is a normal
/// float, but it overflows to infinity once |a + b| passes the largest float (~3.4e38): a large coordinate is
/// the case that matters to a collision library. Below 2^-125 a halving may drop the last bit: an absolute
/// error of at most 1.4e-45. (Bounds for float; for double, 2^-1021 and ~1.8e308. std::midpoint picks between
/// the two forms per component, with branches.)
constexpr Vec3 midpoint(Vec3 a, Vec3 b) { return a * Real(0.5) + b * Real(0.5); }

}  // namespace sweepkit
