#include "sweepkit/query/sweep_aabb_aabb.hpp"

#include <algorithm>

#include "../validate.hpp"
#include "kernels.hpp"
#include "ray_primitives.hpp"

namespace sweepkit {

namespace {

// Centre of the region where boxes A and B (at the same moment) touch or overlap: per axis, the middle of
// [max(lo), min(hi)]. For touching boxes that interval is a single value on the normal's axis, so this is
// the centre of the contact face region.
Vec3 overlap_centre(Vec3 a_min, Vec3 a_max, Vec3 b_min, Vec3 b_max) {
  const auto mid = [](Real a_lo, Real a_hi, Real b_lo, Real b_hi) {
    return Real(0.5) * std::max(a_lo, b_lo) + Real(0.5) * std::min(a_hi, b_hi);
  };
  return {mid(a_min.x, a_max.x, b_min.x, b_max.x), mid(a_min.y, a_max.y, b_min.y, b_max.y),
          mid(a_min.z, a_max.z, b_min.z, b_max.z)};
}

}  // namespace

namespace detail {

SweepHit sweep_aabb_aabb(const Aabb& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b) {
  SweepHit out;
  // A's frame with a.min at the origin. B's intervals overlap A's on an axis exactly when B's min corner
  // lies in [-size(B), size(A)] there, so the three slab intervals of Ericson §5.5.8 are the slabs of the
  // Minkowski difference box, and B's min corner moving by v is a ray cast against it.
  const Vec3 o = b.min - a.min;
  const Vec3 v = displacement_b - displacement_a;
  const Vec3 lo = -(b.max - b.min);
  const Vec3 hi = a.max - a.min;

  if (detail::box_contains(lo, hi, o)) {
    // Touching or overlapping at the start. The nearest face of the difference box is the axis of least
    // penetration; its outward normal is the direction to push B out of A, i.e. from A towards B.
    const detail::BoxFace face = detail::nearest_box_face(lo, hi, o);
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = a.min;
    out.normal = detail::axis_vector(face.axis, face.outward);
    out.point = overlap_centre(a.min, a.max, b.min, b.max);
    return out;
  }
  // Entry = the latest slab interval start (the last axis to begin overlapping); the entry face's outward
  // normal points from A towards B. Axes without relative motion divide by nothing (see ray_box_entry).
  const detail::RayEntry e = detail::ray_box_entry(o, v, lo, hi);
  if (!e.hit || e.t > 1) {
    out.status = Status::miss;
    out.t = 1;
    out.position = a.min + displacement_a;
    return out;
  }
  const Real t = e.t;
  out.status = Status::hit;
  out.t = t;
  out.position = a.min + t * displacement_a;
  out.normal = e.normal;
  out.point = overlap_centre(out.position, a.max + t * displacement_a, b.min + t * displacement_b,
                             b.max + t * displacement_b);
  return out;
}

}  // namespace detail

SweepHit sweep_aabb_aabb(const Aabb& a, Vec3 displacement_a, const Aabb& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_aabb_aabb(a, displacement_a, b, displacement_b);
}

}  // namespace sweepkit
