#include "sweepkit/query/overlap_aabb_aabb.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Overlap overlap_aabb_aabb(const Aabb& a, const Aabb& b) {
  Overlap out;
  if (detail::reject_invalid(out, a, b)) return out;
  if (detail::aabbs_touch(a, b)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
