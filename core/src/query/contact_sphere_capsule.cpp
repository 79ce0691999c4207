#include "sweepkit/query/contact_sphere_capsule.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit {

Contact contact_sphere_capsule(const Sphere& a, const Capsule& b) {
  Contact out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  // The capsule acts as the sphere of its radius centred at the segment's point nearest the sphere.
  const Vec3 q = closest_point_on_segment(b.start, b.end, a.center);
  if (!detail::spheres_touch(q - a.center, a.radius + b.radius)) return out;
  // A centre on the segment (up to the rounding of q): any direction perpendicular to the segment separates by
  // the same depth; the direction from the centre to a q off by rounding alone could point along the segment.
  return detail::core_contact(a.center, a.radius, q, b.radius, detail::perpendicular_to(b.end - b.start),
                              detail::segment_scale(b.start, b.end));
}

}  // namespace sweepkit
