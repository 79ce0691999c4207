#include "sweepkit/query/contact_capsule_aabb.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "closest_segment_aabb.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

Contact contact_capsule_aabb(const Capsule& a, const Aabb& b) {
  Contact out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  const Real r = a.radius;
  const detail::SegmentAabbClosest closest = detail::closest_points_segment_aabb(a.start, a.end, b);
  if (closest.distance_squared > r * r) return out;

  // Closest points within the rounding of the segment's point (kCoincidentRelative of its coordinates) have no
  // meaningful direction between them: the segment is taken to meet the box. (A point capsule is exact.)
  const Real coincident = kCoincidentRelative * detail::segment_scale(a.start, a.end);
  if (closest.distance_squared > kZeroLengthSquared && closest.distance_squared > coincident * coincident) {
    // The segment stays outside the box: the sphere of radius r at the closest point against the box point.
    const Real distance = std::sqrt(closest.distance_squared);
    const Vec3 n = (closest.on_box - closest.on_segment) * (Real(1) / distance);
    return detail::make_contact(n, r - distance, closest.on_segment + r * n, closest.on_box);
  }
  // The segment meets the box: no direction between closest points exists. The capsule lies inside its
  // bounding box, so the push that clears the bounding box (least penetration axis, as contact_aabb_aabb)
  // also clears the capsule.
  const Vec3 rr{r, r, r};
  const Vec3 lo{std::min(a.start.x, a.end.x), std::min(a.start.y, a.end.y), std::min(a.start.z, a.end.z)};
  const Vec3 hi{std::max(a.start.x, a.end.x), std::max(a.start.y, a.end.y), std::max(a.start.z, a.end.z)};
  const Aabb bounds{lo - rr, hi + rr};
  const detail::AxisPush push = detail::least_penetration(bounds, b);
  const Vec3 n = detail::axis_vector(push.axis, push.sign);
  // The capsule's deepest point along n: r beyond the segment end further along n; when neither end is (the
  // segment lies across the axis), r beyond the closest point found above, the middle of the stretch inside
  // the box. Its n-coordinate is the bounding box's face, so moving to B's face gives point_b.
  const Real along_start = push.sign * a.start[push.axis];
  const Real along_end = push.sign * a.end[push.axis];
  const Vec3 core = along_start > along_end ? a.start : (along_end > along_start ? a.end : closest.on_segment);
  const Vec3 point_a = core + r * n;
  Vec3 point_b = point_a;
  point_b[push.axis] = (push.sign > 0 ? b.min : b.max)[push.axis];
  return detail::make_contact(n, push.depth, point_a, point_b);
}

}  // namespace sweepkit
