#pragma once
/// @file
/// The steps behind contact() and sweep_rotating() of a convex pair, for step-through views (the playground's GJK,
/// EPA and conservative-advancement panels; sk.traceGjk, sk.traceTimeOfImpact): the core's own computation on the
/// core's own proxies, in the canonical order the dispatch runs the pair in, with its traces recorded. They are
/// contact()'s and sweep_rotating()'s own answers for the pairs those run through GJK/EPA (a capsule or box against
/// an OBB or hull) and conservative advancement (turning pairs); the pairs with closed forms (spheres, capsules
/// against capsules, boxes against boxes, translating capsule and box sweeps) agree with them to GJK's tolerance.

#include <cstdint>

#include "sweepkit/convex/contact_convex.hpp"
#include "sweepkit/convex/time_of_impact.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit {

/// A convex pair's contact with its GJK and EPA steps.
struct ConvexContactTrace {
  /// The contact, in the caller's order (A = the first argument): contact_convex's answer for the pair. Status
  /// invalid_input with the error and argument (0 = a, 1 = b) for an invalid shape.
  Contact contact;
  bool supported = false;           ///< Both shapes are convex (a plane is not): the record below is filled.
  bool mirrored = false;            ///< Run as (b, a), the pair's canonical order: the record's A is b.
  Real radius_a = 0, radius_b = 0;  ///< The two proxies' radii, in the run's order.
  ContactConvexRecord record;       ///< GJK's and EPA's results and steps, in the run's order.
};

/// The contact of convex shapes a and b with the steps that found it (the same GJK and EPA calls as contact_convex,
/// on the same proxies and poses, in the same order; GJK without its early out, so its steps reach the distance).
/// Source: gjk.hpp, epa.hpp.
ConvexContactTrace trace_contact_convex(const Shape& a, const Shape& b);

/// A convex pair's time of impact with its conservative-advancement steps.
struct ConvexSweepTrace {
  /// time_of_impact's answer in the run's order; invalid_input with the error and argument (0 = a, 1 = motion_a,
  /// 2 = b, 3 = motion_b) for an invalid input, whatever the order.
  SweepHit hit;
  bool supported = false;           ///< Both shapes are convex: `hit` and the steps below are filled.
  bool mirrored = false;            ///< Run as (b, a): the steps' A is b, and `hit.normal` points from b to a.
  Real radius_a = 0, radius_b = 0;  ///< The two proxies' radii, in the run's order.
  int iterations = 0;               ///< Advancement steps taken.
  ToiTrace trace;                   ///< Each step's t, distance and closest core points, in the run's order.
};

/// Conservative advancement of convex shapes a and b moving by `motion_a` and `motion_b` over the frame, with its
/// steps: time_of_impact on the pair's proxies, in the canonical order. As sweep_rotating, a pair where neither
/// shape turns (a sphere turning about its centre does not) drops the angular parts. Source: time_of_impact.hpp.
ConvexSweepTrace trace_time_of_impact_convex(const Shape& a, const Motion& motion_a, const Shape& b,
                                             const Motion& motion_b);

}  // namespace sweepkit
