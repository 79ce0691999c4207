#include "sweepkit/query/raycast_plane.hpp"

#include "../validate.hpp"
#include "ray_primitives.hpp"
#include "../shapes/unit_plane.hpp"

namespace sweepkit {

RaycastHit raycast_plane(const Ray& ray, const Plane& given, Real max_fraction) {
  RaycastHit out;
  if (detail::reject(out, detail::check(ray), 0) || detail::reject(out, detail::check(given), 1) ||
      detail::reject(out, detail::check_max_fraction(max_fraction), 2)) {
    return out;
  }
  const Plane shape = detail::unit_plane(given);
  const Real s = detail::plane_distance(given, ray.origin);
  if (s == 0) return detail::cast_initial_overlap(ray);
  const Real approach = dot(shape.normal, ray.direction);  // rate of change of s per unit t
  // Only a ray whose distance shrinks towards zero meets the plane; this also rules out approach == 0
  // (parallel or zero direction) before the division.
  detail::RayEntry e;
  if ((s > 0 && approach < 0) || (s < 0 && approach > 0)) {
    e.hit = true;
    e.t = -s / approach;  // > 0; may overflow to +inf for a near-parallel ray, which cast_result turns into a miss
    e.normal = s > 0 ? shape.normal : -shape.normal + Vec3{};  // the side facing the origin (+ 0: no -0)
  }
  return detail::cast_result(ray, e, max_fraction);
}

}  // namespace sweepkit
