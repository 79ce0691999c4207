#pragma once
// An independent point–triangle distance for the triangle tests: the projection onto the plane when its
// barycentric coordinates (from the 2×2 normal equations, in double) lie inside, else the nearest edge point.

#include <algorithm>
#include <cmath>

#include "sweepkit/math/segment.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit::test {

/// The point of `t` closest to `p` (a non-degenerate triangle).
inline Vec3 reference_closest_on_triangle(const Triangle& t, Vec3 p) {
  const Vec3 e0 = t.b - t.a;
  const Vec3 e1 = t.c - t.a;
  const Vec3 w = p - t.a;
  const double a00 = dot(e0, e0), a01 = dot(e0, e1), a11 = dot(e1, e1);
  const double b0 = dot(e0, w), b1 = dot(e1, w);
  const double det = a00 * a11 - a01 * a01;
  const double u = (a11 * b0 - a01 * b1) / det;
  const double v = (a00 * b1 - a01 * b0) / det;
  if (u >= 0 && v >= 0 && u + v <= 1) return t.a + Real(u) * e0 + Real(v) * e1;
  Vec3 best = closest_point_on_segment(t.a, t.b, p);
  for (const Vec3 q : {closest_point_on_segment(t.b, t.c, p), closest_point_on_segment(t.c, t.a, p)}) {
    if (length_squared(q - p) < length_squared(best - p)) best = q;
  }
  return best;
}

/// The distance from `p` to `t`, in double.
inline double reference_distance_to_triangle(const Triangle& t, Vec3 p) {
  const Vec3 q = reference_closest_on_triangle(t, p);
  const double x = double(q.x) - p.x, y = double(q.y) - p.y, z = double(q.z) - p.z;
  return std::sqrt(x * x + y * y + z * z);
}

}  // namespace sweepkit::test
