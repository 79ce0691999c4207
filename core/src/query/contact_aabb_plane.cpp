#include "sweepkit/query/contact_aabb_plane.hpp"

#include <cmath>

#include "../validate.hpp"
#include "../shapes/unit_plane.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Contact contact_aabb_plane(const Aabb& a, const Plane& given) {
  Contact out;
  if (detail::reject_invalid(out, a, given)) return out;
  const Plane b = detail::unit_plane(given);
  const detail::BoxOnPlane box = detail::box_on_plane(a, given);
  if (!detail::touches_plane(box.distance, box.radius)) return out;
  const Vec3 normal = -detail::plane_side(box.distance) * b.normal;
  // The deepest vertex along the normal takes max where the normal's component is positive, min where it is
  // negative; a zero component leaves a whole edge or face equally deep, and its centre is taken.
  Vec3 deepest = box.center;
  for (int axis = 0; axis < 3; ++axis) {
    const Real component = normal[axis];
    if (component > 0) deepest[axis] = a.max[axis];
    if (component < 0) deepest[axis] = a.min[axis];
  }
  // The vertex's signed distance is d - side * r, so deepest - projection = (r - |d|) * normal.
  const Vec3 on_plane = deepest - detail::plane_distance(given, deepest) * b.normal;
  return detail::make_contact(normal, box.radius - std::fabs(box.distance), deepest, on_plane);
}

}  // namespace sweepkit
