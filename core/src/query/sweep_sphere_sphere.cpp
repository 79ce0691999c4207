#include "sweepkit/query/sweep_sphere_sphere.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "kernels.hpp"
#include "sweepkit/tolerance.hpp"

namespace sweepkit {

namespace {

// Contact frame for spheres with A's centre at `ca` and B's at `ca + ab` at the moment of interest:
// normal from A to B (+y when the centres coincide) and the point midway between the surfaces.
// `ab` is passed relative (s + t v) rather than as a difference of absolute positions, which
// would lose the low bits of both when the spheres are far from the origin.
void fill_contact(SweepHit& out, Vec3 ca, Real ra, Vec3 ab, Real rb) {
  const Vec3 cb = ca + ab;
  const Real len2 = length_squared(ab);
  const Vec3 n = len2 > kZeroLengthSquared ? ab * (Real(1) / std::sqrt(len2)) : Vec3{0, 1, 0};
  const Vec3 on_a = ca + ra * n;
  const Vec3 on_b = cb - rb * n;
  out.normal = n;
  out.point = (on_a + on_b) * Real(0.5);
  out.position = ca;
}

}  // namespace

namespace detail {

SweepHit sweep_sphere_sphere(const Sphere& a, Vec3 displacement_a, const Sphere& b, Vec3 displacement_b) {
  SweepHit out;
  const Real radius_sum = a.radius + b.radius;
  const Vec3 s = b.center - a.center;           // B relative to A at t = 0
  const Vec3 v = displacement_b - displacement_a;  // B's motion relative to A over the frame
  const Real c = length_squared(s) - radius_sum * radius_sum;

  if (c <= 0) {
    // Touching or overlapping at the start (the reference listing missed this case).
    out.status = Status::initial_overlap;
    out.t = 0;
    fill_contact(out, a.center, a.radius, s, b.radius);
    return out;
  }

  const auto miss = [&] {
    out.position = a.center + displacement_a;
    return out;
  };
  const Real vv = length_squared(v);
  const Real sv = dot(s, v);  // half of the quadratic's b coefficient
  // No relative motion (vv == 0 implies sv == 0), or moving apart / sideways: the distance never shrinks.
  // The reference listing divided by vv here.
  if (sv >= 0) return miss();

  // disc/4 = (s·v)² - (v·v)(s·s - R²) = (v·v) R² - |s × v|²  (Lagrange's identity).
  const Real disc = vv * radius_sum * radius_sum - length_squared(cross(s, v));
  // disc == 0 is grazing contact and a hit (the reference listing tested disc > 0).
  if (disc < 0) return miss();

  // Earliest root (-sv - sqrt(disc)) / vv, rewritten as c / (-sv + sqrt(disc)): both terms of the
  // denominator are >= 0, so nothing cancels. The denominator is > 0 because sv < 0.
  const Real t = c / (-sv + std::sqrt(disc));
  if (t > 1) return miss();

  out.status = Status::hit;
  out.t = std::max(t, Real(0));
  fill_contact(out, a.center + out.t * displacement_a, a.radius, s + out.t * v, b.radius);
  return out;
}

}  // namespace detail

SweepHit sweep_sphere_sphere(const Sphere& a, Vec3 displacement_a, const Sphere& b, Vec3 displacement_b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement_a, b, displacement_b)) return out;
  return detail::sweep_sphere_sphere(a, displacement_a, b, displacement_b);
}

}  // namespace sweepkit
