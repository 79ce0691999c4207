#pragma once
// The assertions of the closed-form sweep tests against first_contact_reference.hpp: the status agrees with the
// reference (except where the reference cannot decide: a graze within rounding), and a hit's t is never later than
// the reference's and earlier by at most a few float ulps.

#include <gtest/gtest.h>

#include <cmath>

#include "first_contact_reference.hpp"
#include "sweepkit/results/sweep_hit.hpp"

namespace sweepkit::test {

/// The largest |t − reference t| accepted: four float32 ulps at 1 (both are computed on the same float inputs in
/// double; the answer is only rounded to Real, downwards).
inline constexpr double kTimeTolerance = 4.0 / 16777216.0;

inline ::testing::AssertionResult MatchesReference(const SweepHit& h, const RefContact& ref) {
  const int kind = h.status == Status::miss ? 0 : (h.status == Status::hit ? 1 : (h.status == Status::initial_overlap ? 2 : -1));
  if (kind < 0) return ::testing::AssertionFailure() << "status " << static_cast<int>(h.status);
  if (ref.undecided) return ::testing::AssertionSuccess();
  if (kind != ref.kind) {
    return ::testing::AssertionFailure() << "kind " << kind << " (t " << h.t << ") vs reference " << ref.kind
                                         << " (t " << ref.t << ")";
  }
  if (kind == 1) {
    // Never late beyond 1e-9: the reference's bisection and the double build's own rounding at offset 1e4 (1e-12 to 3e-12).
    if (double(h.t) > ref.t + 1e-9) return ::testing::AssertionFailure() << "late: t " << h.t << " vs " << ref.t;
    if (ref.t - double(h.t) > kTimeTolerance) {
      return ::testing::AssertionFailure() << "early: t " << h.t << " vs " << ref.t << " (by " << ref.t - h.t << ")";
    }
    if (std::fabs(length_squared(h.normal) - 1) > 1e-5f) return ::testing::AssertionFailure() << "normal not unit";
  }
  return ::testing::AssertionSuccess();
}

}  // namespace sweepkit::test
