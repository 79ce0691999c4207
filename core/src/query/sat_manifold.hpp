#pragma once
// The parts of a separating-axis contact that boxes and hulls share: the axis choice, the face clipping
// (Sutherland–Hodgman, as Box2D's b2ClipPolygons and Jolt's ManifoldBetweenTwoFaces), the reduction to four
// points, the edge–edge point, and the mirrored manifold of the other argument order.

#include <cstdint>

#include "../inline_vector.hpp"
#include "sweepkit/results/manifold.hpp"

namespace sweepkit::detail {

/// A face's corners or a clipped polygon, in world space: inline up to 16 corners (no allocation for boxes,
/// triangles and hulls of modest faces).
using Polygon = InlineVector<Vec3, 16>;

/// A candidate axis: its separation (> 0: apart by that much; <= 0: penetration -separation), the unit normal
/// from A to B, and the features: kind 0 = face `a` of A, 1 = face `b` of B, 2 = edges `a` of A and `b` of B.
struct SatAxis {
  Real separation = -kMaxMagnitude * 4;
  Vec3 normal;
  int kind = 0;
  int a = -1;
  int b = -1;
};

/// `candidate` replaces `best` of the same kind only when strictly larger (ties keep the lowest index).
inline void keep_larger(SatAxis& best, const SatAxis& candidate) {
  if (candidate.separation > best.separation) best = candidate;
}

/// The axis to report: A's best face axis, unless B's best face or the best edge axis separates more by more than
/// `prefer` (length units), B's face before the edges.
SatAxis choose_axis(const SatAxis& face_a, const SatAxis& face_b, const SatAxis& edge, Real prefer);

/// Indices of at most four of `points` (by depth `depth`) keeping the deepest and the largest area about `normal`:
/// the deepest, the farthest from it, and the two spanning the largest area on either side of that line (Gregorius,
/// "Robust Contact Creation for Physics Simulations", GDC 2015; Box2D's b2ReduceManifold works alike).
InlineVector<std::size_t, 4> reduce(const Polygon& points, const InlineVector<Real, 16>& depth, Vec3 normal);

/// Fills `out` (status hit, depth, normal, points) for a face axis: `incident` (the other shape's face, world
/// points) clipped against the sides of `reference` (world points counter-clockwise seen from outside, outward
/// unit normal `reference_normal`), points at most `slop` above the reference face kept, reduced to four.
/// `reference_is_a` says whose face is the reference; the face indices go into the ids. `fallback_b` is used as
/// the single point (B's point) if rounding clips everything away.
void face_contact(const Polygon& reference, Vec3 reference_normal, int reference_face,
                  const Polygon& incident, int incident_face, bool reference_is_a, Real depth, Real slop,
                  Vec3 fallback_b, ContactManifold& out);

/// Fills `out` for an edge axis: one point from the closest points of A's edge [a0, a1] and B's edge [b0, b1],
/// split about their midpoint so that point_a - point_b = depth * normal exactly.
void edge_contact(Vec3 a0, Vec3 a1, Vec3 b0, Vec3 b1, Vec3 normal, Real depth, int edge_a, int edge_b,
                  ContactManifold& out);

/// `m` with every point moved by `by`: a manifold computed in a pair's own frame, put back where the pair sits.
ContactManifold moved(ContactManifold m, Vec3 by);

/// The manifold of (b, a) seen as the manifold of (a, b): normal negated, points swapped, error argument renumbered
/// (argument k of the second shape is `second_argument` + k).
ContactManifold mirrored(ContactManifold m, int second_argument);

}  // namespace sweepkit::detail
