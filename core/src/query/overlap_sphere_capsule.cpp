#include "sweepkit/query/overlap_sphere_capsule.hpp"

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit {

Overlap overlap_sphere_capsule(const Sphere& a, const Capsule& b) {
  Overlap out;
  if (detail::reject_invalid(out, a, b)) return out;
  // As contact_sphere_capsule decides it, so that the two agree exactly.
  const detail::NearestOnSegment q = detail::nearest_on_segment(b.start, b.end, a.center);
  const double sum = double(a.radius) + double(b.radius);
  if (q.length_squared <= sum * sum) out.status = Status::hit;
  return out;
}

}  // namespace sweepkit
