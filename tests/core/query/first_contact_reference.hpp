#pragma once
// An independent double-precision reference for the translating sweeps of capsules and boxes (the tests of
// sweep_capsule_triangle, sweep_capsule_capsule, sweep_capsule_obb and sweep_obb_obb). It shares no code with the
// library: the distance between the shapes at time t is computed by brute force (a segment's distance to a convex
// shape minimised over the segment by ternary search, the distance being convex along it; two boxes' distance as the
// least over their corner–box and edge–edge pairs), and the first contact is found on that distance function: it is
// convex in t (the distance from a point moving on a line to the Minkowski difference, a convex set) and Lipschitz
// with constant |v| (the relative speed), so dense samples either prove a miss (every sample farther than |v| h / 2)
// or bracket the first crossing of the contact distance, which bisection then narrows to double precision.

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <vector>

#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/obb.hpp"
#include "sweepkit/shapes/triangle.hpp"

namespace sweepkit::test {

struct D3 {
  double x = 0, y = 0, z = 0;
};
inline D3 operator+(D3 a, D3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline D3 operator-(D3 a, D3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline D3 operator*(D3 a, double s) { return {a.x * s, a.y * s, a.z * s}; }
inline double dot(D3 a, D3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline D3 cross(D3 a, D3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline double norm(D3 a) { return std::sqrt(dot(a, a)); }
inline D3 d3(Vec3 v) { return {v.x, v.y, v.z}; }

/// The point of segment [p, q] closest to x.
inline D3 ref_closest_on_segment(D3 p, D3 q, D3 x) {
  const D3 d = q - p;
  const double dd = dot(d, d);
  const double s = dd > 0 ? std::clamp(dot(x - p, d) / dd, 0.0, 1.0) : 0.0;
  return p + d * s;
}

/// The point of triangle (a, b, c) closest to x: the plane projection when its barycentric coordinates are inside,
/// else the nearest edge point.
inline D3 ref_closest_on_triangle(D3 a, D3 b, D3 c, D3 x) {
  const D3 e0 = b - a, e1 = c - a, w = x - a;
  const double a00 = dot(e0, e0), a01 = dot(e0, e1), a11 = dot(e1, e1), b0 = dot(e0, w), b1 = dot(e1, w);
  const double det = a00 * a11 - a01 * a01;
  if (det > 1e-30 * a00 * a11) {
    const double u = (a11 * b0 - a01 * b1) / det, v = (a00 * b1 - a01 * b0) / det;
    if (u >= 0 && v >= 0 && u + v <= 1) return a + e0 * u + e1 * v;
  }
  D3 best = ref_closest_on_segment(a, b, x);
  for (const D3 q : {ref_closest_on_segment(b, c, x), ref_closest_on_segment(c, a, x)}) {
    if (norm(q - x) < norm(best - x)) best = q;
  }
  return best;
}

/// A box in double: centre, unit axes, half sizes.
struct RefBox {
  D3 center;
  std::array<D3, 3> axis;
  D3 half;
  double h(int k) const { return k == 0 ? half.x : (k == 1 ? half.y : half.z); }
  D3 corner(int k) const {
    return center + axis[0] * (k & 1 ? half.x : -half.x) + axis[1] * (k & 2 ? half.y : -half.y) +
           axis[2] * (k & 4 ? half.z : -half.z);
  }
  D3 closest(D3 x) const {
    D3 out = center;
    for (int k = 0; k < 3; ++k) out = out + axis[k] * std::clamp(dot(x - center, axis[k]), -h(k), h(k));
    return out;
  }
  RefBox moved(D3 by) const { return {center + by, axis, half}; }
};

/// The box in double, its rotation made orthonormal (Gram–Schmidt in double, as the float inputs describe it).
inline RefBox ref_box(const Obb& b) {
  const D3 c0 = d3(b.rotation.col[0]), c1 = d3(b.rotation.col[1]);
  const D3 x = c0 * (1 / norm(c0));
  D3 y = c1 - x * dot(x, c1);
  y = y * (1 / norm(y));
  return {d3(b.center), {x, y, cross(x, y)}, d3(b.half_size)};
}

/// An axis-aligned box in double: its centre and half sizes from its float corners, exactly.
inline RefBox ref_box_of(const Aabb& b) {
  return {(d3(b.min) + d3(b.max)) * 0.5, {D3{1, 0, 0}, D3{0, 1, 0}, D3{0, 0, 1}}, (d3(b.max) - d3(b.min)) * 0.5};
}

/// The point of segment [p, q] nearest to a convex shape given by its closest-point function, by ternary search on
/// the (convex) distance along the segment: the segment's point and the shape's.
inline void ref_segment_closest(D3 p, D3 q, const std::function<D3(D3)>& closest, D3& on_segment, D3& on_shape) {
  double lo = 0, hi = 1;
  const auto dist = [&](double s) {
    const D3 x = p + (q - p) * s;
    return norm(closest(x) - x);
  };
  for (int k = 0; k < 64 && hi - lo > 1e-16; ++k) {
    const double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
    if (dist(m1) <= dist(m2)) hi = m2;
    else lo = m1;
  }
  double s = 0.5 * (lo + hi);
  // The ends too (a minimum at an end is found to the search's resolution only).
  for (const double e : {0.0, 1.0}) {
    if (dist(e) <= dist(s)) s = e;
  }
  on_segment = p + (q - p) * s;
  on_shape = closest(on_segment);
}

/// The distance between segments [p1, q1] and [p2, q2]: the least of the four end-to-segment distances and, when
/// the lines' closest points lie inside both segments, the lines' distance there (one of these is the minimum).
inline double ref_segment_segment_distance(D3 p1, D3 q1, D3 p2, D3 q2) {
  double best = std::min({norm(ref_closest_on_segment(p2, q2, p1) - p1), norm(ref_closest_on_segment(p2, q2, q1) - q1),
                          norm(ref_closest_on_segment(p1, q1, p2) - p2), norm(ref_closest_on_segment(p1, q1, q2) - q2)});
  const D3 d1 = q1 - p1, d2 = q2 - p2, r = p1 - p2;
  const double a = dot(d1, d1), b = dot(d1, d2), e = dot(d2, d2), c = dot(d1, r), f = dot(d2, r);
  const double det = a * e - b * b;
  if (det > 1e-24 * a * e) {
    const double s = (b * f - c * e) / det, u = (a * f - b * c) / det;
    if (s >= 0 && s <= 1 && u >= 0 && u <= 1) best = std::min(best, norm(p1 + d1 * s - (p2 + d2 * u)));
  }
  return best;
}

/// The separation of two boxes (0 when they meet): the least distance over each one's corners to the other box and
/// over their edge pairs (the closest points of two convex polyhedra apart are a corner and a face, or two edges).
inline double ref_box_distance(const RefBox& a, const RefBox& b) {
  double best = 1e300;
  for (int k = 0; k < 8; ++k) {
    best = std::min(best, norm(b.closest(a.corner(k)) - a.corner(k)));
    best = std::min(best, norm(a.closest(b.corner(k)) - b.corner(k)));
  }
  const auto edges = [](const RefBox& x, int e, D3& p, D3& q) {
    // Edge e: along axis e / 4, from corner(m) with that axis's bit clear to the corner with it set.
    const int axis = e / 4, bits = e % 4;
    int m = 0, bit = 0;
    for (int k = 0; k < 3; ++k) {
      if (k == axis) continue;
      if (bits & (1 << bit)) m |= 1 << k;
      ++bit;
    }
    p = x.corner(m);
    q = x.corner(m | (1 << axis));
  };
  for (int i = 0; i < 12; ++i) {
    D3 p1, q1;
    edges(a, i, p1, q1);
    for (int j = 0; j < 12; ++j) {
      D3 p2, q2;
      edges(b, j, p2, q2);
      best = std::min(best, ref_segment_segment_distance(p1, q1, p2, q2));
    }
  }
  return best;
}

/// Whether two boxes meet (share a point), independently of any distance: a corner of one inside the other, or an
/// edge of one crossing a face of the other.
inline bool ref_boxes_meet(const RefBox& a, const RefBox& b) {
  const auto inside = [](const RefBox& x, D3 p) {
    for (int k = 0; k < 3; ++k) {
      if (std::fabs(dot(p - x.center, x.axis[k])) > x.h(k)) return false;
    }
    return true;
  };
  for (int k = 0; k < 8; ++k) {
    if (inside(b, a.corner(k)) || inside(a, b.corner(k))) return true;
  }
  const auto edge_crosses = [&](const RefBox& x, const RefBox& y) {
    for (int i = 0; i < 8; ++i) {
      for (int k = 0; k < 3; ++k) {
        if (i & (1 << k)) continue;
        const D3 p = x.corner(i), q = x.corner(i | (1 << k));
        // The segment p..q against y's slabs.
        double lo = 0, hi = 1;
        bool ok = true;
        for (int m = 0; m < 3 && ok; ++m) {
          const double o = dot(p - y.center, y.axis[m]), d = dot(q - p, y.axis[m]);
          if (d == 0) {
            ok = std::fabs(o) <= y.h(m);
            continue;
          }
          double t1 = (-y.h(m) - o) / d, t2 = (y.h(m) - o) / d;
          if (t1 > t2) std::swap(t1, t2);
          lo = std::max(lo, t1);
          hi = std::min(hi, t2);
          ok = lo <= hi;
        }
        if (ok) return true;
      }
    }
    return false;
  };
  return edge_crosses(a, b) || edge_crosses(b, a);
}

/// The reference's answer for a separation function g(t) (> 0 apart, <= 0 touching) with Lipschitz constant
/// `speed`: kind 0 a miss, 1 a hit at `t`, 2 an initial overlap; `undecided` when a sample within `tolerance` of
/// contact keeps the answer from being proved (a graze at rounding's level).
struct RefContact {
  int kind = 0;
  double t = 1;
  bool undecided = false;
};

inline RefContact ref_first_contact(const std::function<double(double)>& g, double speed, double tolerance,
                                    int samples = 64) {
  RefContact out;
  const double g0 = g(0);
  if (std::fabs(g0) <= tolerance) out.undecided = true;
  if (g0 <= 0) {
    out.kind = 2;
    out.t = 0;
    return out;
  }
  double prev_t = 0, min_g = g0, min_t = 0;
  for (int k = 1; k <= samples; ++k) {
    const double t = double(k) / samples;
    const double gt = g(t);
    if (gt <= 0) {
      double lo = prev_t, hi = t;
      for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (g(mid) <= 0 ? hi : lo) = mid;
      }
      out.kind = 1;
      out.t = hi;
      // A crossing that only just dips below (a graze) is within rounding of a miss: g's least value after it.
      double a = hi, b = 1;
      for (int i = 0; i < 70; ++i) {
        const double m1 = a + (b - a) / 3, m2 = b - (b - a) / 3;
        if (g(m1) <= g(m2)) b = m2;
        else a = m1;
      }
      if (std::min(g(0.5 * (a + b)), gt) > -tolerance) out.undecided = true;
      return out;
    }
    if (gt < min_g) {
      min_g = gt;
      min_t = t;
    }
    prev_t = t;
  }
  const double h = 1.0 / samples;
  if (min_g > speed * h * 0.5 + tolerance) return out;  // proved apart between samples too
  // Near a sample's minimum: the convex function's least value there, by ternary search.
  double lo = std::max(0.0, min_t - h), hi = std::min(1.0, min_t + h);
  for (int i = 0; i < 70; ++i) {
    const double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
    if (g(m1) <= g(m2)) hi = m2;
    else lo = m1;
  }
  const double least = g(0.5 * (lo + hi));
  if (least > tolerance) return out;
  if (least > -tolerance) {
    out.undecided = true;
    return out;
  }
  double a = std::max(0.0, min_t - h), b = 0.5 * (lo + hi);
  for (int i = 0; i < 60; ++i) {
    const double mid = 0.5 * (a + b);
    (g(mid) <= 0 ? b : a) = mid;
  }
  out.kind = 1;
  out.t = b;
  return out;
}

}  // namespace sweepkit::test
