#include "sweepkit/query/overlap_sphere_capsule.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit {

Overlap overlap_sphere_capsule(const Sphere& a, const Capsule& b) {
  Overlap out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  const Vec3 q = closest_point_on_segment(b.start, b.end, a.center);
  if (detail::spheres_touch(q - a.center, a.radius + b.radius)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
