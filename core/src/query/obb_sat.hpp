#pragma once
// The separating axis test of two oriented boxes, shared by contact_obb_obb (contact_obb_obb.cpp) and its
// step-by-step trace (sat_trace.cpp): the 15 axes in one order, the projection radius and the per-axis
// separation, and the contact computed from them. Both call these, so the trace and the contact cannot disagree.

#include <cmath>

#include "sat_manifold.hpp"
#include "sweepkit/results/manifold.hpp"
#include "sweepkit/shapes/obb.hpp"
#include "sweepkit/tolerance.hpp"
#include "validate_pose.hpp"

namespace sweepkit::detail {

/// Face 2 i + (sign < 0) of the box: corners counter-clockwise seen from outside (from sign * axis i).
inline Polygon box_face(const Obb& b, int i, Real sign) {
  const int u = (i + 1) % 3, v = (i + 2) % 3;
  const Vec3 c = b.center + b.axis(i) * (sign * b.half_size[i]);
  const Vec3 du = b.axis(u) * b.half_size[u], dv = b.axis(v) * b.half_size[v];
  if (sign > 0) return {c + du + dv, c - du + dv, c - du - dv, c + du - dv};
  return {c + du + dv, c + du - dv, c - du - dv, c - du + dv};
}

/// The face of box `b` whose outward normal is most anti-parallel to `n`, as its index 2 i + (sign < 0).
inline int incident_face(const Obb& b, Vec3 n) {
  int best = 0;
  for (int i = 1; i < 3; ++i) {
    if (std::fabs(dot(b.axis(i), n)) > std::fabs(dot(b.axis(best), n))) best = i;
  }
  return 2 * best + (dot(b.axis(best), n) > 0 ? 1 : 0);
}

/// The box with its rotation made exactly orthonormal (a valid box's is within kRotationTolerance of it).
inline Obb exact_rotation(const Obb& b) { return {b.center, b.half_size, orthonormalized(b.rotation)}; }

/// Projection radius of box `b` on unit axis `l`: Σ h_k |b_k · l| (Ericson 4.4.1).
inline Real radius_on(const Obb& b, Vec3 l) {
  return b.half_size.x * std::fabs(dot(b.axis(0), l)) + b.half_size.y * std::fabs(dot(b.axis(1), l)) +
         b.half_size.z * std::fabs(dot(b.axis(2), l));
}

/// The axis `l` (unit) as a SAT candidate: separation |t·l| - r_a - r_b, normal ±l towards B (+l when t·l = 0).
inline SatAxis axis_candidate(const Obb& a, const Obb& b, Vec3 l, int kind, int fa, int fb) {
  const Real d = dot(b.center - a.center, l);
  return {std::fabs(d) - radius_on(a, l) - radius_on(b, l), d < 0 ? -l : l, kind, fa, fb};
}

/// Calls visit(index, kind, i, j, l, skipped) for the 15 axes in order: index 0-2 A's face axes (kind 0, i),
/// 3-5 B's (kind 1, j), 6 + 3 i + j the edge axis a_i × b_j (kind 2) normalised, or skipped (l = the raw cross
/// product) when the edges are (nearly) parallel: |a_i × b_j|² <= kParallelEdgeSineSquared.
template <class Visit>
void for_each_obb_axis(const Obb& a, const Obb& b, Visit&& visit) {
  for (int i = 0; i < 3; ++i) visit(i, 0, i, -1, a.axis(i), false);
  for (int j = 0; j < 3; ++j) visit(3 + j, 1, -1, j, b.axis(j), false);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const Vec3 l = cross(a.axis(i), b.axis(j));
      const Real len2 = length_squared(l);
      if (len2 <= kParallelEdgeSineSquared) {
        visit(6 + 3 * i + j, 2, i, j, l, true);  // parallel edges: the face axes decide
      } else {
        visit(6 + 3 * i + j, 2, i, j, l * (Real(1) / std::sqrt(len2)), false);
      }
    }
  }
}

/// What obb_obb chose: the reported axis (a = -1 on a miss), and the features of the manifold: a face contact's
/// reference face and incident face (2 i + (sign < 0) of their boxes; whose is the reference: axis.kind 0 = A,
/// 1 = B), or an edge contact's edges (4 i + sign bits, as in the point ids).
struct ObbSatChoice {
  SatAxis axis;
  int reference_face = -1;
  int incident_face = -1;
  int edge_a = -1;
  int edge_b = -1;
};

/// Contact manifold of two valid boxes with exactly orthonormal rotations, in this argument order (no canonical
/// ordering); fills `choice` when given.
ContactManifold obb_obb(const Obb& a, const Obb& b, ObbSatChoice* choice = nullptr);

}  // namespace sweepkit::detail
