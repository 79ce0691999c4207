#pragma once
/// @file
/// Closest points on segments: the building block of every capsule query.

#include <algorithm>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {

/// Parameter s in [0, 1] of the point of segment [a, b] closest to `p` (a + s (b - a));
/// 0 for a degenerate segment. Source: Ericson, Real-Time Collision Detection §5.1.2.
inline Real closest_fraction_on_segment(Vec3 a, Vec3 b, Vec3 p) {
  const Vec3 ab = b - a;
  const Real len2 = length_squared(ab);
  if (len2 <= kZeroLengthSquared) return 0;
  return std::clamp(dot(p - a, ab) / len2, Real(0), Real(1));
}

/// Point of segment [a, b] closest to `p`.
inline Vec3 closest_point_on_segment(Vec3 a, Vec3 b, Vec3 p) {
  return a + closest_fraction_on_segment(a, b, p) * (b - a);
}

/// Closest points between segments [p1, q1] and [p2, q2].
struct SegmentClosestPoints {
  Real s = 0;     ///< Fraction along the first segment, in [0, 1].
  Real t = 0;     ///< Fraction along the second segment, in [0, 1].
  Vec3 point1;    ///< p1 + s (q1 - p1).
  Vec3 point2;    ///< p2 + t (q2 - p2).
};

/// Closest points between two segments, any of which may be degenerate (a point); for parallel
/// segments one of the closest pairs is returned (deterministically: s from the first clamp).
/// Source: Ericson, Real-Time Collision Detection §5.1.9 (ClosestPtSegmentSegment).
inline SegmentClosestPoints closest_points_segment_segment(Vec3 p1, Vec3 q1, Vec3 p2, Vec3 q2) {
  const Vec3 d1 = q1 - p1;
  const Vec3 d2 = q2 - p2;
  const Vec3 r = p1 - p2;
  const Real a = length_squared(d1);
  const Real e = length_squared(d2);
  const Real f = dot(d2, r);
  Real s = 0;
  Real t = 0;
  if (a <= kZeroLengthSquared && e <= kZeroLengthSquared) {
    // Both segments are points.
  } else if (a <= kZeroLengthSquared) {
    t = std::clamp(f / e, Real(0), Real(1));
  } else {
    const Real c = dot(d1, r);
    if (e <= kZeroLengthSquared) {
      s = std::clamp(-c / a, Real(0), Real(1));
    } else {
      const Real b = dot(d1, d2);
      const Real denom = a * e - b * b;  // >= 0; 0 when parallel
      s = denom > 0 ? std::clamp((b * f - c * e) / denom, Real(0), Real(1)) : Real(0);
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = std::clamp(-c / a, Real(0), Real(1));
      } else if (t > 1) {
        t = 1;
        s = std::clamp((b - c) / a, Real(0), Real(1));
      }
    }
  }
  return {s, t, p1 + s * d1, p2 + t * d2};
}

}  // namespace sweepkit
