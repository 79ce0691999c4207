#include "sweepkit/query/raycast_capsule.hpp"

#include "../validate.hpp"
#include "ray_primitives.hpp"

namespace sweepkit {

RaycastHit raycast_capsule(const Ray& ray, const Capsule& shape, Real max_fraction) {
  RaycastHit out;
  if (detail::reject(out, detail::check(ray), 0) || detail::reject(out, detail::check(shape), 1) ||
      detail::reject(out, detail::check_max_fraction(max_fraction), 2)) {
    return out;
  }
  // The capsule's frame: start at the origin.
  const Vec3 m = ray.origin - shape.start;
  const Vec3 ab = shape.end - shape.start;
  if (detail::capsule_contains(ab, shape.radius, m)) return detail::cast_initial_overlap(ray);
  return detail::cast_result(ray, detail::ray_capsule_entry(m, ray.direction, ab, shape.radius), max_fraction);
}

}  // namespace sweepkit
