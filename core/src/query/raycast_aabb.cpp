#include "sweepkit/query/raycast_aabb.hpp"

#include "../validate.hpp"
#include "ray_primitives.hpp"

namespace sweepkit {

RaycastHit raycast_aabb(const Ray& ray, const Aabb& shape, Real max_fraction) {
  RaycastHit out;
  if (detail::reject(out, detail::check(ray), 0) || detail::reject(out, detail::check(shape), 1) ||
      detail::reject(out, detail::check_max_fraction(max_fraction), 2)) {
    return out;
  }
  if (detail::box_contains(shape.min, shape.max, ray.origin)) return detail::cast_initial_overlap(ray);
  const detail::RayEntry e = detail::ray_box_entry(ray.origin, ray.direction, shape.min, shape.max);
  out = detail::cast_result(ray, e, max_fraction);
  if (out.status == Status::hit) {
    // origin + t d lands on the entry face only up to rounding; put that coordinate on the face exactly.
    if (e.normal.x != 0) out.point.x = e.normal.x < 0 ? shape.min.x : shape.max.x;
    if (e.normal.y != 0) out.point.y = e.normal.y < 0 ? shape.min.y : shape.max.y;
    if (e.normal.z != 0) out.point.z = e.normal.z < 0 ? shape.min.z : shape.max.z;
  }
  return out;
}

}  // namespace sweepkit
