#include "sweepkit/query/overlap_aabb_plane.hpp"

#include "../validate.hpp"
#include "../shapes/unit_plane.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Overlap overlap_aabb_plane(const Aabb& a, const Plane& given) {
  Overlap out;
  if (detail::reject_invalid(out, a, given)) return out;
  const detail::BoxOnPlane box = detail::box_on_plane(a, given);
  if (detail::touches_plane(box.distance, box.radius)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
