#pragma once
// Closest points between a segment and an axis-aligned box, found exactly (no iteration).
//
// With P(t) = p + t (q - p), the squared distance from P(t) to the box is
//   f(t) = sum over axes i of dist_i(t)²,  dist_i(t) = max(0, min_i - P_i(t), P_i(t) - max_i),
// each dist_i a maximum of affine functions, so f is convex. Between the fractions where P(t) crosses one
// of the six slab planes (at most six in (0, 1)), every axis stays below, inside or above its slab, so f is
// one quadratic A t² + 2 B t + C there, with A = sum d_i², B = sum d_i (p_i - bound_i) over the axes outside
// their slab. Its minimum on the piece is at -B / A clamped to the piece (A = 0: f is constant on it). The
// smallest of these at most seven candidates, each evaluated as the true distance, is the global minimum.

#include <algorithm>
#include <utility>

#include "contact_shared.hpp"

namespace sweepkit::detail {

/// Closest points of segment [p, q] and a box.
struct SegmentAabbClosest {
  Real t = 0;                 ///< Fraction along the segment of `on_segment`, in [0, 1].
  Vec3 on_segment;            ///< p + t (q - p).
  Vec3 on_box;                ///< The box point closest to `on_segment` (inside or on the box).
  Real distance_squared = 0;  ///< |on_segment - on_box|²; 0 when the segment meets the box.
};

/// Closest points between segment [p, q] (possibly a point) and `box`. When a whole stretch of the segment is
/// closest (it runs parallel to a face, or through the box), the middle of the stretch where every axis the
/// segment moves along is inside its slab is returned, so the result does not favour one end.
inline SegmentAabbClosest closest_points_segment_aabb(Vec3 p, Vec3 q, const Aabb& box) {
  const Vec3 d = q - p;
  const auto at = [&](Real t) {
    SegmentAabbClosest c;
    c.t = t;
    c.on_segment = t == 1 ? q : p + t * d;
    c.on_box = clamp_to_box(c.on_segment, box);
    c.distance_squared = length_squared(c.on_segment - c.on_box);
    return c;
  };

  // Breakpoints: 0, 1 and the slab-plane crossings strictly inside (0, 1).
  Real breaks[8];
  int count = 0;
  breaks[count++] = 0;
  breaks[count++] = 1;
  for (int axis = 0; axis < 3; ++axis) {
    const Real di = d[axis];
    if (di == 0) continue;
    for (const Real bound : {box.min[axis], box.max[axis]}) {
      const Real t = (bound - p[axis]) / di;
      if (t > 0 && t < 1) breaks[count++] = t;
    }
  }
  // Insertion sort: at most eight values (and std::sort trips GCC 12's -Warray-bounds on a local array).
  for (int i = 1; i < count; ++i) {
    for (int j = i; j > 0 && breaks[j] < breaks[j - 1]; --j) std::swap(breaks[j], breaks[j - 1]);
  }

  SegmentAabbClosest best;
  bool have_best = false;
  for (int k = 0; k + 1 < count; ++k) {
    const Real lo = breaks[k];
    const Real hi = breaks[k + 1];
    if (!(lo < hi)) continue;  // a repeated breakpoint
    // Which side of its slab each axis is on throughout (lo, hi): read at the piece's middle.
    const Real mid = lo * Real(0.5) + hi * Real(0.5);
    Real a = 0;
    Real b = 0;
    for (int axis = 0; axis < 3; ++axis) {
      const Real pi = p[axis];
      const Real di = d[axis];
      const Real at_mid = pi + mid * di;
      Real offset;  // p_i - bound_i for the bound this axis is outside of
      if (at_mid < box.min[axis]) {
        offset = pi - box.min[axis];
      } else if (at_mid > box.max[axis]) {
        offset = pi - box.max[axis];
      } else {
        continue;
      }
      a += di * di;
      b += di * offset;
    }
    // a = 0: every axis outside its slab is one the segment does not move along, so f is constant here
    // (and b = 0); take the middle of the piece.
    const bool flat = a == 0;
    const SegmentAabbClosest c = at(flat ? mid : std::clamp(-b / a, lo, hi));
    // Strictly better wins, first piece first; a flat piece also wins a tie, so the middle of a closest
    // stretch is preferred to its end (the neighbouring pieces reach the same value at their ends).
    if (!have_best || c.distance_squared < best.distance_squared ||
        (flat && c.distance_squared <= best.distance_squared)) {
      best = c;
      have_best = true;
    }
  }
  return best;
}

}  // namespace sweepkit::detail
