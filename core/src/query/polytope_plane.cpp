#include "sweepkit/query/polytope_plane.hpp"

#include <algorithm>
#include <cmath>

#include "../validate.hpp"
#include "contact_shared.hpp"
#include "sweepkit/tolerance.hpp"
#include "kernels.hpp"
#include "../shapes/unit_plane.hpp"

namespace sweepkit {

namespace {

/// A polytope's vertices in world space, visited one by one (no copy), and its centre.
struct Corners {
  const Obb* box = nullptr;
  const ConvexHullShape* hull = nullptr;

  int count() const { return box != nullptr ? 8 : static_cast<int>(hull->hull->vertices.size()); }
  /// Vertex i relative to reference(): small numbers however far out the polytope sits.
  Vec3 offset(int i) const {
    if (box != nullptr) {
      const Vec3 h = box->half_size;
      const Vec3 l{(i & 1) != 0 ? h.x : -h.x, (i & 2) != 0 ? h.y : -h.y, (i & 4) != 0 ? h.z : -h.z};
      return box->rotation * l;
    }
    return hull->rotation * hull->hull->vertices[static_cast<std::size_t>(i)];
  }
  Vec3 centre() const { return box != nullptr ? box->center : hull->position + hull->rotation * hull->hull->centroid; }
  Vec3 reference() const { return box != nullptr ? box->center : hull->position; }
};

/// The centre of the vertices nearest the plane from `side` (+1: the most negative distance, −1: the most
/// positive) and the signed distance (Wide, of the plane as given) of the nearest one. Each vertex's distance is
/// the reference point's (Wide: no cancellation of far coordinates against a far constant) plus n · its offset
/// from it (small numbers), so a far polytope keeps the precision of its own size.
struct Nearest {
  Vec3 point;
  detail::Wide distance = 0;
};

Nearest nearest_from(const Corners& c, const Plane& plane, Real side) {
  const int n = c.count();
  const detail::Wide base = detail::wide_signed_distance(plane, c.reference());
  const auto distance = [&](Vec3 offset) { return base + detail::wide_dot(plane, offset); };
  detail::Wide best = side * distance(c.offset(0));
  for (int i = 1; i < n; ++i) best = std::fmin(best, side * distance(c.offset(i)));
  // The vertices within the convex tolerance of the nearest, averaged: a face or edge parallel to the plane
  // gives its centre (as contact_aabb_plane does), one vertex gives itself. The tolerance is relative to the
  // polytope's own size (its offsets), not to its coordinates.
  Real scale = 0;
  for (int i = 0; i < n; ++i) {
    const Vec3 v = c.offset(i);
    scale = std::fmax(scale, std::fmax(std::fabs(v.x), std::fmax(std::fabs(v.y), std::fabs(v.z))));
  }
  const detail::Wide tol = detail::Wide(kConvexRelativeTolerance) * scale;
  Vec3 sum;
  int k = 0;
  for (int i = 0; i < n; ++i) {
    const Vec3 v = c.offset(i);
    if (side * distance(v) <= best + tol) {
      sum = sum + v;
      ++k;
    }
  }
  return {c.reference() + sum * (Real(1) / static_cast<Real>(k)), side * best};
}

/// The side of the plane the polytope's centre is on: +1 (positive or on it) or −1.
Real side_of(const Corners& c, const Plane& plane) {
  return detail::wide_signed_distance(plane, c.centre()) >= 0 ? Real(1) : Real(-1);
}

Contact contact_corners(const Corners& c, const Plane& given) {
  const Plane b = detail::unit_plane(given);
  const Real side = side_of(c, given);
  const Nearest near = nearest_from(c, given, side);
  if (side * near.distance > 0) return Contact{};  // every vertex strictly on the centre's side
  const Vec3 on_plane = near.point - Real(near.distance * detail::inverse_length(given)) * b.normal;
  const Real depth = std::fabs(static_cast<Real>(near.distance) * detail::inverse_length(given));
  return detail::make_contact(-side * b.normal + Vec3{}, depth, near.point, on_plane);
}

SweepHit sweep_corners(const Corners& c, Vec3 displacement, const Plane& given) {
  const Real side = side_of(c, given);
  // Touching or straddling at the start: a vertex on the plane or past it (the centre is inside the polytope, so
  // its vertices cannot all be past the plane).
  const Nearest near = nearest_from(c, given, side);
  SweepHit out;
  if (side * near.distance <= 0) {
    const Contact now = contact_corners(c, given);
    out.status = Status::initial_overlap;
    out.t = 0;
    out.position = c.reference();
    out.point = now.point_b;
    out.normal = now.normal;
    return out;
  }
  // Every vertex strictly on the centre's side: the nearest ones sweep as a point, from their distance measured
  // above (not from near.point, whose world coordinates are rounded to their spacing). s0 > 0 here.
  const detail::Wide s0 = side * near.distance;
  const detail::Wide s1 = s0 + side * detail::wide_dot(given, displacement);
  if (s1 > 0) {
    out.status = Status::miss;
    out.t = 1;
    out.position = c.reference() + displacement;
    return out;
  }
  const Plane b = detail::unit_plane(given);
  out.status = Status::hit;
  out.t = std::clamp(Real(s0 / (s0 - s1)), Real(0), Real(1));
  out.position = c.reference() + out.t * displacement;
  out.normal = -side * b.normal + Vec3{};
  // The nearest vertices' centre at t, moved along the normal by its distance then (Wide, as above) onto the plane.
  const detail::Wide at_t = near.distance + detail::wide_dot(given, displacement) * detail::Wide(out.t);
  out.point = near.point + out.t * displacement - Real(at_t * detail::inverse_length(given)) * b.normal;
  return out;
}

template <class Shape>
Contact checked_contact(const Shape& a, const Plane& b, Corners c) {
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  return contact_corners(c, b);
}

template <class Shape>
SweepHit checked_sweep(const Shape& a, Vec3 d, const Plane& b, Corners c) {
  SweepHit out;
  if (detail::reject_invalid(out, a, d, b)) return out;
  return sweep_corners(c, d, b);
}

}  // namespace

SweepHit detail::sweep_obb_plane(const Obb& a, Vec3 displacement, const Plane& b) {
  return sweep_corners(Corners{&a, nullptr}, displacement, b);
}
SweepHit detail::sweep_convex_hull_plane(const ConvexHullShape& a, Vec3 displacement, const Plane& b) {
  return sweep_corners(Corners{nullptr, &a}, displacement, b);
}

Contact contact_obb_plane(const Obb& a, const Plane& b) { return checked_contact(a, b, Corners{&a, nullptr}); }
Contact contact_convex_hull_plane(const ConvexHullShape& a, const Plane& b) {
  return checked_contact(a, b, Corners{nullptr, &a});
}
SweepHit sweep_obb_plane(const Obb& a, Vec3 displacement, const Plane& b) {
  return checked_sweep(a, displacement, b, Corners{&a, nullptr});
}
SweepHit sweep_convex_hull_plane(const ConvexHullShape& a, Vec3 displacement, const Plane& b) {
  return checked_sweep(a, displacement, b, Corners{nullptr, &a});
}

}  // namespace sweepkit
