#include "sweepkit/query/sweep_capsule_plane.hpp"

#include <cmath>

#include "../validate.hpp"
#include "unit_plane.hpp"
#include "unchecked.hpp"

namespace sweepkit {

SweepHit sweep_capsule_plane(const Capsule& a, Vec3 displacement, const Plane& b) {
  SweepHit out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check_vector(displacement), 1) ||
      detail::reject(out, detail::check(b), 2)) {
    return out;
  }
  return detail::sweep_capsule_plane_unchecked(a, displacement, b);
}

SweepHit detail::sweep_capsule_plane_unchecked(const Capsule& a, Vec3 displacement, const Plane& given) {
  SweepHit out;
  const Plane b = unit_plane(given);
  const Real ds = signed_distance(b, a.start);
  const Real de = signed_distance(b, a.end);
  const Vec3 middle = Real(0.5) * a.start + Real(0.5) * a.end;

  if ((ds <= 0 && de >= 0) || (ds >= 0 && de <= 0)) {
    // The core segment touches or crosses the plane: overlapping at the start whatever the radius.
    // It crosses at fraction ds / (ds - de) (ds != de here unless both are 0: the segment lies in the plane).
    const Vec3 crossing = ds == de ? middle : a.start + (ds / (ds - de)) * (a.end - a.start);
    const Real side = signed_distance(b, middle) >= 0 ? Real(1) : Real(-1);
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = a.start;
    out.point = crossing - signed_distance(b, crossing) * b.normal;  // onto the plane exactly, up to rounding
    out.normal = -side * b.normal + Vec3{};
    return out;
  }
  // Both ends strictly on one side. Distance is affine along the segment and both ends move by the same
  // displacement, so the end nearer the plane stays nearest all frame: sweep a sphere of the capsule's
  // radius there (the middle when the segment is parallel to the plane, for a centred contact point).
  const Real near_s = std::fabs(ds);
  const Real near_e = std::fabs(de);
  const Vec3 nearest = near_s < near_e ? a.start : (near_e < near_s ? a.end : middle);
  out = detail::sweep_sphere_plane_unchecked(Sphere{nearest, a.radius}, displacement, given);  // normalises as above
  out.position = a.start + out.t * displacement;                        // the capsule's reference point
  return out;
}

}  // namespace sweepkit
