#pragma once
/// @file
/// Time of impact of two posed convex proxies that translate and rotate during the frame.

#include <vector>

#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/results/sweep_hit.hpp"

namespace sweepkit {

/// Most conservative-advancement steps (GJK distance queries). Measured: translation needs 1 to 7 (face
/// approaches 2); turning shapes advance by the directional and second-order bounds of turning_advance (a few
/// dozen steps for a small box beside a large one spinning two turns a frame). A run that reaches the cap without
/// deciding reports `miss`: a hit always means the shapes came within the target.
inline constexpr int kTimeOfImpactMaxIterations = 200;

/// One advancement step, for a step-through view.
struct ToiTraceStep {
  Real t = 0;         ///< Fraction of the frame at which the distance was measured.
  Real distance = 0;  ///< Distance between the rounded shapes there (length units; <= 0 when touching).
  Vec3 point_a;       ///< Closest point of A's core there (world).
  Vec3 point_b;       ///< Closest point of B's core there (world).
};

/// Every step of one time_of_impact run (filled only when a trace is passed).
struct ToiTrace {
  std::vector<ToiTraceStep> steps;
};

/// The separation (length units) at which time_of_impact reports contact: max(kTimeOfImpactTargetRelative × the
/// larger shape's size, kTimeOfImpactTargetPrecision × the sum of the sizes), a shape's size being
/// core_extent() + radius. It depends on the shapes alone, never on where they sit.
Real time_of_impact_target(const ConvexProxy& a, const ConvexProxy& b);

/// First time during the frame at which A (proxy `a` starting at `pose_a`, moving by `motion_a`) and B come within
/// the target separation of each other, by conservative advancement on the GJK distance: at each t the distance d
/// between the shapes and the unit normal n (from A's closest core point to B's) bound how fast they can approach.
/// Translating, μ = (linear_a − linear_b) · n and t advances by (d − target / 2) / μ. Turning, the step is the
/// larger of the directional bound's (μ + |n × ω_a| ρ_a + |n × ω_b| ρ_b, ρ the core's reach from its rotation axis)
/// and a second-order bound's (turning_advance.hpp), neither of which can step past the contact.
/// Computed in the pair's local frame (A's start position subtracted from both poses first), so the answer does
/// not depend on where the pair sits beyond the rounding of the inputs; points are translated back at the end.
///
/// @param a, pose_a, motion_a  first proxy, its pose at t = 0 and its motion over the frame (Motion: linear
///                             displacement, and a rotation vector about the pose position).
/// @param b, pose_b, motion_b  second proxy, pose and motion.
/// @param iterations           when non-null, receives the number of GJK distance queries made (>= 1 when valid).
/// @param trace                when non-null, each step is appended (off by default: no cost then).
/// @return
///   - `initial_overlap` with t = 0 when the shapes touch or overlap at the start: `normal` and `point` of
///     contact_convex at t = 0 (the point midway between its point_a and point_b), `position` = pose_a.position.
///   - `hit` with t in [0, 1]: the shapes are apart at every earlier time (t is never after the true first
///     contact, up to GJK's accuracy) and at most time_of_impact_target apart at t; `normal` = unit vector from
///     A's closest core point to B's at t, `point` = midway between the two surfaces along it, `position` = A's
///     pose position at t.
///   - `miss`: the bound proves the shapes stay more than target / 2 apart until t = 1 (including no approach at
///     all), or kTimeOfImpactMaxIterations steps did not decide; t = 1, `position` = A's pose position at the end,
///     `point` = `normal` = (0, 0, 0).
///   - `invalid_input` (argument 0 = a, 1 = pose_a, 2 = motion_a, 3 = b, 4 = pose_b, 5 = motion_b): as for
///     contact_convex, and a non-finite motion component (vector_not_finite).
///
/// Source: Mirtich, "Impulse-based dynamic simulation of rigid body systems", PhD thesis, UC Berkeley 1996, ch. 2
/// (conservative advancement); the angular bound as in Zhang, Redon, Lee, Kim, "Continuous collision detection
/// for articulated models using Taylor models and temporal culling", SIGGRAPH 2007 (and their C2A); the loop and
/// target of Catto's b2TimeOfImpact / b2ShapeCast (Box2D).
SweepHit time_of_impact(const ConvexProxy& a, const Pose& pose_a, const Motion& motion_a, const ConvexProxy& b,
                        const Pose& pose_b, const Motion& motion_b, int* iterations = nullptr,
                        ToiTrace* trace = nullptr);

}  // namespace sweepkit
