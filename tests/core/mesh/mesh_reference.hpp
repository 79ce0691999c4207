#pragma once
// An independent double-precision reference for the mesh queries' tests: brute force over every triangle, with the
// geometry written here in double (no sweepkit kernel), from the float positions a mesh was built from.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace sweepkit::test::ref {

struct D3 {
  double x = 0, y = 0, z = 0;
  double operator[](int k) const { return k == 0 ? x : (k == 1 ? y : z); }
};
inline D3 operator+(D3 a, D3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline D3 operator-(D3 a, D3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline D3 operator*(double s, D3 a) { return {s * a.x, s * a.y, s * a.z}; }
inline double dot(D3 a, D3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline D3 cross(D3 a, D3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline double norm(D3 a) { return std::sqrt(dot(a, a)); }

using Tri = std::array<D3, 3>;
constexpr double kInf = std::numeric_limits<double>::infinity();

/// The triangles of float positions and indices (every 3 vertices a triangle when indices is empty).
inline std::vector<Tri> triangles(const std::vector<float>& p, const std::vector<std::uint32_t>& indices) {
  std::vector<Tri> out;
  const auto v = [&](std::size_t i) { return D3{p[3 * i], p[3 * i + 1], p[3 * i + 2]}; };
  const std::size_t n = indices.empty() ? p.size() / 9 : indices.size() / 3;
  for (std::size_t t = 0; t < n; ++t) {
    if (indices.empty()) out.push_back({v(3 * t), v(3 * t + 1), v(3 * t + 2)});
    else out.push_back({v(indices[3 * t]), v(indices[3 * t + 1]), v(indices[3 * t + 2])});
  }
  return out;
}

/// The closest point of triangle t to p (Ericson 5.1.5's regions, in double).
inline D3 closest_on_triangle(const Tri& t, D3 p) {
  const D3 a = t[0], b = t[1], c = t[2];
  const D3 ab = b - a, ac = c - a, ap = p - a;
  const double d1 = dot(ab, ap), d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return a;
  const D3 bp = p - b;
  const double d3 = dot(ab, bp), d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return b;
  const double vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return a + (d1 / (d1 - d3)) * ab;
  const D3 cp = p - c;
  const double d5 = dot(ab, cp), d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return c;
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return a + (d2 / (d2 - d6)) * ac;
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) return b + ((d4 - d3) / ((d4 - d3) + (d5 - d6))) * (c - b);
  const double inv = 1 / (va + vb + vc);
  return a + (vb * inv) * ab + (vc * inv) * ac;
}

/// Distance between segments [p0, p1] and [q0, q1] (Ericson 5.1.9, in double).
inline double segment_distance(D3 p0, D3 p1, D3 q0, D3 q1) {
  const D3 d1 = p1 - p0, d2 = q1 - q0, r = p0 - q0;
  const double a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  double s = 0, t = 0;
  if (a <= 1e-300 && e <= 1e-300) return norm(r);
  if (a <= 1e-300) {
    t = std::clamp(f / e, 0.0, 1.0);
  } else {
    const double c = dot(d1, r);
    if (e <= 1e-300) {
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
  return norm((p0 + s * d1) - (q0 + t * d2));
}

/// Distance between segment [p0, p1] and triangle t: 0 when the segment crosses it, else the least of its ends'
/// distances to the triangle and its distances to the three edges.
inline double segment_triangle_distance(D3 p0, D3 p1, const Tri& t) {
  const D3 n = cross(t[1] - t[0], t[2] - t[0]);
  const double h0 = dot(n, p0 - t[0]), h1 = dot(n, p1 - t[0]);
  if ((h0 <= 0 && h1 >= 0) || (h0 >= 0 && h1 <= 0)) {
    if (h0 != h1) {
      const D3 x = p0 + (h0 / (h0 - h1)) * (p1 - p0);
      if (norm(closest_on_triangle(t, x) - x) <= 1e-300) return 0;
    }
  }
  double best = std::min(norm(closest_on_triangle(t, p0) - p0), norm(closest_on_triangle(t, p1) - p1));
  for (int k = 0; k < 3; ++k) best = std::min(best, segment_distance(p0, p1, t[k], t[(k + 1) % 3]));
  return best;
}

/// The first t in [0, 1] at which the convex function d(t) (a translating convex pair's distance) reaches `r`, or
/// kInf: the minimum by golden-section search, then bisection on the falling part.
template <class Distance>
double first_reach(Distance d, double r) {
  if (d(0.0) <= r) return 0;
  double lo = 0, hi = 1;
  const double g = (std::sqrt(5.0) - 1) / 2;
  double x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
  double f1 = d(x1), f2 = d(x2);
  for (int i = 0; i < 90; ++i) {
    if (f1 <= r || f2 <= r) break;
    if (f1 < f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - g * (hi - lo);
      f1 = d(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + g * (hi - lo);
      f2 = d(x2);
    }
  }
  double below = kInf;
  if (f1 <= r) below = x1;
  if (f2 <= r) below = std::min(below, x2);
  if (below == kInf) {
    if (d(1.0) <= r) below = 1;
    else return kInf;
  }
  double a = 0;  // d(a) > r, d(below) <= r, d falling in between (convex)
  for (int i = 0; i < 200 && below - a > 1e-17; ++i) {
    const double m = (a + below) / 2;
    (d(m) <= r ? below : a) = m;
  }
  return below;
}

/// The first t of a capsule (core [p0, p1], radius r; a sphere when p0 == p1) moving by v against triangle t.
inline double capsule_sweep(D3 p0, D3 p1, double r, D3 v, const Tri& t) {
  return first_reach([&](double s) { return segment_triangle_distance(p0 + s * v, p1 + s * v, t); }, r);
}

/// The first t in [0, 1] of the box [lo, hi] moving by v against triangle t (the moving separating-axis test over the
/// 13 axes: the box's 3, the triangle's normal, the 9 edge crosses; exact in double), or kInf.
inline double box_sweep(D3 lo, D3 hi, D3 v, const Tri& t) {
  const D3 c = 0.5 * (lo + hi), h = 0.5 * (hi - lo);
  std::vector<D3> axes = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, cross(t[1] - t[0], t[2] - t[0])};
  const D3 unit[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (int e = 0; e < 3; ++e) {
    for (const D3& u : unit) axes.push_back(cross(u, t[(e + 1) % 3] - t[e]));
  }
  double enter = 0, leave = 1;
  for (const D3& l : axes) {
    if (dot(l, l) < 1e-24) continue;
    const double tmin = std::min({dot(l, t[0]), dot(l, t[1]), dot(l, t[2])});
    const double tmax = std::max({dot(l, t[0]), dot(l, t[1]), dot(l, t[2])});
    const double rb = std::fabs(l.x) * h.x + std::fabs(l.y) * h.y + std::fabs(l.z) * h.z;
    const double b0 = dot(l, c) - rb, b1 = dot(l, c) + rb, speed = dot(l, v);
    // Box interval [b0, b1] + speed s against [tmin, tmax]: overlap when b0 + speed s <= tmax, b1 + speed s >= tmin.
    if (speed == 0) {
      if (b0 > tmax || b1 < tmin) return kInf;
      continue;
    }
    double s0 = (tmax - b0) / speed, s1 = (tmin - b1) / speed;  // the two boundary crossings
    if (speed > 0) std::swap(s0, s1);                           // s0: entry, s1: exit
    enter = std::max(enter, s0);
    leave = std::min(leave, s1);
    if (enter > leave) return kInf;
  }
  return enter;
}

/// The first t >= 0 (kInf: none) of the ray o + t d against triangle t (Möller–Trumbore in double).
inline double ray_triangle(D3 o, D3 d, const Tri& t) {
  const D3 e1 = t[1] - t[0], e2 = t[2] - t[0];
  const D3 p = cross(d, e2);
  const double det = dot(e1, p);
  if (det == 0) return kInf;
  const D3 s = o - t[0];
  const double u = dot(s, p) / det;
  const D3 q = cross(s, e1);
  const double w = dot(d, q) / det;
  if (u < 0 || w < 0 || u + w > 1) return kInf;
  const double tt = dot(e2, q) / det;
  return tt >= 0 ? tt : kInf;
}

}  // namespace sweepkit::test::ref
