#pragma once
/// @file
/// EPA: the penetration depth of two overlapping convex cores.

#include <vector>

#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/convex/gjk.hpp"
#include "sweepkit/shapes/pose.hpp"

namespace sweepkit {

/// Most EPA iterations (support points added to the polytope); the polytope's storage is sized for it, so EPA
/// never allocates. Polytope pairs converge in a few dozen at most; the cap returns the best face found so far.
inline constexpr int kEpaMaxIterations = 64;

/// How many dimensions the Minkowski difference B − A was found to span when building EPA's first tetrahedron.
enum class EpaShape : int {
  solid = 3,    ///< A tetrahedron was built: the depth is the polytope's.
  flat = 2,     ///< B − A is planar (e.g. two crossing segments, coplanar flat boxes): depth 0 along its normal.
  segment = 1,  ///< B − A is a segment (parallel segments, a point on a segment): depth 0, normal perpendicular.
  point = 0,    ///< B − A is a point (two points): depth 0, normal +y.
};

/// One EPA iteration, for a step-through view: the polytope's faces (world triangles of B − A) and the chosen one.
struct EpaTraceStep {
  std::vector<Vec3> triangles;  ///< 3 points per face, B − A space, outward winding.
  int closest_face = 0;         ///< Index (in faces) of the face nearest the origin.
  Vec3 support;                 ///< Support point found beyond it.
};

/// Every iteration of one EPA run (filled only when a trace is passed).
struct EpaTrace {
  std::vector<EpaTraceStep> steps;
};

/// The outcome of epa_penetration.
struct EpaResult {
  Real depth = 0;   ///< Penetration depth of the cores, length units, >= 0.
  Vec3 normal;      ///< Unit normal from A towards B: moving B by depth · normal makes the cores touch.
  Vec3 point_a;     ///< Point of A's core deepest in B's core (world): point_a − point_b = depth · normal.
  Vec3 point_b;     ///< Point of B's core deepest in A's core (world).
  int iterations = 0;  ///< Support points added (0 for a degenerate B − A).
  EpaShape shape = EpaShape::solid;
};

/// Penetration depth of overlapping cores: the shortest translation of B that makes the cores touch, by the
/// Expanding Polytope Algorithm on B − A, starting from GJK's final simplex.
///
/// @param a, pose_a, b, pose_b  the proxies and poses gjk_distance was called with.
/// @param gjk   its result (`overlap` true; with a separated result the depth is ~0 and the normal undefined).
/// @param trace when non-null, each iteration's polytope is appended (off by default: no cost then).
/// @return depth, normal (A to B) and witness points. A simplex of fewer than four points is first blown up to a
///   tetrahedron by support queries (along the coordinate axes for a point, around a segment, on both sides of a
///   triangle). When B − A has no volume (see EpaShape) the depth is 0 and the normal is, for `flat`, the plane's
///   normal turned towards B's pose position from A's (the first nonzero of its x, y, z positive when they
///   coincide or it is perpendicular); for `segment`, the unit vector perpendicular to it nearest +y (nearest +x
///   when the segment is within 45° of y); for `point`, +y.
///   Stops when the support point beyond the nearest face is within kConvexRelativeTolerance of the coordinates
///   of the pair's local frame (A's pose position subtracted first, as in gjk_distance: the depth and normal do
///   not depend on where the pair sits; the witness points are translated back to world space).
///
/// Source: van den Bergen, "Proximity queries and penetration depth computation on 3D game objects", GDC 2001;
/// Ericson, Real-Time Collision Detection §9.5.3 (EPA).
EpaResult epa_penetration(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                          const GjkResult& gjk, EpaTrace* trace = nullptr);

}  // namespace sweepkit
