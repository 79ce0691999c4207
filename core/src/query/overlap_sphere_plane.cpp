#include "sweepkit/query/overlap_sphere_plane.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Overlap overlap_sphere_plane(const Sphere& a, const Plane& b) {
  Overlap out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  if (detail::touches_plane(signed_distance(b, a.center), a.radius)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
