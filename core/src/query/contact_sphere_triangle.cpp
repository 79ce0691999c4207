#include "sweepkit/query/contact_sphere_triangle.hpp"

#include "contact_shared.hpp"
#include "ray_primitives.hpp"
#include "sweepkit/query/closest_point_triangle.hpp"
#include "triangle_checks.hpp"
#include "unchecked.hpp"

namespace sweepkit {

Contact detail::contact_sphere_triangle_unchecked(const Sphere& a, const Triangle& b, TriangleFeature* feature) {
  Contact out;
  const TrianglePoint q = closest_point_on_triangle(b, a.center);
  if (!detail::spheres_touch(q.point - a.center, a.radius)) return out;
  if (feature != nullptr) *feature = q.feature;
  // A centre on the triangle: the sphere is taken to lie on the front, so the triangle is behind it (−n̂).
  const Vec3 area = area_vector(b);
  const Vec3 meeting = -detail::unit_or(area, detail::unit_perpendicular(b.b - b.a));
  const Real scale = max_of(detail::max_magnitude(b.a), max_of(detail::max_magnitude(b.b), detail::max_magnitude(b.c)));
  return detail::core_contact(a.center, a.radius, q.point, 0, meeting, scale);
}

Contact contact_sphere_triangle(const Sphere& a, const Triangle& b, TriangleFeature* feature) {
  Contact out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  return detail::contact_sphere_triangle_unchecked(a, b, feature);
}

}  // namespace sweepkit
