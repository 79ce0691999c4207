#include "sweepkit/query/overlap_sphere_sphere.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Overlap overlap_sphere_sphere(const Sphere& a, const Sphere& b) {
  Overlap out;
  if (detail::reject_invalid(out, a, b)) return out;
  if (detail::spheres_touch(b.center - a.center, a.radius + b.radius)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
