#pragma once
/// @file
/// Every tolerance the library uses, with its unit and the reason for its value.

#include "sweepkit/math/real.hpp"

namespace sweepkit {

/// A plane normal is accepted as unit when | |n| - 1 | <= this (unitless).
/// float32 normalisation leaves errors near 1e-7; 1e-4 also accepts normals normalised in
/// float64 and then rounded, or typed with 5 significant digits, while rejecting un-normalised input.
inline constexpr Real kUnitNormalTolerance = Real(1e-4);

/// A vector whose squared length is below this (unit: length²) counts as zero when a direction
/// is needed from it (a plane normal, or the axis between two coincident sphere centres).
inline constexpr Real kZeroLengthSquared = Real(1e-24);

}  // namespace sweepkit
