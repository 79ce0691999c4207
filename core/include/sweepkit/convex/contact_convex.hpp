#pragma once
/// @file
/// Discrete contact between any two posed convex proxies (GJK, then EPA when the cores overlap).

#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/convex/epa.hpp"
#include "sweepkit/convex/gjk.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/results/contact.hpp"

namespace sweepkit {

/// What contact_convex computed on the way, for step-through views (sk.traceGjk): GJK's result and steps, and EPA's
/// when the cores overlap. With a record, GJK runs on to the cores' distance (no early out once they are known to be
/// further apart than the radii), so that its steps end at the closest points.
struct ContactConvexRecord {
  GjkResult gjk;
  GjkTrace gjk_trace;
  bool has_epa = false;
  EpaResult epa;
  EpaTrace epa_trace;
};

/// Whether the rounded convex shapes A (proxy `a` at `pose_a`) and B touch or overlap, and the least translation
/// that separates them.
///
/// GJK gives the distance d between the cores. Cores apart (d > 0): the shapes touch when d <= ra + rb, with
/// normal = the unit vector from A's closest core point to B's, depth = ra + rb − d. Cores touching or overlapping:
/// EPA gives the cores' penetration depth e and normal, and depth = e + ra + rb.
///
/// @param a, pose_a  first proxy (count >= 1 finite local points, radius >= 0) and its pose (finite position,
///                   finite nonzero quaternion; normalised here).
/// @param b, pose_b  second proxy and pose.
/// @param iterations when non-null, receives the GJK plus EPA iterations (support queries) spent.
/// @param record     when non-null, receives GJK's and EPA's results and steps (see ContactConvexRecord).
/// @return `hit` when touching or overlapping (touching counts, depth 0): unit `normal` from A towards B, `depth`
///   >= 0 the least translation distance (to GJK/EPA's accuracy, kConvexRelativeTolerance of the coordinates),
///   point_a = A's surface point deepest in B (its core witness + ra · normal), point_b = point_a − depth · normal.
///   Cores without a direction between them (touching cores, or a B − A without volume: see epa_penetration) get
///   EPA's documented normal. `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` (argument 0 = a, 1 = pose_a, 2 = b, 3 = pose_b): a non-finite point, count < 1 or a null
///   hull pointer (vector_not_finite), a non-finite or negative radius, a non-finite position or a zero or
///   non-finite quaternion (vector_not_finite).
///
/// Source: Gilbert–Johnson–Keerthi distance and van den Bergen's EPA (gjk.hpp, epa.hpp); the core + radius split
/// of Catto's Box2D (b2ShapeProxy, b2MakeCapsule's rounded shapes).
Contact contact_convex(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                       int* iterations = nullptr, ContactConvexRecord* record = nullptr);

}  // namespace sweepkit
