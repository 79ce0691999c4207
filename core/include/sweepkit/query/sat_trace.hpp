#pragma once
/// @file
/// The separating axis test of two oriented boxes, step by step: what contact_obb_obb computes on each of its
/// 15 axes, which axis it reports, and the manifold it clips (for the playground's step-through and for tests).

#include <cstdint>

#include "sweepkit/results/manifold.hpp"
#include "sweepkit/shapes/obb.hpp"

namespace sweepkit {

/// Which features an axis of the box–box SAT comes from.
enum class SatAxisKind : std::int32_t {
  face_a = 0,     ///< The normal of A's faces ±a_i (index_a = i).
  face_b = 1,     ///< The normal of B's faces ±b_j (index_b = j).
  edge_edge = 2,  ///< a_i × b_j, the normal of a plane through an edge of each box (index_a = i, index_b = j).
};

/// One axis of the test: the unit axis, both boxes' projections on it and the gap between them.
struct SatTraceAxis {
  SatAxisKind kind = SatAxisKind::face_a;
  std::int32_t index_a = -1;  ///< A's axis i (0-2), or -1 for a face axis of B.
  std::int32_t index_b = -1;  ///< B's axis j (0-2), or -1 for a face axis of A.
  /// True for an edge axis of (nearly) parallel edges, |a_i × b_j|² <= kParallelEdgeSineSquared: not tested (the
  /// face axes decide); then axis, the intervals and separation are 0.
  bool skipped = false;
  Vec3 axis;                        ///< Unit axis, world space: a_i, b_j, or (a_i × b_j) / |a_i × b_j|.
  Real min_a = 0, max_a = 0;        ///< A's projection interval on `axis`: c_a · axis ∓ Σ h_k |a_k · axis|.
  Real min_b = 0, max_b = 0;        ///< B's projection interval on `axis`.
  /// |(c_b - c_a) · axis| - r_a - r_b, length units: > 0 the gap of a separating axis, <= 0 the overlap
  /// (penetration -separation along this axis).
  Real separation = 0;
};

/// The trace of contact_obb_obb(a, b).
struct SatTrace {
  /// Exactly contact_obb_obb(a, b) (status, error fields, depth, normal, points).
  ContactManifold manifold;
  /// The 15 axes in the order tested: 0-2 face_a (i = 0-2), 3-5 face_b (j = 0-2), 6 + 3 i + j edge_edge.
  /// All zero on invalid_input.
  SatTraceAxis axes[15];
  /// hit: the axis reported (manifold.normal = ±axes[best].axis, depth = -axes[best].separation): the least
  /// penetration, except that A's face is kept over B's and a face over an edge unless the other is shallower by
  /// more than kSatAxisPreferenceRelative × the largest half extent. miss: the first separating axis (lowest
  /// index). invalid_input: -1.
  std::int32_t best = -1;
  /// Face contact: whose face is the reference (0 = A, 1 = B); edge contact, miss, invalid_input: -1.
  std::int32_t reference_shape = -1;
  /// Face contact: the reference face on its box and the incident face on the other, 2 i + (1 if it faces
  /// along -axis i else 0); otherwise -1. The manifold points are the incident face clipped by the reference.
  std::int32_t reference_face = -1;
  std::int32_t incident_face = -1;
  /// Edge contact: A's and B's edge, 4 i + (1 if along -axis i+1) + (2 if along -axis i+2), axes mod 3; else -1.
  std::int32_t edge_a = -1;
  std::int32_t edge_b = -1;
};

/// The separating axis test of contact_obb_obb, axis by axis (Gottschalk, Lin and Manocha, "OBBTree", SIGGRAPH
/// 1996; Ericson, Real-Time Collision Detection 4.4.1), with the face clipping of its manifold (Gregorius,
/// "The Separating Axis Test between Convex Polyhedra", GDC 2013). Runs the same code as contact_obb_obb (in the
/// same canonical argument order), so the two never disagree.
/// @param a, b  Boxes as for contact_obb_obb.
/// @return the trace; invalid input as contact_obb_obb (manifold.status invalid_input, error, error_argument 0 or
///   1: center_not_finite, half_size_not_finite, half_size_negative, rotation_not_finite, rotation_not_orthonormal).
SatTrace trace_sat_obb_obb(const Obb& a, const Obb& b);

}  // namespace sweepkit
