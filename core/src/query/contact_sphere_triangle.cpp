#include "sweepkit/query/contact_sphere_triangle.hpp"

#include "contact_shared.hpp"
#include "ray_primitives.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "../validate.hpp"
#include "kernels.hpp"

namespace sweepkit {

Contact detail::contact_sphere_triangle(const Sphere& a, const Triangle& b, TriangleFeature* feature) {
  // The pair's frame: corner a at the origin (differences first), so that the rounding is that of the triangle's
  // and the sphere's own sizes wherever they sit; the points go back by +b.a.
  const Vec3 origin = b.a;
  const Triangle local{Vec3{}, b.b - origin, b.c - origin};
  const Vec3 center = a.center - origin;
  Contact out;
  const TrianglePoint q = closest_point_on_triangle(local, center);
  if (!detail::spheres_touch(q.point - center, a.radius)) return out;
  if (feature != nullptr) *feature = q.feature;
  // A centre on the triangle: the sphere is taken to lie on the front, so the triangle is behind it (−n̂).
  const Vec3 area = area_vector(local);
  const Vec3 meeting = -detail::unit_or(area, detail::unit_perpendicular(local.b));
  const Real scale = max_of(detail::max_magnitude(local.b), detail::max_magnitude(local.c));
  out = detail::core_contact(center, a.radius, q.point, 0, meeting, scale);
  out.point_a = out.point_a + origin;
  out.point_b = out.point_b + origin;
  return out;
}

Contact contact_sphere_triangle(const Sphere& a, const Triangle& b, TriangleFeature* feature) {
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  return detail::contact_sphere_triangle(a, b, feature);
}

}  // namespace sweepkit
