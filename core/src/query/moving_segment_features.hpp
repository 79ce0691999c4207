#pragma once
// The feature pairs of a moving capsule's first contact, in double (vec3d.hpp): when a translating segment first
// comes within R of a fixed convex polytope (a triangle, a box's edges and corners) or of another segment, the
// closest pair at that moment is one of (Ericson, "Real-Time Collision Detection", 2005, 5.1.9 and 5.1.10: the
// closest points of a segment and a polytope apart lie at a segment end or on a polytope edge):
//   - a segment end against a face (its plane offset by R, the touching point inside the face: per shape),
//     an edge (the edge's cylinder of radius R, entered within the edge's slab) or a corner (a sphere of radius R);
//   - the segment's interior against an edge's interior (the lines' distance, linear in t, reaching R while the
//     lines' closest points lie inside both segments);
//   - the segment's interior against a corner (the corner, moving by −v, entering the segment's cylinder).
// A face against the segment's interior needs the segment parallel to the face, and then an end or an edge touches
// at the same t. Each entry below is a time at which the pair is exactly R apart, and every first contact is one of
// them, so the first contact is their minimum. Each answers kNoTime when the pair never comes within R at a t >= 0
// from a start farther than R (callers rule out a start within R first). Private to core/src.

#include <algorithm>
#include <cmath>

#include "vec3d.hpp"

namespace sweepkit::detail {

/// Entry time of the point m + t d (m relative to the sphere's centre) into the sphere of radius r: the earlier root
/// of |m + t d|² = r², c / (−b + √disc) without cancellation (b = m·d < 0, c = m·m − r² > 0, disc = (d·d) r² −
/// |m × d|²), capped at the closest approach −b / (d·d) (a grazing path is a touch there). Haines et al.,
/// "Precision Improvements for Ray/Sphere Intersection", Ray Tracing Gems (2019) ch. 7.
inline double point_sphere_entry(Vec3d m, Vec3d d, double r) {
  const double c = length_squared(m) - r * r;
  if (c <= 0) return kNoTime;
  const double b = dot(m, d);
  if (b >= 0) return kNoTime;
  const double dd = length_squared(d);
  const double disc = dd * r * r - length_squared(cross(m, d));
  if (disc < 0) return kNoTime;
  return std::min(c / (-b + std::sqrt(disc)), -b / dd);
}

/// Entry time of the point m + t d (m relative to the segment's start) into the cylinder of radius r around the
/// segment 0..axis, within its slab (0 <= axial position <= |axis|): the sphere entry of m and d with their parts
/// along the axis removed. kNoTime for a degenerate axis (its end spheres hold it).
inline double point_cylinder_entry(Vec3d m, Vec3d d, Vec3d axis, double r) {
  const double len2 = length_squared(axis);
  if (!(len2 > 0)) return kNoTime;
  const double inv = 1 / len2;
  const Vec3d m_perp = m - axis * (dot(m, axis) * inv);
  const Vec3d d_perp = d - axis * (dot(d, axis) * inv);
  const double t = point_sphere_entry(m_perp, d_perp, r);
  if (!(t < kNoTime)) return kNoTime;
  const double axial = dot(m + d * t, axis);
  return axial >= 0 && axial <= len2 ? t : kNoTime;
}

/// The squared sine below which two segments count as parallel in segment_interior_entry (unitless): their lines'
/// common normal d1 × d2 is then known only to double rounding / sin (1e-16 / 1e-10 = 1e-6 rad at this bound), and a
/// contact between parallel segments is also one of their ends' (which the other entries find); the first contact of
/// segments within 1e-10 rad of parallel is then an end's to 1e-10 of their length, below float resolution.
inline constexpr double kParallelSegmentSineSquared = 1e-20;

/// First time t >= 0 at which segment A (start p, direction d1) moving by v and the fixed segment B (start q,
/// direction d2) are R apart with their closest points inside both segments (w0 = p − q): the lines' distance
/// h(t) = (w0 + t v)·n̂ (n̂ = unit(d1 × d2)) is linear in t, so |h| reaches R at t = (|h0| − R) / −(side · v·n̂) when
/// approaching; that is a contact when the lines' closest points then lie within both segments. A start within R of
/// the other line (|h0| < R) cannot have its first contact here (|h| is then below R until it grows past R, and an
/// interior contact needs |h| falling to R): kNoTime, as for parallel segments.
/// @param normal  on an entry, the unit normal from A to B (−side · n̂).
inline double segment_interior_entry(Vec3d w0, Vec3d d1, Vec3d d2, Vec3d v, double R, Vec3d& normal) {
  const Vec3d c = cross(d1, d2);
  const double a = length_squared(d1);
  const double e = length_squared(d2);
  const double denom = length_squared(c);  // a e − (d1·d2)²
  if (!(denom > kParallelSegmentSineSquared * a * e)) return kNoTime;
  const Vec3d n = c * (1 / std::sqrt(denom));
  const double h0 = dot(w0, n);
  const double side = h0 >= 0 ? 1.0 : -1.0;
  const double approach = side * dot(v, n);
  const double gap = side * h0 - R;
  if (!(approach < 0) || gap < 0) return kNoTime;
  const double t = gap / -approach;
  const Vec3d w = w0 + v * t;
  const double b = dot(d1, d2);
  const double c1 = dot(d1, w);
  const double f = dot(d2, w);
  // The lines' closest parameters: s on A, u on B (the normal equations of |w + s d1 − u d2|²).
  const double s = (b * f - c1 * e) / denom;
  const double u = (a * f - b * c1) / denom;
  if (s < 0 || s > 1 || u < 0 || u > 1) return kNoTime;
  normal = n * -side;
  return t;
}

/// Closest points of two segments p1 + s d1 and p2 + u d2 (s, u in [0, 1]; either may be a point): Ericson 5.1.9's
/// ClosestPtSegmentSegment in double. Returns the squared distance; s and u receive the parameters.
inline double segment_segment_distance_squared(Vec3d p1, Vec3d d1, Vec3d p2, Vec3d d2, double& s, double& u) {
  const Vec3d r = p1 - p2;
  const double a = length_squared(d1);
  const double e = length_squared(d2);
  const double f = dot(d2, r);
  s = 0;
  u = 0;
  if (!(a > 0) && !(e > 0)) {
  } else if (!(a > 0)) {
    u = std::clamp(f / e, 0.0, 1.0);
  } else {
    const double c = dot(d1, r);
    if (!(e > 0)) {
      s = std::clamp(-c / a, 0.0, 1.0);
    } else {
      const double b = dot(d1, d2);
      const double denom = a * e - b * b;
      s = denom > 0 ? std::clamp((b * f - c * e) / denom, 0.0, 1.0) : 0.0;
      u = (b * s + f) / e;
      if (u < 0) {
        u = 0;
        s = std::clamp(-c / a, 0.0, 1.0);
      } else if (u > 1) {
        u = 1;
        s = std::clamp((b - c) / a, 0.0, 1.0);
      }
    }
  }
  return length_squared(r + d1 * s - d2 * u);
}

/// The parameter in [0, 1] of the point of segment 0..axis closest to p (0 for a degenerate segment).
inline double closest_fraction(Vec3d axis, Vec3d p) {
  const double len2 = length_squared(axis);
  return len2 > 0 ? std::clamp(dot(p, axis) / len2, 0.0, 1.0) : 0.0;
}

/// The earliest entry found so far, and what it touched: `kind` and `index` are the caller's feature codes.
struct FirstEntry {
  double t = kNoTime;
  int kind = -1;
  int index = -1;
  int end = -1;  ///< Which end of the moving segment (0 start, 1 end), or −1 for its interior.
  Vec3d normal;  ///< Unit, from the moving shape to the fixed one (set by the entries that know it; else later).
  bool has_normal = false;

  /// Keeps (t, …) when it is earlier than the best so far.
  void consider(double time, int k, int i, int e) {
    if (time < t) *this = {time, k, i, e, {}, false};
  }
  void consider(double time, int k, int i, int e, Vec3d n) {
    if (time < t) *this = {time, k, i, e, n, true};
  }
};

}  // namespace sweepkit::detail
