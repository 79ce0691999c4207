#pragma once
// The generic convex pairs of the dispatch: any two of sphere, capsule, aabb, obb and convex hull without an exact
// pair function go through GJK/EPA (contact) and conservative advancement (sweep), on the shapes' proxies.

#include <cstring>
#include <type_traits>

#include "sweepkit/convex/contact_convex.hpp"
#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/convex/time_of_impact.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "contact_shared.hpp"

namespace sweepkit::detail {

/// The shapes with a convex proxy (every bounded kind).
template <class T>
concept ConvexShape = std::is_same_v<T, Sphere> || std::is_same_v<T, Capsule> || std::is_same_v<T, Aabb> ||
                      std::is_same_v<T, Obb> || std::is_same_v<T, ConvexHullShape>;

/// The proxy and pose of a valid shape (a hull's vertices are referenced, not copied).
template <ConvexShape T>
PosedProxy posed_proxy(const T& shape) {
  if constexpr (std::is_same_v<T, ConvexHullShape>) {
    const std::vector<Vec3>& v = shape.hull->vertices;
    return {proxy_of_points(v.data(), static_cast<int>(v.size())), Pose{shape.position, from_mat3(shape.rotation)}};
  } else {
    return proxy_of(shape);
  }
}

/// The ShapeType index of T: the canonical order of the pair functions (sphere, capsule, aabb, plane, obb, hull).
template <class T>
constexpr int kind_index = static_cast<int>(Shape(T{}).index());

/// Whether (a, b) is the canonical order of a generic convex pair: the lower kind first; two of one kind by
/// the bytes of their fields (so contact(b, a) is exactly contact(a, b) mirrored, whatever GJK's rounding).
template <ConvexShape A, ConvexShape B>
bool convex_canonical(const A& a, const B& b) {
  if constexpr (kind_index<A> != kind_index<B>) {
    return kind_index<A> < kind_index<B>;
  } else {
    return std::memcmp(&a, &b, sizeof(A)) <= 0;
  }
}

/// contact_convex on two valid shapes, in the canonical order and mirrored back.
template <ConvexShape A, ConvexShape B>
Contact contact_convex_shapes(const A& a, const B& b) {
  if (!convex_canonical(a, b)) return mirrored(contact_convex_shapes(b, a));
  const PosedProxy pa = posed_proxy(a);
  const PosedProxy pb = posed_proxy(b);
  return contact_convex(pa.proxy, pa.pose, pb.proxy, pb.pose);
}

/// time_of_impact of two valid shapes translating by da and db; `position` is a's reference point at t.
/// In the canonical order and mirrored back (normal negated), as contact_convex_shapes: exactly antisymmetric.
template <ConvexShape A, ConvexShape B>
SweepHit sweep_convex_shapes(const A& a, Vec3 da, const B& b, Vec3 db) {
  if (!convex_canonical(a, b)) {
    SweepHit h = sweep_convex_shapes(b, db, a, da);
    h.normal = -h.normal + Vec3{};
    h.position = reference_point(Shape{a}) + h.t * da;
    return h;
  }
  const PosedProxy pa = posed_proxy(a);
  const PosedProxy pb = posed_proxy(b);
  SweepHit h = time_of_impact(pa.proxy, pa.pose, Motion{da, {}}, pb.proxy, pb.pose, Motion{db, {}});
  h.position = reference_point(Shape{a}) + h.t * da;
  return h;
}

/// Where a's reference point (reference_point) is at t when a turns and moves by `motion` about its proxy pose.
template <ConvexShape A>
Vec3 reference_at(const A& a, const PosedProxy& p, const Motion& motion, Real t) {
  const Vec3 local = rotate(conjugate(p.pose.rotation), reference_point(Shape{a}) - p.pose.position);
  return to_world(pose_at(p.pose, motion, t), local);
}

/// time_of_impact of two valid shapes that translate and turn (conservative advancement with the angular
/// bound), in the canonical order and mirrored back.
template <ConvexShape A, ConvexShape B>
SweepHit sweep_turning_shapes(const A& a, const Motion& ma, const B& b, const Motion& mb) {
  if (!convex_canonical(a, b)) {
    SweepHit h = sweep_turning_shapes(b, mb, a, ma);
    h.normal = -h.normal + Vec3{};
    h.position = reference_at(a, posed_proxy(a), ma, h.t);
    return h;
  }
  const PosedProxy pa = posed_proxy(a);
  const PosedProxy pb = posed_proxy(b);
  SweepHit h = time_of_impact(pa.proxy, pa.pose, ma, pb.proxy, pb.pose, mb);
  h.position = reference_at(a, pa, ma, h.t);
  return h;
}

}  // namespace sweepkit::detail
