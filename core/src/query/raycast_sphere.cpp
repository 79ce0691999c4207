#include "sweepkit/query/raycast_sphere.hpp"

#include "../validate.hpp"
#include "ray_primitives.hpp"

namespace sweepkit {

RaycastHit raycast_sphere(const Ray& ray, const Sphere& shape, Real max_fraction) {
  RaycastHit out;
  if (detail::reject(out, detail::check(ray), 0) || detail::reject(out, detail::check(shape), 1) ||
      detail::reject(out, detail::check_max_fraction(max_fraction), 2)) {
    return out;
  }
  // Relative to the centre: small numbers even when both are far from the world origin.
  const Vec3 m = ray.origin - shape.center;
  if (length_squared(m) <= shape.radius * shape.radius) return detail::cast_initial_overlap(ray);
  return detail::cast_result(ray, detail::ray_sphere_entry(m, ray.direction, shape.radius), max_fraction);
}

}  // namespace sweepkit
