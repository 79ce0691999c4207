#pragma once
/// @file
/// The input checks the queries apply, for callers that build shapes from raw data (the bindings' rotation words).

#include "sweepkit/math/mat3.hpp"
#include "sweepkit/status.hpp"

namespace sweepkit {

/// Whether `r` is a rotation an Obb or a ConvexHullShape may hold: finite (else rotation_not_finite), every entry
/// of RᵀR within kRotationTolerance of the identity's and det R > 0 (else rotation_not_orthonormal); none if so.
InputError check_rotation_matrix(const Mat3& r);

}  // namespace sweepkit
