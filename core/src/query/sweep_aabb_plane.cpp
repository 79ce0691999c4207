#include "sweepkit/query/sweep_aabb_plane.hpp"

#include <cmath>

#include "../validate.hpp"
#include "../shapes/unit_plane.hpp"
#include "kernels.hpp"

namespace sweepkit {

namespace {

// The vertex of [lo, hi] deepest along `towards` (each coordinate from the bound `towards` points to),
// with the centre coordinate on axes where `towards` is exactly zero: there both vertices are equally deep,
// and the centre of the set of deepest vertices is the centre of that face or edge.
Vec3 deepest_vertex(Vec3 lo, Vec3 hi, Vec3 centre, Vec3 towards) {
  const auto pick = [](Real t, Real l, Real h, Real c) { return t > 0 ? h : (t < 0 ? l : c); };
  return {pick(towards.x, lo.x, hi.x, centre.x), pick(towards.y, lo.y, hi.y, centre.y),
          pick(towards.z, lo.z, hi.z, centre.z)};
}

}  // namespace

SweepHit sweep_aabb_plane(const Aabb& a, Vec3 displacement, const Plane& b) {
  SweepHit out;
  if (detail::reject_invalid(out, a, displacement, b)) return out;
  return detail::sweep_aabb_plane(a, displacement, b);
}

SweepHit detail::sweep_aabb_plane(const Aabb& a, Vec3 displacement, const Plane& given) {
  SweepHit out;
  const Plane b = unit_plane(given);
  const Vec3 n = b.normal;
  const Vec3 centre = Real(0.5) * a.min + Real(0.5) * a.max;
  const Vec3 half = Real(0.5) * a.max - Real(0.5) * a.min;
  // Ericson §5.2.3: along n the box spans its centre's distance d0 ± rp.
  const Real rp = std::fabs(n.x) * half.x + std::fabs(n.y) * half.y + std::fabs(n.z) * half.z;
  const Wide d0 = wide_signed_distance(given, centre) * inverse_length(given);  // as the sphere sweep measures
  // The side the box starts on (a centre on the plane counts as the positive side), the direction from the
  // box towards the plane, and the vertex that leads towards it. Its distance is d0 - side * rp, so the box
  // touches the plane exactly when that vertex does: the box sweeps like a point at its deepest vertex.
  const Real side = d0 >= 0 ? Real(1) : Real(-1);
  const Vec3 towards = -side * n + Vec3{};  // + 0: no -0
  const Vec3 deepest = deepest_vertex(a.min, a.max, centre, towards);

  // Touching or overlapping at the start. The second test catches the rounding sliver where |d0| > rp but
  // the deepest vertex is computed on or past the plane, so the point sweep below always starts on `side`.
  if (std::fabs(d0) <= rp || side * wide_signed_distance(given, deepest) <= 0) {  // Wide: as the sweep below
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = a.min;
    out.normal = towards;
    out.point = deepest - signed_distance(b, deepest) * n;  // the deepest vertex projected onto the plane
    return out;
  }
  // A point, strictly on `side`: hit or miss.
  out = detail::sweep_sphere_plane(Sphere{deepest, 0}, displacement, given);  // normalises as above
  out.position = a.min + out.t * displacement;                     // the box's reference point, at t
  if (out.status == Status::hit) {
    // Sphere-plane gives the vertex at t, on the plane up to rounding, which the projection removes.
    out.point = out.point - signed_distance(b, out.point) * n;
  }
  return out;
}

}  // namespace sweepkit
