#include "sweepkit/query/sweep_capsule_obb.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "convex_pair.hpp"
#include "moving_segment_features.hpp"
#include "sweepkit/query/contact_capsule_aabb.hpp"
#include "kernels.hpp"
#include "vec3d.hpp"

namespace sweepkit {

namespace {

using detail::Vec3d;

// The feature kinds of a candidate entry (FirstEntry::kind).
enum Kind { kFace, kEndEdge, kEndCorner, kInteriorEdge, kCornerCore };

// The box [−h, h]: corner k has coordinate i at +h_i when bit i of k is set; edge 4 i + m runs along axis i (from −h_i
// to +h_i) at the corner coordinates of the other two axes given by m's bits (bit 0 the next axis, bit 1 the one after).
struct LocalBox {
  Vec3d h;
  Vec3d corner(int k) const { return {k & 1 ? h.x : -h.x, k & 2 ? h.y : -h.y, k & 4 ? h.z : -h.z}; }
  Vec3d edge_start(int e) const {
    const int i = e / 4, m = e % 4;
    Vec3d p;
    p[i] = -h[i];
    p[(i + 1) % 3] = m & 1 ? h[(i + 1) % 3] : -h[(i + 1) % 3];
    p[(i + 2) % 3] = m & 2 ? h[(i + 2) % 3] : -h[(i + 2) % 3];
    return p;
  }
  Vec3d edge_direction(int e) const {
    Vec3d d;
    d[e / 4] = 2 * h[e / 4];
    return d;
  }
  Vec3d clamp(Vec3d p) const {
    return {std::clamp(p.x, -h.x, h.x), std::clamp(p.y, -h.y, h.y), std::clamp(p.z, -h.z, h.z)};
  }
};

// The answer in the box's frame: at t (double), the unit normal from the capsule to the box, and the touching core
// point x and box point y (at the start for an overlap).
struct LocalSweep {
  Status status = Status::miss;
  double t = 1;
  Vec3d normal;
  Vec3d x;
  Vec3d y;
};

// Whether the segment p0 + s d (s in [0, 1]) meets the box: Ericson 5.3.3's slab test on the segment; `at` receives a
// point of the segment inside the box.
bool segment_meets_box(Vec3d p0, Vec3d d, Vec3d h, Vec3d& at) {
  double lo = 0, hi = 1;
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0) {
      if (p0[i] < -h[i] || p0[i] > h[i]) return false;
      continue;
    }
    double t1 = (-h[i] - p0[i]) / d[i], t2 = (h[i] - p0[i]) / d[i];
    if (t1 > t2) std::swap(t1, t2);
    lo = std::max(lo, t1);
    hi = std::min(hi, t2);
    if (lo > hi) return false;
  }
  at = p0 + d * lo;
  return true;
}

// Whether the core p0 + s d is within r of the box (in double): an end within r of it, the core within r of an edge,
// or the core meeting the box (the closest points of a segment and a box apart lie at an end or on an edge).
bool within(Vec3d p0, Vec3d d, double r, const LocalBox& box, Vec3d& x, Vec3d& y) {
  const Vec3d p1 = p0 + d;
  for (int i = 0; i < 3; ++i) {  // the core's bounds grown by r clear of the box on an axis: apart
    if (std::min(p0[i], p1[i]) > box.h[i] + r || std::max(p0[i], p1[i]) < -box.h[i] - r) return false;
  }
  Vec3d inside;
  if (segment_meets_box(p0, d, box.h, inside)) {
    x = y = inside;
    return true;
  }
  double best = detail::kNoTime;
  const auto keep = [&](double dist2, Vec3d px, Vec3d py) {
    if (dist2 <= r * r && dist2 < best) {
      best = dist2;
      x = px;
      y = py;
    }
  };
  keep(length_squared(box.clamp(p0) - p0), p0, box.clamp(p0));
  keep(length_squared(box.clamp(p1) - p1), p1, box.clamp(p1));
  for (int e = 0; e < 12; ++e) {
    double s = 0, u = 0;
    const Vec3d from = box.edge_start(e), along = box.edge_direction(e);
    keep(detail::segment_segment_distance_squared(p0, d, from, along, s, u), p0 + d * s, from + along * u);
  }
  return best <= r * r;
}

// Entry time (kNoTime: none) of the point p moving by v into the box grown by r through a face, the entry point
// lying over the face (within [−h, h] on the other two axes); `normal` then receives the face's inward normal (from
// the capsule to the box). None for a start inside the grown box (an entry through a face is then impossible: the
// path is inside it from there on).
double face_entry(Vec3d p, Vec3d v, double r, Vec3d h, Vec3d& normal) {
  double enter = -detail::kNoTime, exit = detail::kNoTime;
  int axis = -1;
  for (int i = 0; i < 3; ++i) {
    const double lo = -h[i] - r - p[i], hi = h[i] + r - p[i];  // distances to the slab's planes
    if (v[i] == 0) {
      if (lo > 0 || hi < 0) return detail::kNoTime;
      continue;
    }
    const double t_lo = lo / v[i], t_hi = hi / v[i];
    const double near = v[i] > 0 ? t_lo : t_hi, far = v[i] > 0 ? t_hi : t_lo;
    if (near > enter) {
      enter = near;
      axis = i;
    }
    exit = std::min(exit, far);
  }
  if (axis < 0 || !(enter > 0) || enter > exit) return detail::kNoTime;
  const Vec3d at = p + v * enter;
  for (int i = 0; i < 3; ++i) {
    if (i != axis && std::fabs(at[i]) > h[i]) return detail::kNoTime;
  }
  normal = Vec3d{};
  normal[axis] = v[axis] > 0 ? 1.0 : -1.0;
  return enter;
}

// The sweep of the core p0 + s d (radius r) moving by v against the box [−h, h], in the box's frame.
LocalSweep sweep_local(Vec3d p0, Vec3d d, Vec3d v, double r, const LocalBox& box) {
  LocalSweep out;
  if (within(p0, d, r, box, out.x, out.y)) {
    out.status = Status::initial_overlap;
    out.t = 0;
    out.normal = detail::unit_or(out.y - out.x, detail::unit_or(-(p0 + d * 0.5), Vec3d{0, 1, 0}));
    return out;
  }
  detail::FirstEntry best;
  for (int e = 0; e < 2; ++e) {
    const Vec3d end = e == 0 ? p0 : p0 + d;
    Vec3d n;
    const double t = face_entry(end, v, r, box.h, n);
    if (t < best.t) best.consider(t, kFace, -1, e, n);
  }
  for (int e = 0; e < 2; ++e) {
    const Vec3d end = e == 0 ? p0 : p0 + d;
    for (int k = 0; k < 12; ++k) {
      best.consider(detail::point_cylinder_entry(end - box.edge_start(k), v, box.edge_direction(k), r), kEndEdge, k, e);
    }
    for (int k = 0; k < 8; ++k) best.consider(detail::point_sphere_entry(end - box.corner(k), v, r), kEndCorner, k, e);
  }
  for (int k = 0; k < 12; ++k) {
    Vec3d n;
    const double t = detail::segment_interior_entry(p0 - box.edge_start(k), d, box.edge_direction(k), v, r, n);
    if (t < best.t) best.consider(t, kInteriorEdge, k, -1, n);
  }
  for (int k = 0; k < 8; ++k) best.consider(detail::point_cylinder_entry(box.corner(k) - p0, -v, d, r), kCornerCore, k, -1);
  if (!(best.t <= 1)) return out;

  out.status = Status::hit;
  out.t = best.t;
  const Vec3d moved0 = p0 + v * best.t;
  out.x = best.end == 1 ? moved0 + d : moved0;
  switch (best.kind) {
    case kFace:
      out.y = out.x + best.normal * r;
      break;
    case kEndEdge:
      out.y = box.edge_start(best.index) +
              box.edge_direction(best.index) * detail::closest_fraction(box.edge_direction(best.index),
                                                                        out.x - box.edge_start(best.index));
      break;
    case kEndCorner:
      out.y = box.corner(best.index);
      break;
    case kInteriorEdge: {
      double s = 0, u = 0;
      detail::segment_segment_distance_squared(moved0, d, box.edge_start(best.index), box.edge_direction(best.index),
                                               s, u);
      out.x = moved0 + d * s;
      out.y = box.edge_start(best.index) + box.edge_direction(best.index) * u;
      break;
    }
    default:  // kCornerCore
      out.y = box.corner(best.index);
      out.x = moved0 + d * detail::closest_fraction(d, out.y - moved0);
      break;
  }
  out.normal = best.has_normal ? best.normal : detail::unit_or(out.y - out.x, detail::unit_or(v, Vec3d{0, -1, 0}));
  return out;
}

// The local answer in world space: the box's frame is centre + rotation · local, and the box has moved by t · db.
SweepHit to_world(const LocalSweep& s, const Capsule& a, Vec3 da, Vec3d center, const detail::Mat3d& rotation, Vec3 db) {
  SweepHit out;
  if (s.status == Status::miss) {
    out.position = a.start + da;
    return out;
  }
  const Real t = detail::narrow_time(s.t);
  out.status = s.status;
  out.t = t;
  out.position = a.start + t * da;
  out.normal = detail::narrow(rotation * s.normal);
  const Vec3d local = s.status == Status::hit ? s.x + s.normal * double(a.radius)
                                              : (s.x + s.normal * double(a.radius) + s.y) * 0.5;
  out.point = detail::narrow(center + rotation * local + detail::wide(db) * s.t);
  return out;
}

// An initial overlap's normal and point from the contact test, when it finds one (else the closest points' kept).
void contact_at_start(SweepHit& h, const Contact& c) {
  if (h.status != Status::initial_overlap || !c.hit()) return;
  h.normal = c.normal;
  h.point = (c.point_a + c.point_b) * Real(0.5);
}

}  // namespace

namespace detail {

SweepHit sweep_capsule_obb(const Capsule& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b) {
  const Mat3d rotation = orthonormalized_wide(b.rotation);
  const Vec3d center = wide(b.center);
  const Vec3d p0 = transpose_times(rotation, wide(a.start) - center);
  const Vec3d d = transpose_times(rotation, wide_difference(a.end, a.start));
  const Vec3d v = transpose_times(rotation, wide(displacement_a) - wide(displacement_b));
  const LocalSweep s = sweep_local(p0, d, v, a.radius, LocalBox{wide(b.half_size)});
  SweepHit out = to_world(s, a, displacement_a, center, rotation, displacement_b);
  if (s.status == Status::initial_overlap) contact_at_start(out, contact_convex_shapes(a, b));
  return out;
}

SweepHit sweep_capsule_aabb(const Capsule& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b) {
  const Vec3d center = (wide(b.min) + wide(b.max)) * 0.5;
  const Vec3d p0 = wide(a.start) - center;
  const Vec3d d = wide_difference(a.end, a.start);
  const Vec3d v = wide(displacement_a) - wide(displacement_b);
  const LocalSweep s = sweep_local(p0, d, v, a.radius, LocalBox{(wide(b.max) - wide(b.min)) * 0.5});
  const Mat3d identity{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  SweepHit out = to_world(s, a, displacement_a, center, identity, displacement_b);
  if (s.status == Status::initial_overlap) contact_at_start(out, contact_capsule_aabb(a, b));
  return out;
}

}  // namespace detail

SweepHit sweep_capsule_obb(const Capsule& a, Vec3 displacement_a, const Obb& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_capsule_obb(a, displacement_a, b, displacement_b);
}

SweepHit sweep_capsule_aabb(const Capsule& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_capsule_aabb(a, displacement_a, b, displacement_b);
}

}  // namespace sweepkit
