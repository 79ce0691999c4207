#pragma once
/// @file
/// Contact manifolds of boxes and convex hulls by the separating axis test.

#include <cstdint>

#include "sweepkit/math/quat.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/convex_hull.hpp"
#include "sweepkit/shapes/obb.hpp"

namespace sweepkit {

/// One point of a contact manifold, world space: point_a on A's surface, point_b on B's, with
/// point_a - point_b = depth * normal (the manifold's normal), depth >= 0.
struct ManifoldPoint {
  Vec3 point_a;
  Vec3 point_b;
  Real depth = 0;
  /// Feature id, the same while the shapes rest on the same features (for warm starting a solver):
  /// face contact: bits 30-31 = 0 (A's face is the reference) or 1 (B's), bits 22-29 = reference face index,
  /// bits 16-21 = incident face index (mod 64), bits 8-15 = 0 for an incident vertex or 1 + the reference side
  /// that clipped it, bits 0-7 = the incident vertex, or incident edge (0x80 | side for a cut along a side);
  /// edge contact: bits 30-31 = 2, bits 15-29 = A's edge, bits 0-14 = B's edge. Unique within one manifold.
  std::uint32_t id = 0;
};

/// A Contact (the deepest: its depth is the least penetration over the separating axes, point_b the deepest
/// manifold point's B point, point_a = point_b + depth * normal) plus up to four manifold points.
/// Face contacts give 1-4 points (the incident face clipped against the reference face, reduced to 4: the
/// deepest, the one farthest from it, and the two spanning the largest area on either side of that line); edge
/// contacts one. miss and invalid_input: point_count 0.
struct ContactManifold : Contact {
  std::int32_t point_count = 0;
  ManifoldPoint points[4];
};

/// Position and orientation of a ConvexHull: world = position + rotate(rotation, local).
struct HullPose {
  Vec3 position;  ///< World position of the hull's local origin.
  Quat rotation;  ///< Unit quaternion (within kRotationTolerance; normalised before use).
};

/// Contact manifold of two oriented boxes: the separating axis test over the 15 axes (3 face axes of each box,
/// 9 edge cross products; Ericson, Real-Time Collision Detection 4.4.1; Gottschalk et al., "OBBTree", SIGGRAPH
/// 1996), edge axes of (nearly) parallel edges skipped (kParallelEdgeSineSquared). A face axis of A is preferred
/// to one of B, and a face axis to an edge axis, unless the other separates more by kSatAxisPreferenceRelative ×
/// the larger half extent (Box2D's and Jolt's rule, so resting boxes keep face contacts). Face axis: the other box's
/// face most anti-parallel to it is clipped against the reference face's sides (Sutherland–Hodgman) and the points
/// below the reference face kept; edge axis: one point, the closest points of the two edges.
/// Degenerate cases: parallel faces clip to the overlap polygon; coincident centres (no direction between them)
/// take the least-penetration axis with ties to A's faces first, then lowest index, normal = +axis; the answer is
/// the same in both argument orders up to the normal's sign, swapped points and the ids (computed in one canonical order).
/// @return status hit (touching, depth 0, counts) with the manifold; miss; invalid_input (error_argument 0 or 1:
///   center_not_finite, half_size_not_finite, half_size_negative, rotation_not_finite, rotation_not_orthonormal).
ContactManifold contact_obb_obb(const Obb& a, const Obb& b);

/// Contact manifold of two posed convex hulls by the separating axis test: every face normal of both, and the
/// cross products of the edge pairs that form a face of the Minkowski difference (Gauss-map pruning: Gregorius,
/// "The Separating Axis Test between Convex Polyhedra", GDC 2013); flat hulls test every edge pair. Same
/// preferences, clipping, points and conventions as contact_obb_obb.
/// @param hull_a, hull_b  Built hulls (build_convex_hull), local space.
/// @param pose_a, pose_b  Their poses; position within ±kMaxMagnitude, rotation a unit quaternion.
/// @return as contact_obb_obb; errors: position_not_finite, rotation_not_finite, rotation_not_orthonormal
///   (error_argument 1 for pose_a, 3 for pose_b), too_few_points for an empty hull (argument 0 or 2).
ContactManifold contact_hull_hull(const ConvexHull& hull_a, const HullPose& pose_a, const ConvexHull& hull_b,
                                  const HullPose& pose_b);

}  // namespace sweepkit
