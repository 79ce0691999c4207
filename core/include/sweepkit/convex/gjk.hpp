#pragma once
/// @file
/// GJK: the distance between the cores of two posed convex proxies.

#include <limits>
#include <vector>

#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/shapes/pose.hpp"
#include "sweepkit/convex/simplex.hpp"

namespace sweepkit {

/// Most GJK iterations (support points added). A polytope pair converges in a few; the cap only guards rounding
/// loops (each iteration costs one support query per proxy).
inline constexpr int kGjkMaxIterations = 64;

/// Why GJK stopped.
enum class GjkTermination : int {
  converged = 0,          ///< The new support point improved the distance by less than kConvexRelativeTolerance.
  duplicate_support = 1,  ///< The new support point was already in the simplex (no progress possible).
  no_progress = 2,        ///< The distance did not decrease (rounding).
  overlap = 3,            ///< The origin lies in (or within rounding of) the simplex: the cores touch or overlap.
  max_iterations = 4,     ///< kGjkMaxIterations reached (the best answer so far is returned).
  separated = 5,          ///< A support plane proved the distance beyond GjkOptions::stop_beyond (stopped early).
};

/// How a GJK run starts and when it may stop early (the defaults: a cold start, run to convergence).
struct GjkOptions {
  /// Stop as soon as a support plane proves the core distance greater than this (length units): the answer is then
  /// only "apart by more than stop_beyond" (distance, points and normal those of the simplex at that iteration, its
  /// distance > stop_beyond), which is all a contact query needs for a separated pair. The default never stops.
  Real stop_beyond = std::numeric_limits<Real>::infinity();
  /// The simplex of an earlier run on the same proxies (as GjkResult::simplex, count 1–3), whose vertices' indices
  /// start this one (their points re-evaluated at the given poses): Catto's b2SimplexCache warm start, for a
  /// sequence of nearby poses (conservative advancement). Null: start from the support point along the direction
  /// from B's pose position to A's.
  const Simplex* warm_start = nullptr;
};

/// One GJK iteration, for a step-through view.
struct GjkTraceStep {
  Simplex simplex;         ///< The simplex after reduction (weights set), before the new support point.
  Vec3 closest;            ///< Its point closest to the origin (in B − A).
  Vec3 search_direction;   ///< The direction of the next support query (−closest), or 0 when stopping.
  Vec3 support;            ///< The new support point of B − A along search_direction (0 when stopping).
};

/// Every iteration of one GJK run (filled only when a trace is passed).
struct GjkTrace {
  std::vector<GjkTraceStep> steps;
};

/// The outcome of gjk_distance.
struct GjkResult {
  Real distance = 0;  ///< Distance between the cores, length units, >= 0 (0 when they touch or overlap).
  Vec3 point_a;       ///< Point of A's core closest to B's core, world space.
  Vec3 point_b;       ///< Point of B's core closest to A's core, world space (point_b − point_a has length distance).
  /// Unit normal from A towards B (zero when `overlap`): point_b − point_a normalised, except that it is taken
  /// from the final simplex's feature of B − A when that is better conditioned: the triangle's normal for a
  /// face (face–vertex and edge–edge contacts: exact however small the distance); for an edge, the normal of the
  /// face it spans with the support point that ended a converged run (an edge of one core against a face of the
  /// other) when that point is further from the edge than the distance, else the part of point_b − point_a
  /// perpendicular to the edge. At small distances the difference of the closest points carries the support points'
  /// rounding divided by the distance; the feature's normal does not.
  Vec3 normal;
  Simplex simplex;    ///< The final simplex of B − A (the input EPA expands when the cores overlap).
  int iterations = 0;  ///< Support queries made (>= 1).
  bool overlap = false;  ///< The cores touch or overlap (distance within kConvexRelativeTolerance of `scale`).
  GjkTermination termination = GjkTermination::converged;
  /// Largest coordinate magnitude among the support points in the pair's local frame (origin at A's pose position):
  /// the scale of the tolerances, set by the pair's size and separation, not by where it sits.
  Real scale = 0;
};

/// Distance between the cores (the convex hulls of the proxies' points, radii ignored) of A posed by `pose_a` and
/// B posed by `pose_b`, by the Gilbert–Johnson–Keerthi algorithm on the Minkowski difference B − A.
///
/// @param a, pose_a  first proxy (local points, count >= 1) and its pose (unit rotation; not validated here).
/// @param b, pose_b  second proxy and pose.
/// @param trace      when non-null, each iteration is appended (off by default: no cost then).
/// Computed in the pair's local frame: A's pose position is subtracted from both poses first, so the distance,
/// normal and `overlap` depend only on the pair's relative pose (the same answer wherever the pair sits, to the
/// rounding of B's position relative to A's); points are translated back to world space at the end.
///
/// @return the core distance and closest points; `overlap` (distance 0) when the cores touch or overlap, with the
///   final simplex for EPA. Stops when the distance improves by less than kConvexRelativeTolerance (relative), on
///   a repeated support point, when the distance stops decreasing, or after kGjkMaxIterations.
///   The distance between the rounded shapes is distance − a.radius − b.radius (negative: they overlap by that much
///   at least; use contact_convex for the penetration).
///
/// Source: Gilbert, Johnson, Keerthi, "A fast procedure for computing the distance between complex objects in
/// three-dimensional space", IEEE J. Robotics and Automation 4(2), 1988; the termination tests of van den Bergen,
/// "A fast and robust GJK implementation for collision detection of convex objects", J. Graphics Tools 4(2), 1999;
/// the simplex solver of Ericson, Real-Time Collision Detection §9.5; the proxy/cache design of Catto's b2Distance.
GjkResult gjk_distance(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                       GjkTrace* trace = nullptr);

/// gjk_distance with a warm start and an early stop (GjkOptions): with the default options, the same answer.
GjkResult gjk_distance(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                       const GjkOptions& options, GjkTrace* trace = nullptr);

/// The support point of B − A along world direction `d`: B's furthest core point along d minus A's along −d,
/// as a simplex vertex (indices and world points set, weight 0).
SimplexVertex minkowski_support(const ConvexProxy& a, const Pose& pose_a, const ConvexProxy& b, const Pose& pose_b,
                                Vec3 d);

/// The largest coordinate magnitude of the vertex's two points (the scale its rounding error is relative to).
Real coordinate_scale(const SimplexVertex& v);

}  // namespace sweepkit
