#include "sweepkit/query/contact_capsule_capsule.hpp"

#include <cmath>

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit {

namespace {

// Normal for segments that meet. Moving b along u ⊥ both directions keeps every point of b's line |u| from
// a's line, so the cross product separates crossing segments by the full radius sum. Parallel segments (or a
// point and a segment) are separated by any direction perpendicular to the segment.
Vec3 meeting_normal(Vec3 da, Vec3 db) {
  const Real aa = length_squared(da);
  const Real bb = length_squared(db);
  const Vec3 c = cross(da, db);
  const Real cc = length_squared(c);
  if (aa > kZeroLengthSquared && bb > kZeroLengthSquared && cc > detail::kParallelSineSquared * aa * bb) {
    return c * (Real(1) / std::sqrt(cc));
  }
  return detail::perpendicular_to(aa > kZeroLengthSquared ? da : db);
}

}  // namespace

Contact contact_capsule_capsule(const Capsule& a, const Capsule& b) {
  Contact out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  const SegmentClosestPoints cp = closest_points_segment_segment(a.start, a.end, b.start, b.end);
  if (!detail::spheres_touch(cp.point2 - cp.point1, a.radius + b.radius)) return out;
  return detail::sphere_sphere_contact(cp.point1, a.radius, cp.point2, b.radius,
                                       meeting_normal(a.end - a.start, b.end - b.start));
}

}  // namespace sweepkit
