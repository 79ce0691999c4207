#include "sweepkit/query/sweep_capsule_plane.hpp"

#include <cmath>

#include "../validate.hpp"
#include "../shapes/unit_plane.hpp"
#include "kernels.hpp"

namespace sweepkit {

SweepHit sweep_capsule_plane(const Capsule& a, Vec3 displacement, const Plane& b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement, b)) return out;
  return detail::sweep_capsule_plane(a, displacement, b);
}

SweepHit detail::sweep_capsule_plane(const Capsule& a, Vec3 displacement, const Plane& given) {
  SweepHit out;
  const Plane b = unit_plane(given);
  // The ends' distances in Wide (times |n|, which changes no sign or comparison below): exact enough that the
  // side found here is the side the sphere sweep below finds for the nearer end.
  const Wide ds = wide_signed_distance(given, a.start);
  const Wide de = wide_signed_distance(given, a.end);
  const Vec3 middle = Real(0.5) * a.start + Real(0.5) * a.end;

  if ((ds <= 0 && de >= 0) || (ds >= 0 && de <= 0)) {
    // The core segment touches or crosses the plane: overlapping at the start whatever the radius.
    // It crosses at fraction ds / (ds - de) (ds != de here unless both are 0: the segment lies in the plane).
    const Vec3 crossing = ds == de ? middle : a.start + Real(ds / (ds - de)) * (a.end - a.start);
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
  const Wide near_s = std::fabs(ds);
  const Wide near_e = std::fabs(de);
  const Vec3 nearest = near_s < near_e ? a.start : (near_e < near_s ? a.end : middle);
  out = detail::sweep_sphere_plane(Sphere{nearest, a.radius}, displacement, given);  // normalises as above
  out.position = a.start + out.t * displacement;                        // the capsule's reference point
  return out;
}

}  // namespace sweepkit
