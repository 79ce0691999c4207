#pragma once
// The convex queries' kernels: each answers exactly what its public, checked function (sweepkit/convex/) answers,
// for arguments that are valid already (the public function checks them and names the first invalid one; the
// mesh walks and the shape–triangle tests call the kernel for every candidate, their arguments checked once).

#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/convex/time_of_impact.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/pose.hpp"

namespace sweepkit::detail {

/// time_of_impact for valid proxies, poses and motions.
SweepHit time_of_impact(const ConvexProxy& a, const Pose& pose_a, const Motion& motion_a, const ConvexProxy& b,
                        const Pose& pose_b, const Motion& motion_b, int* iterations = nullptr,
                        ToiTrace* trace = nullptr);

}  // namespace sweepkit::detail
