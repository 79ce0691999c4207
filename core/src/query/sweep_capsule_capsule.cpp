#include "sweepkit/query/sweep_capsule_capsule.hpp"

#include "../validate.hpp"
#include "moving_segment_features.hpp"
#include "sweepkit/query/contact_capsule_capsule.hpp"
#include "kernels.hpp"
#include "vec3d.hpp"

namespace sweepkit {

namespace {

using detail::Vec3d;

// The feature kinds of a candidate entry (FirstEntry::kind): an end of a against an end sphere of b (index: b's
// end) or b's cylinder, an end of b against a's cylinder, the interiors.
enum Kind { kEndEnd, kEndCore, kCoreEnd, kInterior };

}  // namespace

namespace detail {

SweepHit sweep_capsule_capsule(const Capsule& a, Vec3 displacement_a, const Capsule& b, Vec3 displacement_b) {
  SweepHit out;
  // b's frame, b.start at the origin, in double: a's core p0 + d1, b's 0 + d2; a moves by v.
  const Vec3d p0 = wide_difference(a.start, b.start);
  const Vec3d d1 = wide_difference(a.end, a.start);
  const Vec3d d2 = wide_difference(b.end, b.start);
  const Vec3d v = wide(displacement_a) - wide(displacement_b);
  const double radius = double(a.radius) + double(b.radius);

  double s = 0, u = 0;
  if (segment_segment_distance_squared(p0, d1, Vec3d{}, d2, s, u) <= radius * radius) {
    const Contact c = contact_capsule_capsule(a, b);
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = a.start;
    if (c.hit()) {
      out.normal = c.normal;
      out.point = (c.point_a + c.point_b) * Real(0.5);
    } else {
      const Vec3d x = p0 + d1 * s, y = d2 * u;
      const Vec3d n = unit_or(y - x, Vec3d{0, 1, 0});
      out.normal = narrow(n);
      out.point = b.start + narrow((x + n * double(a.radius) + y - n * double(b.radius)) * 0.5);
    }
    return out;
  }

  FirstEntry best;
  const Vec3d q[2] = {Vec3d{}, d2};
  for (int e = 0; e < 2; ++e) {
    const Vec3d end = e == 0 ? p0 : p0 + d1;
    best.consider(point_sphere_entry(end - q[0], v, radius), kEndEnd, 0, e);
    best.consider(point_sphere_entry(end - q[1], v, radius), kEndEnd, 1, e);
    best.consider(point_cylinder_entry(end, v, d2, radius), kEndCore, -1, e);
  }
  for (int k = 0; k < 2; ++k) best.consider(point_cylinder_entry(q[k] - p0, -v, d1, radius), kCoreEnd, k, -1);
  Vec3d interior_normal;
  const double t_interior = segment_interior_entry(p0, d1, d2, v, radius, interior_normal);
  if (t_interior < best.t) best.consider(t_interior, kInterior, -1, -1, interior_normal);
  if (!(best.t <= 1)) {
    out.status = Status::miss;
    out.t = 1;
    out.position = a.start + displacement_a;
    return out;
  }

  // The touching core points at best.t: x on a's (moved) core, y on b's.
  const double t = best.t;
  const Vec3d moved0 = p0 + v * t;
  Vec3d x = best.end == 1 ? moved0 + d1 : moved0;
  Vec3d y;
  switch (best.kind) {
    case kEndEnd:
      y = q[best.index];
      break;
    case kEndCore:
      y = d2 * closest_fraction(d2, x);
      break;
    case kCoreEnd:
      y = q[best.index];
      x = moved0 + d1 * closest_fraction(d1, y - moved0);
      break;
    default:
      segment_segment_distance_squared(moved0, d1, Vec3d{}, d2, s, u);
      x = moved0 + d1 * s;
      y = d2 * u;
      break;
  }
  const Vec3d normal = best.has_normal ? best.normal : unit_or(y - x, unit_or(v, Vec3d{0, 1, 0}));
  const Real t_real = narrow_time(t);
  out.status = Status::hit;
  out.t = t_real;
  out.position = a.start + t_real * displacement_a;
  out.normal = narrow(normal);
  out.point = b.start + narrow(x + normal * double(a.radius) + wide(displacement_b) * t);
  return out;
}

}  // namespace detail

SweepHit sweep_capsule_capsule(const Capsule& a, Vec3 displacement_a, const Capsule& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_capsule_capsule(a, displacement_a, b, displacement_b);
}

}  // namespace sweepkit
