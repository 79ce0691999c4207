#include "sweepkit/query/raycast_convex_hull.hpp"

#include <cstddef>
#include <limits>

#include "../validate.hpp"

namespace sweepkit {

RaycastHit raycast_convex_hull(const Ray& ray, const ConvexHullShape& shape, Real max_fraction) {
  RaycastHit out;
  if (detail::reject(out, detail::check(ray), 0) || detail::reject(out, detail::check(shape), 1) ||
      detail::reject(out, detail::check_max_fraction(max_fraction), 2)) {
    return out;
  }
  const Real limit = std::isfinite(max_fraction) ? max_fraction : std::numeric_limits<Real>::max();
  out.t = limit;
  const Mat3& r = shape.rotation;
  const Vec3 o = transpose_times(r, ray.origin - shape.position);
  const Vec3 d = transpose_times(r, ray.direction);
  Real enter = 0;
  Real leave = limit;
  int entry_face = -1;
  bool inside = true;  // the origin is in (or on) every face's half-space
  const std::vector<HullFace>& faces = shape.hull->faces;
  for (std::size_t f = 0; f < faces.size(); ++f) {
    const Real distance = dot(faces[f].normal, o) + faces[f].constant;  // > 0: outside this face
    const Real rate = dot(faces[f].normal, d);
    if (distance > 0) inside = false;
    if (rate == 0) {
      if (distance > 0) return out;  // parallel and outside: never inside this face
      continue;
    }
    const Real t = -distance / rate;
    if (rate < 0) {
      if (t > enter) {
        enter = t;
        entry_face = static_cast<int>(f);
      }
    } else if (t < leave) {
      leave = t;
    }
    if (enter > leave) return out;
  }
  if (inside) {
    out.status = Status::initial_overlap;
    out.t = 0;
    out.point = ray.origin;
    return out;
  }
  if (entry_face < 0 || enter > limit) return out;
  out.status = Status::hit;
  out.t = enter;
  out.point = ray.origin + enter * ray.direction;
  out.normal = r * faces[static_cast<std::size_t>(entry_face)].normal;
  return out;
}

}  // namespace sweepkit
