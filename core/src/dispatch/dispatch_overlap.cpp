// Generic overlap(a, b) and raycast(ray, shape) (sweepkit/dispatch/dispatch.hpp): the same table design as
// contact and sweep in dispatch.cpp, each pair once in its canonical order, mirrored in one place.
#include <type_traits>

#include "sweepkit/query/contact_capsule_aabb.hpp"
#include "sweepkit/query/contact_capsule_plane.hpp"
#include "sweepkit/dispatch/dispatch.hpp"
#include "sweepkit/query/overlap_aabb_aabb.hpp"
#include "sweepkit/query/overlap_aabb_plane.hpp"
#include "sweepkit/query/overlap_capsule_capsule.hpp"
#include "sweepkit/query/overlap_sphere_aabb.hpp"
#include "sweepkit/query/overlap_sphere_capsule.hpp"
#include "sweepkit/query/overlap_sphere_plane.hpp"
#include "sweepkit/query/overlap_sphere_sphere.hpp"
#include "sweepkit/query/raycast_aabb.hpp"
#include "sweepkit/query/raycast_capsule.hpp"
#include "sweepkit/query/raycast_convex_hull.hpp"
#include "sweepkit/query/raycast_obb.hpp"
#include "sweepkit/query/raycast_plane.hpp"
#include "sweepkit/query/raycast_sphere.hpp"
#include "../query/convex_pair.hpp"
#include "../validate.hpp"
#include "mesh_entry.hpp"

namespace sweepkit {

namespace {

/// The header of a contact as an overlap answer (touching counts: contact's `hit`).
Overlap as_overlap(const Contact& c) {
  Overlap o;
  o.status = c.status;
  o.error = c.error;
  o.error_argument = c.error_argument;
  return o;
}

Overlap overlap_pair(const Sphere& a, const Sphere& b) { return overlap_sphere_sphere(a, b); }
Overlap overlap_pair(const Sphere& a, const Capsule& b) { return overlap_sphere_capsule(a, b); }
Overlap overlap_pair(const Sphere& a, const Aabb& b) { return overlap_sphere_aabb(a, b); }
Overlap overlap_pair(const Sphere& a, const Plane& b) { return overlap_sphere_plane(a, b); }
Overlap overlap_pair(const Capsule& a, const Capsule& b) { return overlap_capsule_capsule(a, b); }
Overlap overlap_pair(const Capsule& a, const Aabb& b) { return as_overlap(contact_capsule_aabb(a, b)); }
Overlap overlap_pair(const Capsule& a, const Plane& b) { return as_overlap(contact_capsule_plane(a, b)); }
Overlap overlap_pair(const Aabb& a, const Aabb& b) { return overlap_aabb_aabb(a, b); }
Overlap overlap_pair(const Aabb& a, const Plane& b) { return overlap_aabb_plane(a, b); }
template <detail::ConvexShape S>
Overlap overlap_pair(const S& a, const TriangleMeshShape& b) {
  Overlap o;
  if (detail::reject(o, detail::check(a), 0) || detail::reject(o, detail::check(b), 1)) return o;
  o.status = detail::overlaps_mesh(Shape{a}, b) ? Status::hit : Status::miss;
  return o;
}

template <class A, class B>
concept HasOverlap = requires(const A& a, const B& b) { overlap_pair(a, b); };

RaycastHit raycast_shape(const Ray& r, const Sphere& s, Real f) { return raycast_sphere(r, s, f); }
RaycastHit raycast_shape(const Ray& r, const Capsule& s, Real f) { return raycast_capsule(r, s, f); }
RaycastHit raycast_shape(const Ray& r, const Aabb& s, Real f) { return raycast_aabb(r, s, f); }
RaycastHit raycast_shape(const Ray& r, const Plane& s, Real f) { return raycast_plane(r, s, f); }
RaycastHit raycast_shape(const Ray& r, const Obb& s, Real f) { return raycast_obb(r, s, f); }
RaycastHit raycast_shape(const Ray& r, const ConvexHullShape& s, Real f) { return raycast_convex_hull(r, s, f); }
RaycastHit raycast_shape(const Ray& r, const TriangleMeshShape& s, Real f) {
  RaycastHit h;
  if (detail::reject(h, detail::check(r), 0) || detail::reject(h, detail::check(s), 1) ||
      detail::reject(h, detail::check_max_fraction(f), 2)) {
    return h;
  }
  return detail::raycast_mesh_shape(r, s, f);
}

}  // namespace

Overlap overlap(const Shape& a, const Shape& b) {
  return visit_shapes(
      [&](const auto& sa, const auto& sb) -> Overlap {
        using A = std::decay_t<decltype(sa)>;
        using B = std::decay_t<decltype(sb)>;
        if constexpr (HasOverlap<A, B>) {
          return overlap_pair(sa, sb);
        } else if constexpr (HasOverlap<B, A>) {
          Overlap o = overlap_pair(sb, sa);  // a boolean is symmetric: only an error's argument index flips
          if (o.status == Status::invalid_input) o.error_argument = 1 - o.error_argument;
          return o;
        } else {
          // No cheaper test: the contact's answer (GJK for convex pairs, the polytope–plane test; unsupported for
          // plane–plane, after a bad shape is reported).
          return as_overlap(contact(a, b));
        }
      },
      a, b);
}

RaycastHit raycast(const Ray& ray, const Shape& shape, Real max_fraction) {
  return visit_shape([&](const auto& s) { return raycast_shape(ray, s, max_fraction); }, shape);
}

}  // namespace sweepkit
