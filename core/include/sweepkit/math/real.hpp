#pragma once
/// @file
/// The scalar type of the whole library, named once so that a double build is one switch.

namespace sweepkit {

#ifdef SWEEPKIT_DOUBLE
using Real = double;
#else
/// Scalar used for every coordinate, length and time of impact (float32 by default).
using Real = float;
#endif

}  // namespace sweepkit
