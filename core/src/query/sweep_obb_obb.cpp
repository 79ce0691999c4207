#include "sweepkit/query/sweep_obb_obb.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "moving_segment_features.hpp"
#include "sweepkit/results/manifold.hpp"
#include "kernels.hpp"
#include "vec3d.hpp"

namespace sweepkit {

namespace {

using detail::Mat3d;
using detail::Vec3d;

// Edge pairs this close to parallel are skipped (|a_i × b_j|², unitless): see sweep_obb_obb's doc.
constexpr double kParallelEdgeSineSquaredWide = 1e-20;
// A box axis this close to perpendicular to the contact normal (|axis · n|, unitless) spans the touching feature.
constexpr double kFlatCosine = 1e-6;
// An axis entered later than the one kept by at most this (a fraction of the frame) does not replace it.
constexpr double kTieTime = 1e-12;

// A box in the pair's frame (A's centre at t = 0 the origin): centre, unit axes (columns), half sizes.
struct BoxD {
  Vec3d center;
  Mat3d axes;
  Vec3d h;
  double radius_on(Vec3d l) const {
    return h.x * std::fabs(dot(axes.col[0], l)) + h.y * std::fabs(dot(axes.col[1], l)) +
           h.z * std::fabs(dot(axes.col[2], l));
  }
};

// The touching feature of box `x` in direction `dir` (its points farthest along dir): its corners (1, 2 or 4, in
// order around the face), written to `p`; returns their count.
int support_feature(const BoxD& x, Vec3d dir, Vec3d p[4]) {
  Vec3d base = x.center;
  int free_axes[2] = {-1, -1};
  int n_free = 0;
  for (int k = 0; k < 3; ++k) {
    const double c = dot(x.axes.col[k], dir);
    if (std::fabs(c) <= kFlatCosine && n_free < 2) {
      free_axes[n_free++] = k;
    } else {
      base = base + x.axes.col[k] * (c < 0 ? -x.h[k] : x.h[k]);
    }
  }
  if (n_free == 0) {
    p[0] = base;
    return 1;
  }
  const Vec3d e0 = x.axes.col[free_axes[0]] * x.h[free_axes[0]];
  if (n_free == 1) {
    p[0] = base - e0;
    p[1] = base + e0;
    return 2;
  }
  const Vec3d e1 = x.axes.col[free_axes[1]] * x.h[free_axes[1]];
  p[0] = base - e0 - e1;
  p[1] = base + e0 - e1;
  p[2] = base + e0 + e1;
  p[3] = base - e0 + e1;
  return 4;
}

// A 2D polygon clipped to |u| <= hu, |w| <= hw (Sutherland–Hodgman, one side at a time): its vertices' mean, or
// false when nothing is left.
bool clipped_mean(const double (*in)[2], int count, double hu, double hw, double mean[2]) {
  double a[16][2], b[16][2];
  int n = count;
  for (int k = 0; k < n; ++k) {
    a[k][0] = in[k][0];
    a[k][1] = in[k][1];
  }
  for (int side = 0; side < 4 && n > 0; ++side) {
    const int axis = side / 2;
    const double sign = side % 2 ? -1.0 : 1.0;
    const double limit = axis == 0 ? hu : hw;
    int m = 0;
    for (int k = 0; k < n; ++k) {
      const double* p = a[k];
      const double* q = a[(k + 1) % n];
      const double dp = limit - sign * p[axis], dq = limit - sign * q[axis];  // >= 0 inside
      if (dp >= 0) {
        b[m][0] = p[0];
        b[m][1] = p[1];
        ++m;
      }
      if ((dp >= 0) != (dq >= 0) && m < 16) {
        const double f = dp / (dp - dq);
        b[m][0] = p[0] + (q[0] - p[0]) * f;
        b[m][1] = p[1] + (q[1] - p[1]) * f;
        ++m;
      }
    }
    n = std::min(m, 16);
    for (int k = 0; k < n; ++k) {
      a[k][0] = b[k][0];
      a[k][1] = b[k][1];
    }
  }
  if (n == 0) return false;
  mean[0] = mean[1] = 0;
  for (int k = 0; k < n; ++k) {
    mean[0] += a[k][0];
    mean[1] += a[k][1];
  }
  mean[0] /= n;
  mean[1] /= n;
  return true;
}

// A point where `ref`'s face along `n` (its axis i, outward along n) touches `inc`: the mean of inc's touching
// feature (in direction −n) clipped to the face, or that feature's mean clamped to the face when rounding leaves
// nothing of it.
Vec3d face_point(const BoxD& ref, int i, Vec3d n, const BoxD& inc) {
  Vec3d p[4];
  const int count = support_feature(inc, -n, p);
  const int u = (i + 1) % 3, w = (i + 2) % 3;
  double flat[4][2];
  double mean_in[2] = {0, 0};
  for (int k = 0; k < count; ++k) {
    const Vec3d rel = p[k] - ref.center;
    flat[k][0] = dot(rel, ref.axes.col[u]);
    flat[k][1] = dot(rel, ref.axes.col[w]);
    mean_in[0] += flat[k][0] / count;
    mean_in[1] += flat[k][1] / count;
  }
  double mean[2];
  if (!clipped_mean(flat, count, ref.h[u], ref.h[w], mean)) {
    mean[0] = std::clamp(mean_in[0], -ref.h[u], ref.h[u]);
    mean[1] = std::clamp(mean_in[1], -ref.h[w], ref.h[w]);
  }
  const double side = dot(ref.axes.col[i], n) < 0 ? -1.0 : 1.0;
  return ref.center + ref.axes.col[i] * (side * ref.h[i]) + ref.axes.col[u] * mean[0] + ref.axes.col[w] * mean[1];
}

// The edge of box x along axis i farthest along dir: its start and its direction (full length).
void support_edge(const BoxD& x, int i, Vec3d dir, Vec3d& start, Vec3d& along) {
  Vec3d c = x.center;
  for (int k = 1; k < 3; ++k) {
    const int axis = (i + k) % 3;
    c = c + x.axes.col[axis] * (dot(x.axes.col[axis], dir) < 0 ? -x.h[axis] : x.h[axis]);
  }
  start = c - x.axes.col[i] * x.h[i];
  along = x.axes.col[i] * (2 * x.h[i]);
}

// A point of contact of A and B (B already moved to the time of contact) on `axis` (0-2 A's faces, 3-5 B's, 6 + 3 i
// + j the edges a_i × b_j) with normal n from A towards B.
Vec3d contact_point(const BoxD& a, const BoxD& b, int axis, Vec3d n) {
  if (axis < 3) return face_point(a, axis, n, b);
  if (axis < 6) return face_point(b, axis - 3, -n, a);
  Vec3d sa, da, sb, db;
  support_edge(a, (axis - 6) / 3, n, sa, da);
  support_edge(b, (axis - 6) % 3, -n, sb, db);
  double s = 0, u = 0;
  detail::segment_segment_distance_squared(sa, da, sb, db, s, u);
  return (sa + da * s + sb + db * u) * 0.5;
}

// The moving separating axis test of A (fixed at its start) and B moving by v, both in the pair's frame; `b_start` is
// B at t = 0. Returns the status, t, the unit normal (A to B) and the contact point in the pair's frame.
struct PairSweep {
  Status status = Status::miss;
  double t = 1;
  Vec3d normal;
  Vec3d point;
};

PairSweep moving_sat(const BoxD& a, const BoxD& b, Vec3d v) {
  PairSweep out;
  const Vec3d d = b.center - a.center;
  double enter = -detail::kNoTime, exit = detail::kNoTime;
  int enter_axis = -1;
  Vec3d enter_normal;
  double nearest = -detail::kNoTime;  // the largest separation at t = 0 (<= 0 when every projection overlaps)
  int nearest_axis = -1;
  Vec3d nearest_normal;
  bool apart = false;
  const auto axis = [&](int index, Vec3d l) {
    const double s0 = dot(d, l), ds = dot(v, l), reach = a.radius_on(l) + b.radius_on(l);
    const Vec3d signed_l = s0 < 0 ? -l : l;
    if (std::fabs(s0) - reach > nearest) {
      nearest = std::fabs(s0) - reach;
      nearest_axis = index;
      nearest_normal = signed_l;
    }
    if (ds == 0) {
      if (std::fabs(s0) > reach) apart = true;
      return;
    }
    const double t1 = (-reach - s0) / ds, t2 = (reach - s0) / ds;
    const double lo = std::min(t1, t2), hi = std::max(t1, t2);
    if (lo > enter + kTieTime || enter_axis < 0) {
      enter_axis = index;
      enter_normal = signed_l;
    }
    enter = std::max(enter, lo);
    exit = std::min(exit, hi);
  };
  for (int i = 0; i < 3; ++i) axis(i, a.axes.col[i]);
  for (int j = 0; j < 3; ++j) axis(3 + j, b.axes.col[j]);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const Vec3d l = cross(a.axes.col[i], b.axes.col[j]);
      const double len2 = length_squared(l);
      if (len2 > kParallelEdgeSineSquaredWide) axis(6 + 3 * i + j, l * (1 / std::sqrt(len2)));
    }
  }
  if (nearest <= 0) {
    out.status = Status::initial_overlap;
    out.t = 0;
    out.normal = nearest_normal;
    out.point = contact_point(a, b, nearest_axis, nearest_normal);
    return out;
  }
  if (apart || enter_axis < 0 || enter > exit || enter > 1 || exit < 0) return out;
  out.status = Status::hit;
  out.t = std::max(enter, 0.0);
  out.normal = enter_normal;
  BoxD moved = b;
  moved.center = b.center + v * out.t;
  out.point = contact_point(a, moved, enter_axis, enter_normal);
  return out;
}

// The sweep of two boxes given in double (A's reference point `a_ref`, for `position`), and the start's contact.
SweepHit sweep_boxes(const BoxD& a, Vec3 a_ref, Vec3 da, const BoxD& b, Vec3 db, const Obb& a_obb, const Obb& b_obb) {
  SweepHit out;
  // The pair's frame: A's centre at the origin (the centres' difference first).
  const Vec3d origin = a.center;
  BoxD la = a, lb = b;
  la.center = Vec3d{};
  lb.center = b.center - origin;
  const PairSweep s = moving_sat(la, lb, detail::wide(db) - detail::wide(da));
  if (s.status == Status::miss) {
    out.position = a_ref + da;
    return out;
  }
  const Real t = detail::narrow_time(s.t);
  out.status = s.status;
  out.t = t;
  out.position = a_ref + t * da;
  out.normal = detail::narrow(s.normal);
  out.point = detail::narrow(origin + s.point + detail::wide(da) * s.t);
  if (s.status == Status::initial_overlap) {
    const ContactManifold c = contact_obb_obb(a_obb, b_obb);
    if (c.hit() && std::fabs(length_squared(c.normal) - 1) < Real(1e-3)) {
      out.normal = c.normal;
      out.point = (c.point_a + c.point_b) * Real(0.5);
    }
  }
  return out;
}

BoxD box_of(const Obb& o) { return {detail::wide(o.center), detail::orthonormalized_wide(o.rotation), detail::wide(o.half_size)}; }

}  // namespace

namespace detail {

SweepHit sweep_obb_obb(const Obb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b) {
  return sweep_boxes(box_of(a), a.center, displacement_a, box_of(b), displacement_b, a, b);
}

SweepHit sweep_aabb_obb(const Aabb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b) {
  const BoxD box{(wide(a.min) + wide(a.max)) * 0.5, Mat3d{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
                 (wide(a.max) - wide(a.min)) * 0.5};
  const Obb as_obb{(a.min + a.max) * Real(0.5), (a.max - a.min) * Real(0.5), Mat3{}};
  return sweep_boxes(box, a.min, displacement_a, box_of(b), displacement_b, as_obb, b);
}

}  // namespace detail

SweepHit sweep_obb_obb(const Obb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_obb_obb(a, displacement_a, b, displacement_b);
}

SweepHit sweep_aabb_obb(const Aabb& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_aabb_obb(a, displacement_a, b, displacement_b);
}

}  // namespace sweepkit
