#include "sweepkit/query/overlap_sphere_aabb.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Overlap overlap_sphere_aabb(const Sphere& a, const Aabb& b) {
  Overlap out;
  if (detail::reject_invalid(out, a, b)) return out;
  // The same comparison as contact_aabb_sphere: |c - clamp(c)|² <= r².
  const Vec3 qc = a.center - detail::clamp_to_box(a.center, b);
  if (length_squared(qc) <= a.radius * a.radius) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
