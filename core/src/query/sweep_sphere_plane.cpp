#include "sweepkit/query/sweep_sphere_plane.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "../shapes/unit_plane.hpp"
#include "kernels.hpp"

namespace sweepkit {

SweepHit sweep_sphere_plane(const Sphere& sphere, Vec3 displacement, const Plane& plane) {
  SweepHit out;
  if (detail::reject_invalid(out, sphere, displacement, plane)) return out;
  return detail::sweep_sphere_plane(sphere, displacement, plane);
}

SweepHit detail::sweep_sphere_plane(const Sphere& sphere, Vec3 displacement, const Plane& given) {
  SweepHit out;
  // The normalised plane (unit_plane): its normal is every result normal, and distances to it are the given
  // plane's n·p + constant times 1 / |n|, measured in Wide (batch.cpp repeats these operations exactly).
  const Real inv_length = inverse_length(given);
  const Vec3 n = given.normal * inv_length;
  const Wide r = sphere.radius;
  const Vec3 c0 = sphere.center;
  const Wide d0 = wide_signed_distance(given, c0) * inv_length;
  // d1 from the displacement rather than from C1 = C0 + d: no rounding of C1 enters the distance.
  const Wide d1 = d0 + wide_dot(given, displacement) * inv_length;
  // The side the sphere starts on; a centre exactly on the plane counts as the positive side.
  const Wide side = d0 >= 0 ? 1 : -1;

  if (std::fabs(d0) <= r) {
    // Touching or overlapping at the start (reference 000's |d0| <= r check).
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = c0;
    out.point = c0 - Real(d0) * n;  // the centre's projection onto the plane
    out.normal = Real(-side) * n;
    return out;
  }
  // Signed distances measured towards the plane from the side we start on: s0 > r here.
  const Wide s0 = side * d0;
  const Wide s1 = side * d1;
  if (s1 > r) {
    // Still clear of the plane at the end. Covers zero and parallel motion (s1 == s0 > r) and moving away.
    out.status = Status::miss;
    out.t = 1;
    out.position = c0 + displacement;
    return out;
  }
  // s0 > r >= s1, so s0 - s1 > 0 and 0 < t <= 1 up to rounding, which the clamp removes.
  const Real t = std::clamp(Real((s0 - r) / (s0 - s1)), Real(0), Real(1));
  out.status = Status::hit;
  out.t = t;
  out.position = c0 + t * displacement;
  out.normal = Real(-side) * n;
  // The centre is r above the plane at t: step r along the normal onto the plane.
  out.point = out.position + sphere.radius * out.normal;
  return out;
}

}  // namespace sweepkit
