#pragma once
/// @file
/// Time of impact of a posed convex proxy that translates and turns against a plane that translates.

#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/results/sweep_hit.hpp"
#include "sweepkit/shapes/plane.hpp"

namespace sweepkit {

/// The separation (length units) at which time_of_impact_plane reports contact: kTimeOfImpactTargetRelative ×
/// the shape's size (core_extent() + radius; the plane has no size), and never less than
/// kTimeOfImpactTargetPrecision × that size.
Real time_of_impact_plane_target(const ConvexProxy& a);

/// First time during the frame at which A (proxy `a` starting at `pose_a`, moving by `motion_a`) comes within the
/// target of the plane, moving by `plane_linear` (a plane cannot turn), by conservative advancement on the
/// distance from the plane to A's deepest point: its support point towards the plane from the side of its pose
/// position at the start. The direction is fixed, so each step advances by turning_advance's first- and
/// second-order bounds (the directional bound |n × ω| × the reach from the rotation axis, and a concave bound
/// whose first root is bracketed by support queries), which cannot step past the contact.
/// Distances are n·c + constant of A's pose position c in double (each product of float32 values exact, so a
/// far plane loses nothing to cancellation) plus A's support value relative to c (small numbers): the answer
/// depends on where A sits relative to the plane, not on the coordinates.
///
/// @param a, pose_a, motion_a  the proxy, its pose at t = 0 and its motion (linear displacement and rotation
///                             vector about the pose position, radians per frame).
/// @param plane                n·p + constant = 0, n unit within kUnitNormalTolerance (normalised here).
/// @param plane_linear         the plane's displacement over the frame, length units.
/// @param iterations           when non-null, receives the number of steps (support queries) made.
/// @return
///   - `initial_overlap` with t = 0 when the deepest point is on or past the plane at the start: normal = towards
///     the plane from A's side, point = the deepest point projected onto the plane, position = pose_a.position.
///   - `hit` with t in (0, 1]: A is clear of the plane before t and within the target of it at t (t is never
///     after the contact); normal as above, point = the deepest point at t projected onto the plane at t,
///     position = A's pose position at t.
///   - `miss`: the bounds prove A stays clear until t = 1; position = A's pose position at the end, point =
///     normal = (0, 0, 0).
///   - `invalid_input` (argument 0 = a, 1 = pose_a, 2 = motion_a, 3 = plane, 4 = plane_linear).
///   If kTimeOfImpactMaxIterations steps cannot decide (see that constant), the answer is `miss`: no contact is
///   reported that was not found.
///
/// Source: Mirtich 1996 (conservative advancement); the directional bound of Zhang, Redon, Lee, Kim 2006 and
/// Tang, Kim, Manocha's C2A (2009); see turning_advance.hpp for the second-order step.
SweepHit time_of_impact_plane(const ConvexProxy& a, const Pose& pose_a, const Motion& motion_a, const Plane& plane,
                              Vec3 plane_linear, int* iterations = nullptr);

}  // namespace sweepkit
