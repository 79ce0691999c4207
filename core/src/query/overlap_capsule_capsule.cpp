#include "sweepkit/query/overlap_capsule_capsule.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit {

Overlap overlap_capsule_capsule(const Capsule& a, const Capsule& b) {
  Overlap out;
  if (detail::reject_invalid(out, a, b)) return out;
  // In the canonical order of contact_capsule_capsule: the closest points round differently in the two
  // orders, and a touching pair must be a hit here exactly when it is a hit there.
  const bool first = detail::canonical_first(a, b);
  const Capsule& p = first ? a : b;
  const Capsule& q = first ? b : a;
  // And in its frame (p's start at the origin), so that the two round alike.
  const Vec3 o = p.start;
  const SegmentClosestPoints cp = closest_points_segment_segment(Vec3{}, p.end - o, q.start - o, q.end - o);
  if (detail::spheres_touch(cp.point2 - cp.point1, p.radius + q.radius)) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
