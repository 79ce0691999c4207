#include "sweepkit/query/sweep_capsule_triangle.hpp"

#include <cmath>

#include "../validate.hpp"
#include "moving_segment_features.hpp"
#include "sweepkit/results/contact.hpp"
#include "sweepkit/query/shape_triangle.hpp"
#include "../validate.hpp"
#include "kernels.hpp"
#include "vec3d.hpp"

namespace sweepkit {

namespace {

using detail::Vec3d;

// The feature kinds of a candidate entry (FirstEntry::kind).
enum Kind { kFace, kEndEdge, kEndCorner, kInteriorEdge, kCornerCore };

// True when p (relative to corner a, in the plane up to rounding) lies inside or on the triangle 0, ab, ac with area
// vector n: on the inner side of each edge (Ericson 5.4.2's same-side test).
bool inside(Vec3d p, Vec3d ab, Vec3d ac, Vec3d n) {
  return dot(cross(ab, p), n) >= 0 && dot(cross(ac - ab, p - ab), n) >= 0 && dot(cross(p, ac), n) >= 0;
}

// Whether the core segment p0..p1 (relative to corner a) is within r of the triangle 0, ab, ac (the distance in
// double): an end within r of the face inside the triangle, the segment within r of an edge, or the segment crossing
// the face (the closest points of a segment and a triangle lie at an end or on an edge, unless they intersect).
// `core` and `tri` receive the closest pair found (equal where the segment crosses the face).
bool within(Vec3d p0, Vec3d p1, const Vec3d corner[3], Vec3d n_hat, bool has_face, double r, Vec3d& core, Vec3d& tri) {
  const Vec3d ab = corner[1], ac = corner[2], area = cross(ab, ac);
  const Vec3d d = p1 - p0;
  double best = detail::kNoTime;
  const auto keep = [&](double dist2, Vec3d x, Vec3d y) {
    if (dist2 <= r * r && dist2 < best) {
      best = dist2;
      core = x;
      tri = y;
    }
  };
  if (has_face) {
    const double h0 = dot(n_hat, p0), h1 = dot(n_hat, p1);
    if (h0 * h1 <= 0) {
      const double f = h0 != h1 ? h0 / (h0 - h1) : 0.0;
      const Vec3d x = p0 + d * f;
      if (inside(x, ab, ac, area)) {
        core = tri = x;
        return true;
      }
    }
    if (std::fabs(h0) <= r && inside(p0 - n_hat * h0, ab, ac, area)) keep(h0 * h0, p0, p0 - n_hat * h0);
    if (std::fabs(h1) <= r && inside(p1 - n_hat * h1, ab, ac, area)) keep(h1 * h1, p1, p1 - n_hat * h1);
  }
  for (int k = 0; k < 3; ++k) {
    const Vec3d from = corner[k], edge = corner[(k + 1) % 3] - from;
    double s = 0, u = 0;
    const double dist2 = detail::segment_segment_distance_squared(p0, d, from, edge, s, u);
    keep(dist2, p0 + d * s, from + edge * u);
  }
  return best <= r * r;
}

}  // namespace

namespace detail {

SweepHit sweep_capsule_triangle(const Capsule& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                                          TriangleFeature* feature) {
  SweepHit out;
  // The triangle's frame (corner a at the origin; the triangle stays, the capsule moves by v), in double.
  const Vec3d p0 = wide_difference(a.start, b.a);
  const Vec3d p1 = wide_difference(a.end, b.a);
  const Vec3d d = p1 - p0;
  const Vec3d corner[3] = {Vec3d{}, wide_difference(b.b, b.a), wide_difference(b.c, b.a)};
  const Vec3d v = wide(displacement_a) - wide(displacement_b);
  const double r = a.radius;
  const auto miss = [&] {
    out.status = Status::miss;
    out.t = 1;
    out.position = a.start + displacement_a;
    return out;
  };

  const Vec3d area = cross(corner[1], corner[2]);
  const double area2 = length_squared(area);
  const bool has_face = area2 > 1e-24 * length_squared(corner[1]) * length_squared(corner[2]);
  const Vec3d n_hat = has_face ? area * (1 / std::sqrt(area2)) : Vec3d{};
  const double h0 = dot(n_hat, p0), h1 = dot(n_hat, p1), hv = dot(n_hat, v);

  // Both ends farther than r from the plane on one side at the start and at the end: the whole frame is.
  const auto beyond = [&](double s) {
    return s * h0 > r && s * h1 > r && s * (h0 + hv) > r && s * (h1 + hv) > r;
  };
  if (has_face && (beyond(1) || beyond(-1))) return miss();

  // Touching at the start: the contact test's normal and point.
  const bool clear_at_start = has_face && ((h0 > r && h1 > r) || (h0 < -r && h1 < -r));
  Vec3d core_at_start, tri_at_start;
  if (!clear_at_start && within(p0, p1, corner, n_hat, has_face, r, core_at_start, tri_at_start)) {
    TriangleFeature touched = TriangleFeature::face;
    const Contact c = contact_shape_triangle(Shape{a}, b, &touched);
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = a.start;
    if (c.hit()) {
      out.normal = c.normal;
      out.point = (c.point_a + c.point_b) * Real(0.5);
    } else {
      // Found a rounding apart by the contact test: the direction between the closest points (the face normal
      // towards the triangle where the core crosses it), the point midway between the surfaces.
      const Vec3d n = unit_or(tri_at_start - core_at_start, unit_or(n_hat * (h0 + h1 > 0 ? -1.0 : 1.0), Vec3d{0, 1, 0}));
      out.normal = narrow(n);
      out.point = b.a + narrow((core_at_start + n * r + tri_at_start) * 0.5);
    }
    if (feature != nullptr) *feature = touched;
    return out;
  }

  FirstEntry best;
  // 1. Each end against the face on its side (the face first: a face and an edge met at one t report the face).
  if (has_face) {
    const double h[2] = {h0, h1};
    const Vec3d end[2] = {p0, p1};
    for (int e = 0; e < 2; ++e) {
      const double side = h[e] >= 0 ? 1.0 : -1.0;
      const double closing = side * hv;
      if (!(closing < 0)) continue;
      const double t = (side * h[e] - r) / -closing;
      if (t >= 0 && inside(end[e] + v * t - n_hat * (side * r), corner[1], corner[2], area)) {
        best.consider(t, kFace, 0, e, n_hat * -side);
      }
    }
  }
  // 2. Each end against the edges' cylinders and the corners' spheres.
  for (int e = 0; e < 2; ++e) {
    const Vec3d end = e == 0 ? p0 : p1;
    for (int k = 0; k < 3; ++k) {
      best.consider(point_cylinder_entry(end - corner[k], v, corner[(k + 1) % 3] - corner[k], r), kEndEdge, k, e);
      best.consider(point_sphere_entry(end - corner[k], v, r), kEndCorner, k, e);
    }
  }
  // 3. The core's interior against each edge's interior, and each corner against the core's cylinder.
  for (int k = 0; k < 3; ++k) {
    Vec3d n;
    const double t = segment_interior_entry(p0 - corner[k], d, corner[(k + 1) % 3] - corner[k], v, r, n);
    if (t < best.t) best.consider(t, kInteriorEdge, k, -1, n);
    best.consider(point_cylinder_entry(corner[k] - p0, -v, d, r), kCornerCore, k, -1);
  }
  if (!(best.t <= 1)) return miss();

  // The core's touching point and the triangle's at best.t; the normal between them where the entry did not give it.
  const double t = best.t;
  const Vec3d moved0 = p0 + v * t;
  constexpr TriangleFeature kCorner[3] = {TriangleFeature::vertex_a, TriangleFeature::vertex_b,
                                          TriangleFeature::vertex_c};
  constexpr TriangleFeature kEdge[3] = {TriangleFeature::edge_ab, TriangleFeature::edge_bc, TriangleFeature::edge_ca};
  Vec3d core = best.end == 1 ? moved0 + d : moved0;
  TriangleFeature touched = TriangleFeature::face;
  Vec3d normal = best.normal;
  const Vec3d fallback = unit_or(v, Vec3d{0, -1, 0});
  switch (best.kind) {
    case kFace:
      break;
    case kEndEdge:
    case kInteriorEdge: {
      const Vec3d from = corner[best.index], edge = corner[(best.index + 1) % 3] - from;
      double s = 0, u = 0;
      if (best.kind == kEndEdge) {
        u = closest_fraction(edge, core - from);
      } else {
        segment_segment_distance_squared(moved0, d, from, edge, s, u);
        core = moved0 + d * s;
      }
      if (!best.has_normal) normal = unit_or(from + edge * u - core, fallback);
      touched = u <= 0 ? kCorner[best.index] : (u >= 1 ? kCorner[(best.index + 1) % 3] : kEdge[best.index]);
      break;
    }
    case kEndCorner:
      normal = unit_or(corner[best.index] - core, fallback);
      touched = kCorner[best.index];
      break;
    default:  // kCornerCore
      core = moved0 + d * closest_fraction(d, corner[best.index] - moved0);
      normal = unit_or(corner[best.index] - core, fallback);
      touched = kCorner[best.index];
      break;
  }
  // A normal along the face normal (within 0.1°) is the face's, whichever feature gave it.
  Vec3d reported = normal;
  if (has_face && std::fabs(dot(normal, n_hat)) >= kTriangleFaceCosine) {
    touched = TriangleFeature::face;
    reported = n_hat * (dot(normal, n_hat) < 0 ? -1.0 : 1.0);
  }
  const Real t_real = narrow_time(t);
  out.status = Status::hit;
  out.t = t_real;
  out.position = a.start + t_real * displacement_a;
  out.normal = narrow(reported);
  // The touching point in the triangle's frame at t, carried to the world (the triangle has moved by t · db).
  out.point = b.a + narrow(core + normal * r + wide(displacement_b) * t);
  if (feature != nullptr) *feature = touched;
  return out;
}

}  // namespace detail

SweepHit sweep_capsule_triangle(const Capsule& a, Vec3 displacement_a, const Triangle& b, Vec3 displacement_b,
                                TriangleFeature* feature) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_capsule_triangle(a, displacement_a, b, displacement_b, feature);
}

}  // namespace sweepkit
