#include "sweepkit/query/overlap_capsule_capsule.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit {

Overlap overlap_capsule_capsule(const Capsule& a, const Capsule& b) {
  Overlap out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  const SegmentClosestPoints cp = closest_points_segment_segment(a.start, a.end, b.start, b.end);
  if (detail::spheres_touch(cp.point2 - cp.point1, a.radius + b.radius)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
