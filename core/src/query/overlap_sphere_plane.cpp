#include "sweepkit/query/overlap_sphere_plane.hpp"

#include "../validate.hpp"
#include "../shapes/unit_plane.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Overlap overlap_sphere_plane(const Sphere& a, const Plane& given) {
  Overlap out;
  if (detail::reject_invalid(out, a, given)) return out;
  if (detail::touches_plane(detail::plane_distance(given, a.center), a.radius)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
