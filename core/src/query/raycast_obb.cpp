#include "sweepkit/query/raycast_obb.hpp"

#include "../validate.hpp"
#include "ray_primitives.hpp"
#include "validate_pose.hpp"

namespace sweepkit {

RaycastHit raycast_obb(const Ray& ray, const Obb& shape, Real max_fraction) {
  RaycastHit out;
  if (detail::reject(out, detail::check(ray), 0) || detail::reject(out, detail::check(shape), 1) ||
      detail::reject(out, detail::check_max_fraction(max_fraction), 2)) {
    return out;
  }
  // The inputs are checked above; the ray in the box's frame is an intermediate value (its origin may be up to
  // 2 kMaxMagnitude from the box), so it goes to the entry test unchecked. The accepted rotation is made exact
  // first: a matrix off orthonormal by its tolerance would scale the box and the normals.
  const Mat3 r = detail::orthonormalized(shape.rotation);
  const Vec3 origin = transpose_times(r, ray.origin - shape.center);
  const Vec3 direction = transpose_times(r, ray.direction);
  if (detail::box_contains(-shape.half_size, shape.half_size, origin)) return detail::cast_initial_overlap(ray);
  const detail::RayEntry e = detail::ray_box_entry(origin, direction, -shape.half_size, shape.half_size);
  out = detail::cast_result(ray, e, max_fraction);
  // The point from the world ray itself (as every raycast: origin + t * direction), the normal rotated back.
  if (out.status == Status::hit) out.normal = r * e.normal;
  return out;
}

}  // namespace sweepkit
