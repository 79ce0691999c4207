#include "sweepkit/query/contact_sphere_plane.hpp"

#include <cmath>

#include "../validate.hpp"
#include "../shapes/unit_plane.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Contact contact_sphere_plane(const Sphere& a, const Plane& given) {
  Contact out;
  if (detail::reject_invalid(out, a, given)) return out;
  const Plane b = detail::unit_plane(given);
  const Vec3 c = a.center;
  const Real r = a.radius;
  const Real d = detail::plane_distance(given, c);
  if (!detail::touches_plane(d, r)) return out;
  const Vec3 normal = -detail::plane_side(d) * b.normal;
  // point_a - point_b = r normal + d n = (r - |d|) normal, since d n = -|d| normal.
  return detail::make_contact(normal, r - std::fabs(d), c + r * normal, c - d * b.normal);
}

}  // namespace sweepkit
