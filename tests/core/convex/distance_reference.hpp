#pragma once
// Independent double-precision distances between posed boxes, capsules, spheres and planes, for checking the
// convex queries: no GJK, no proxies, only closed forms over the shapes' features. Two disjoint convex polytopes
// (or rounded segments) have their closest points on a vertex of one against the other, or on an edge of each
// (Ericson, Real-Time Collision Detection §5.1), so the distance is the least of point–box distances and
// segment–segment distances; overlap is decided by the separating axis test (15 axes for two boxes).
// Poses follow the library's convention: world = position + R(q) local, a motion turning by exp(t ω) about the
// moving position (world axes, applied after the start rotation).

#include <algorithm>
#include <cmath>
#include <limits>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/math/quat.hpp"

namespace sweepkit::reference {

struct D3 {
  double x = 0, y = 0, z = 0;
};
inline D3 operator+(D3 a, D3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline D3 operator-(D3 a, D3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline D3 operator-(D3 a) { return {-a.x, -a.y, -a.z}; }
inline D3 operator*(D3 a, double s) { return {a.x * s, a.y * s, a.z * s}; }
inline D3 operator*(double s, D3 a) { return a * s; }
inline double dot(D3 a, D3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline D3 cross(D3 a, D3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline double length(D3 a) { return std::sqrt(dot(a, a)); }
inline D3 d3(Vec3 v) { return {double(v.x), double(v.y), double(v.z)}; }
inline double component(D3 v, int i) { return i == 0 ? v.x : (i == 1 ? v.y : v.z); }

struct DQuat {
  double x = 0, y = 0, z = 0, w = 1;
};
inline DQuat dquat(Quat q) {
  const double l = std::sqrt(double(q.x) * q.x + double(q.y) * q.y + double(q.z) * q.z + double(q.w) * q.w);
  return {q.x / l, q.y / l, q.z / l, q.w / l};
}
inline DQuat operator*(DQuat a, DQuat b) {
  return {a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y, a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
          a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w, a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z};
}
inline D3 rotate(DQuat q, D3 v) {
  const D3 u{q.x, q.y, q.z};
  const D3 t = 2.0 * cross(u, v);
  return v + q.w * t + cross(u, t);
}
inline DQuat from_rotation_vector(D3 v) {
  const double angle = length(v);
  if (angle == 0) return {};
  const double s = std::sin(angle / 2) / angle;
  return {v.x * s, v.y * s, v.z * s, std::cos(angle / 2)};
}

/// A pose and its motion over the frame, in double.
struct DMotion {
  D3 position;
  DQuat rotation;
  D3 linear;
  D3 angular;
  D3 position_at(double t) const { return position + linear * t; }
  DQuat rotation_at(double t) const { return from_rotation_vector(angular * t) * rotation; }
};

/// A box: centre, half sizes (local axes), rotation.
struct DBox {
  D3 center, half;
  DQuat rotation;
  D3 corner(int i) const {
    const D3 l{(i & 1) ? half.x : -half.x, (i & 2) ? half.y : -half.y, (i & 4) ? half.z : -half.z};
    return center + rotate(rotation, l);
  }
  D3 axis(int i) const { return rotate(rotation, D3{i == 0 ? 1.0 : 0.0, i == 1 ? 1.0 : 0.0, i == 2 ? 1.0 : 0.0}); }
};

/// A capsule's core segment and radius (a sphere: start == end).
struct DCapsule {
  D3 start, end;
  double radius = 0;
};

/// Distance from p to the box (0 inside).
inline double point_box_distance(D3 p, const DBox& b) {
  const D3 d = p - b.center;
  double sum = 0;
  for (int i = 0; i < 3; ++i) {
    const double u = dot(d, b.axis(i));
    const double h = component(b.half, i);
    const double out = std::fabs(u) > h ? std::fabs(u) - h : 0;
    sum += out * out;
  }
  return std::sqrt(sum);
}

/// Distance between segments [p1, q1] and [p2, q2] (Ericson §5.1.9, in double).
inline double segment_segment_distance(D3 p1, D3 q1, D3 p2, D3 q2) {
  const D3 d1 = q1 - p1, d2 = q2 - p2, r = p1 - p2;
  const double a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  double s = 0, t = 0;
  if (a <= 0 && e <= 0) return length(r);
  if (a <= 0) {
    t = std::clamp(f / e, 0.0, 1.0);
  } else {
    const double c = dot(d1, r);
    if (e <= 0) {
      s = std::clamp(-c / a, 0.0, 1.0);
    } else {
      const double b = dot(d1, d2), denom = a * e - b * b;
      s = denom > 0 ? std::clamp((b * f - c * e) / denom, 0.0, 1.0) : 0.0;
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = std::clamp(-c / a, 0.0, 1.0);
      } else if (t > 1) {
        t = 1;
        s = std::clamp((b - c) / a, 0.0, 1.0);
      }
    }
  }
  return length((p1 + d1 * s) - (p2 + d2 * t));
}

/// Whether the segment [p, q] meets the box (slab test in the box's frame).
inline bool segment_meets_box(D3 p, D3 q, const DBox& b) {
  double lo = 0, hi = 1;
  for (int i = 0; i < 3; ++i) {
    const D3 axis = b.axis(i);
    const double s = dot(p - b.center, axis), v = dot(q - p, axis), h = component(b.half, i);
    if (v == 0) {
      if (std::fabs(s) > h) return false;
      continue;
    }
    double t0 = (-h - s) / v, t1 = (h - s) / v;
    if (t0 > t1) std::swap(t0, t1);
    lo = std::max(lo, t0);
    hi = std::min(hi, t1);
    if (lo > hi) return false;
  }
  return true;
}

/// The box's 12 edges as corner index pairs.
inline constexpr int kBoxEdges[12][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {0, 2}, {1, 3},
                                         {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};

/// Whether two boxes overlap or touch (separating axis test: 3 + 3 face axes, 9 edge cross products).
inline bool boxes_overlap(const DBox& a, const DBox& b) {
  D3 axes[15];
  int n = 0;
  for (int i = 0; i < 3; ++i) axes[n++] = a.axis(i);
  for (int i = 0; i < 3; ++i) axes[n++] = b.axis(i);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const D3 c = cross(a.axis(i), b.axis(j));
      if (dot(c, c) > 1e-20) axes[n++] = c * (1 / length(c));
    }
  }
  const D3 d = b.center - a.center;
  for (int k = 0; k < n; ++k) {
    const D3 l = axes[k];
    double ra = 0, rb = 0;
    for (int i = 0; i < 3; ++i) {
      ra += component(a.half, i) * std::fabs(dot(a.axis(i), l));
      rb += component(b.half, i) * std::fabs(dot(b.axis(i), l));
    }
    if (std::fabs(dot(d, l)) > ra + rb) return false;
  }
  return true;
}

/// Distance between two boxes (0 when they overlap).
inline double box_box_distance(const DBox& a, const DBox& b) {
  if (boxes_overlap(a, b)) return 0;
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 8; ++i) {
    best = std::min(best, point_box_distance(a.corner(i), b));
    best = std::min(best, point_box_distance(b.corner(i), a));
  }
  for (const auto& e : kBoxEdges) {
    for (const auto& f : kBoxEdges) {
      best = std::min(best, segment_segment_distance(a.corner(e[0]), a.corner(e[1]), b.corner(f[0]), b.corner(f[1])));
    }
  }
  return best;
}

/// Distance between a capsule's surface and a box (negative values are not reported: 0 when they touch).
inline double capsule_box_distance(const DCapsule& c, const DBox& b) {
  if (segment_meets_box(c.start, c.end, b)) return 0;
  double best = std::min(point_box_distance(c.start, b), point_box_distance(c.end, b));
  for (const auto& e : kBoxEdges) {
    best = std::min(best, segment_segment_distance(c.start, c.end, b.corner(e[0]), b.corner(e[1])));
  }
  return std::max(0.0, best - c.radius);
}

/// Distance between two capsules' surfaces (0 when they touch).
inline double capsule_capsule_distance(const DCapsule& a, const DCapsule& b) {
  return std::max(0.0, segment_segment_distance(a.start, a.end, b.start, b.end) - a.radius - b.radius);
}

/// Signed distance of the box's deepest corner from the plane n·p + k = 0 (n unit), on the side of its centre
/// (negative: the box reaches the plane).
inline double box_plane_clearance(const DBox& b, D3 n, double k) {
  const double dc = dot(n, b.center) + k;
  const double side = dc >= 0 ? 1 : -1;
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 8; ++i) best = std::min(best, side * (dot(n, b.corner(i)) + k));
  return best;
}

/// A box posed by a motion at t (its centre the pose position).
inline DBox box_at(D3 half, const DMotion& m, double t) { return {m.position_at(t), half, m.rotation_at(t)}; }

/// A capsule whose core ends are `start`, `end` relative to the pose position, posed by a motion at t.
inline DCapsule capsule_at(D3 start, D3 end, double radius, const DMotion& m, double t) {
  const D3 c = m.position_at(t);
  const DQuat q = m.rotation_at(t);
  return {c + rotate(q, start), c + rotate(q, end), radius};
}

/// How fast (length units per frame) any point of a shape reaching `extent` from its pose position can move under
/// a motion: |linear| + |angular| extent. Two shapes' distance changes at most at the sum of their speeds.
inline double point_speed(const DMotion& m, double extent) { return length(m.linear) + length(m.angular) * extent; }

/// The least of f over [0, 1], sampled at n + 1 evenly spaced times, and a rigorous lower bound on it given that f
/// changes at most at `lipschitz` per unit t (so between samples it can dip by at most lipschitz / (2 n)).
struct SampledMinimum {
  double value = 0;     ///< Smallest sample.
  double at = 0;        ///< Its t.
  double lower = 0;     ///< value − lipschitz / (2 n): no t in [0, 1] has f below it.
};
template <class F>
SampledMinimum sampled_minimum(F f, int n, double lipschitz) {
  SampledMinimum m;
  m.value = std::numeric_limits<double>::infinity();
  for (int k = 0; k <= n; ++k) {
    const double t = double(k) / n;
    const double v = f(t);
    if (v < m.value) {
      m.value = v;
      m.at = t;
    }
  }
  m.lower = m.value - lipschitz / (2.0 * n);
  return m;
}

}  // namespace sweepkit::reference
