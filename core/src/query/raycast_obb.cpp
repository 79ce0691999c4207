#include "sweepkit/query/raycast_obb.hpp"

#include "../validate.hpp"
#include "sweepkit/query/raycast_aabb.hpp"

namespace sweepkit {

RaycastHit raycast_obb(const Ray& ray, const Obb& shape, Real max_fraction) {
  RaycastHit out;
  if (detail::reject(out, detail::check(ray), 0) || detail::reject(out, detail::check(shape), 1) ||
      detail::reject(out, detail::check_max_fraction(max_fraction), 2)) {
    return out;
  }
  const Mat3& r = shape.rotation;
  const Ray local{transpose_times(r, ray.origin - shape.center), transpose_times(r, ray.direction)};
  out = raycast_aabb(local, Aabb{-shape.half_size, shape.half_size}, max_fraction);
  if (out.status == Status::miss) return out;
  // The point from the world ray itself (as every raycast: origin + t * direction), the normal rotated back.
  out.point = ray.origin + out.t * ray.direction;
  out.normal = r * out.normal;
  return out;
}

}  // namespace sweepkit
