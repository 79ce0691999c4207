#include "sweepkit/query/contact_aabb_sphere.hpp"
#include "sweepkit/query/contact_sphere_aabb.hpp"

#include <cmath>

#include "../validate.hpp"
#include "kernels.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

namespace detail {

Contact contact_aabb_sphere(const Aabb& a, const Sphere& b) {
  Contact out;
  const Vec3 c = b.center;
  const Real r = b.radius;
  const Vec3 q = detail::clamp_to_box(c, a);
  const Vec3 qc = c - q;
  const Real len2 = length_squared(qc);
  if (len2 > r * r) return out;  // the same test as overlap_sphere_aabb

  if (len2 > kZeroLengthSquared) {
    // Centre outside: reference 003's clamp; the box's point is q, the sphere's deepest point is r back from c.
    const Real distance = std::sqrt(len2);
    const Vec3 n = qc * (Real(1) / distance);
    return detail::make_contact(n, r - distance, q, c - r * n);
  }
  // Centre inside (or on the surface): the nearest face is the least-penetration axis of the box against the
  // point box {c, c}: per axis max - c (push out through the max face) against c - min (through the min face).
  const detail::AxisPush push = detail::least_penetration(a, Aabb{c, c});
  const Vec3 n = detail::axis_vector(push.axis, push.sign);
  Vec3 on_face = c;
  on_face[push.axis] = (push.sign > 0 ? a.max : a.min)[push.axis];
  // Moving the sphere by (face distance + r) along n leaves it just touching the face from outside.
  return detail::make_contact(n, push.depth + r, on_face, c - r * n);
}

}  // namespace detail

Contact contact_sphere_aabb(const Sphere& a, const Aabb& b) {
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  // The kernel measures from the box (its clamp and nearest-face rule); mirrored is exact (swap, negate).
  return detail::mirrored(detail::contact_aabb_sphere(b, a));
}

Contact contact_aabb_sphere(const Aabb& a, const Sphere& b) { return detail::mirrored(contact_sphere_aabb(b, a)); }

}  // namespace sweepkit
