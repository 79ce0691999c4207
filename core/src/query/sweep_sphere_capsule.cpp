#include "sweepkit/query/sweep_sphere_capsule.hpp"

#include "../validate.hpp"
#include "ray_primitives.hpp"
#include "sweepkit/math/segment.hpp"
#include "sweepkit/query/contact_sphere_capsule.hpp"

namespace sweepkit {

SweepHit sweep_sphere_capsule(const Sphere& a, Vec3 displacement_a, const Capsule& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  // The capsule's frame: b.start at the origin, the capsule fixed, the sphere's centre moving by v against
  // the capsule inflated by the sphere's radius (same segment, radius R).
  const Real radius = a.radius + b.radius;
  const Vec3 m = a.center - b.start;
  const Vec3 ab = b.end - b.start;
  const Vec3 v = displacement_a - displacement_b;

  const Vec3 closest = closest_point_on_segment(Vec3{}, ab, m);
  const Vec3 to_axis = closest - m;
  if (length_squared(to_axis) <= radius * radius) {
    // Touching or overlapping at the start: the contact test's answer (its normal stays well defined when
    // the centre lies on the segment up to rounding); like sweep_sphere_sphere, the point is midway
    // between the surfaces. The contact test works in world coordinates and may, by rounding, find a
    // just-touching pair apart: then the direction to the axis (of length ~radius, so not noise) serves.
    const Contact c = contact_sphere_capsule(a, b);
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = a.center;
    if (c.hit()) {
      out.normal = c.normal;
      out.point = Real(0.5) * c.point_a + Real(0.5) * c.point_b;
    } else {
      const Vec3 n = detail::unit_or(to_axis, detail::unit_perpendicular(ab));
      out.normal = n;
      out.point = Real(0.5) * (a.center + a.radius * n) + Real(0.5) * (b.start + closest - b.radius * n);
    }
    return out;
  }
  const detail::RayEntry e = detail::ray_capsule_entry(m, v, ab, radius);
  if (!e.hit || e.t > 1) {
    out.status = Status::miss;
    out.t = 1;
    out.position = a.center + displacement_a;
    return out;
  }
  out.status = Status::hit;
  out.t = e.t;
  out.position = a.center + e.t * displacement_a;
  out.normal = -e.normal + Vec3{};  // the inflated capsule's outward normal, turned to point at the capsule
  out.point = out.position + a.radius * out.normal;
  return out;
}

}  // namespace sweepkit
