#include "sweepkit/query/contact_sphere_capsule.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit {

Contact contact_sphere_capsule(const Sphere& a, const Capsule& b) {
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  // The segment's point q nearest the centre c, relative to c, in double (nearest_on_segment): its direction is the
  // normal wherever the pair sits, down to distances of 1e-12 of the pair's size, where the centre is on the segment.
  const detail::NearestOnSegment q = detail::nearest_on_segment(b.start, b.end, a.center);
  const double sum = double(a.radius) + double(b.radius);
  if (q.length_squared > sum * sum) return out;
  const double coincident = detail::kCoincidentOnSegment * q.scale;
  if (q.length_squared > coincident * coincident) {
    const double distance = std::sqrt(q.length_squared);
    const double inv = 1 / distance;
    const Vec3 n{Real(q.x * inv), Real(q.y * inv), Real(q.z * inv)};
    const double ax = double(a.center.x), ay = double(a.center.y), az = double(a.center.z);
    const double rb = b.radius, ra = a.radius;
    const Vec3 point_b{Real(ax + q.x - rb * q.x * inv), Real(ay + q.y - rb * q.y * inv), Real(az + q.z - rb * q.z * inv)};
    const Vec3 point_a{Real(ax + ra * q.x * inv), Real(ay + ra * q.y * inv), Real(az + ra * q.z * inv)};
    return detail::make_contact(n, Real(sum - distance), point_a, point_b);
  }
  // The centre on the segment: any direction perpendicular to the segment separates by the full sum.
  const Vec3 n = detail::perpendicular_to(b.end - b.start);
  return detail::make_contact(n, Real(sum), a.center + a.radius * n, a.center - b.radius * n);
}

}  // namespace sweepkit
