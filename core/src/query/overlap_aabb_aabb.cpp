#include "sweepkit/query/overlap_aabb_aabb.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Overlap overlap_aabb_aabb(const Aabb& a, const Aabb& b) {
  Overlap out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  if (detail::aabbs_touch(a, b)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
