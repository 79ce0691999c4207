#pragma once
// The generic convex pairs of the dispatch: any two of sphere, capsule, aabb, obb and convex hull without an exact
// pair function go through GJK/EPA (contact) and conservative advancement (sweep), on the shapes' proxies.

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>

#include "sweepkit/convex/contact_convex.hpp"
#include "sweepkit/convex/convex_proxy.hpp"
#include "sweepkit/convex/time_of_impact.hpp"
#include "sweepkit/convex/time_of_impact_plane.hpp"
#include "sweepkit/shapes/shape.hpp"
#include "sweepkit/tolerance.hpp"
#include "../convex/convex_kernels.hpp"
#include "contact_shared.hpp"
#include "kernels.hpp"
#include "validate_pose.hpp"

namespace sweepkit::detail {

/// The shapes with a convex proxy (every bounded kind).
template <class T>
concept ConvexShape = std::is_same_v<T, Sphere> || std::is_same_v<T, Capsule> || std::is_same_v<T, Aabb> ||
                      std::is_same_v<T, Obb> || std::is_same_v<T, ConvexHullShape>;

/// A sphere and an oriented box seen in the box's frame (centre at the origin, axes the box's): the sphere's
/// centre there, the box as the Aabb ±half_size, and the map back (world = rotation · local + center). The box's
/// accepted matrix (orthonormal within kRotationTolerance, checked) is made exact first (orthonormalized), so that
/// the transpose is the inverse and the normals mapped back are unit: a matrix off by its tolerance would scale
/// the box and every normal by up to 1 ± kRotationTolerance.
struct BoxFrame {
  explicit BoxFrame(const Obb& box) : center(box.center), half_size(box.half_size), rotation(orthonormalized(box.rotation)) {}
  Vec3 center;
  Vec3 half_size;
  Mat3 rotation;
  Vec3 to_world(Vec3 local) const { return rotation * local + center; }
  Vec3 direction_to_world(Vec3 local) const { return rotation * local; }
  Vec3 to_local(Vec3 world) const { return transpose_times(rotation, world - center); }
  Vec3 direction_to_local(Vec3 world) const { return transpose_times(rotation, world); }
  Aabb local_box() const { return {-half_size, half_size}; }
};

/// Sphere–oriented box contact in closed form: contact_sphere_aabb in the box's frame, mapped back (exact where
/// GJK/EPA is exact to its tolerance, and a few times faster). Valid shapes.
inline Contact contact_sphere_obb(const Sphere& a, const Obb& b) {
  const BoxFrame f(b);
  const Contact local = mirrored(detail::contact_aabb_sphere(f.local_box(), Sphere{f.to_local(a.center), a.radius}));
  if (!local.hit()) return local;
  return make_contact(f.direction_to_world(local.normal), local.depth, f.to_world(local.point_a), f.to_world(local.point_b));
}

/// Sphere–oriented box sweep in closed form: the sphere's centre against the box rounded by the radius
/// (sweep_sphere_aabb) in the box's frame, on the relative motion (the box translates, so its frame does), mapped
/// back; `position` is a's centre at t. Valid shapes and displacements.
inline SweepHit sweep_sphere_obb(const Sphere& a, Vec3 da, const Obb& b, Vec3 db) {
  const BoxFrame f(b);
  SweepHit h = detail::sweep_sphere_aabb(Sphere{f.to_local(a.center), a.radius}, f.direction_to_local(da - db),
                                                   f.local_box(), Vec3{});
  h.position = a.center + h.t * da;
  if (h.hit()) {
    h.point = f.to_world(h.point) + h.t * db;
    h.normal = f.direction_to_world(h.normal);
  }
  return h;
}

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

/// A sphere holding a valid shape, centred on its proxy's pose position (so that it holds the shape however the
/// shape turns about that centre): centre and radius, length units. A hull's radius is infinite (its vertices
/// would have to be scanned: no early out for hulls).
struct BoundingSphere {
  Vec3 center;
  Real radius = 0;
};
template <ConvexShape T>
BoundingSphere bounding_sphere(const T& s) {
  if constexpr (std::is_same_v<T, Sphere>) {
    return {s.center, s.radius};
  } else if constexpr (std::is_same_v<T, Capsule>) {
    return {(s.start + s.end) * Real(0.5), length(s.end - s.start) * Real(0.5) + s.radius};
  } else if constexpr (std::is_same_v<T, Aabb>) {
    return {(s.min + s.max) * Real(0.5), length(s.max - s.min) * Real(0.5)};
  } else if constexpr (std::is_same_v<T, Obb>) {
    return {s.center, length(s.half_size)};
  } else {
    return {s.position, std::numeric_limits<Real>::infinity()};
  }
}

/// Whether the bounding spheres of a and b stay apart while their centres move by da and db (a relative motion
/// along a segment: its closest approach to the other centre), with a margin of 1e-3 of the radii and 1e-6 of the
/// coordinates over float rounding, so that a pair this says apart can never touch (Jolt's bounds test before GJK).
template <ConvexShape A, ConvexShape B>
bool bounds_apart(const A& a, Vec3 da, const B& b, Vec3 db) {
  const BoundingSphere sa = bounding_sphere(a), sb = bounding_sphere(b);
  const Vec3 p = sa.center - sb.center;
  const Vec3 v = da - db;
  const Real vv = length_squared(v);
  const Real t = vv > 0 ? std::clamp(-dot(p, v) / vv, Real(0), Real(1)) : Real(0);
  const Vec3 closest = p + v * t;
  const Real scale = std::max({std::fabs(sa.center.x), std::fabs(sa.center.y), std::fabs(sa.center.z),
                               std::fabs(sb.center.x), std::fabs(sb.center.y), std::fabs(sb.center.z), std::sqrt(vv)});
  const Real reach = (sa.radius + sb.radius) * Real(1.001) + scale * Real(1e-6);
  return length_squared(closest) > reach * reach;
}

/// Whether one of the box's face axes separates it from the capsule: the capsule's segment in the box's frame
/// (differences first), its interval along each box axis, widened by the radius, beyond the half extent. The
/// separating axis test on the box's three face normals (Ericson §4.4; Gottschalk et al., OBBTree), the cheap
/// early out of a separated capsule–box pair: the capsule's axis and the edge cross products are left to GJK. A
/// margin of 1e-5 of the sizes and 1e-6 of the coordinates over float rounding, so that a pair this says apart can
/// never touch.
inline bool face_axes_apart(const Capsule& c, const Obb& b) {
  const Vec3 p0 = c.start - b.center;
  const Vec3 p1 = c.end - b.center;
  const Real scale = std::max({std::fabs(b.center.x), std::fabs(b.center.y), std::fabs(b.center.z), std::fabs(c.start.x),
                               std::fabs(c.start.y), std::fabs(c.start.z), std::fabs(c.end.x), std::fabs(c.end.y),
                               std::fabs(c.end.z)});
  for (int i = 0; i < 3; ++i) {
    const Vec3& axis = b.rotation.col[i];
    const Real s0 = dot(p0, axis);
    const Real s1 = dot(p1, axis);
    const Real reach = (b.half_size[i] + c.radius) * Real(1.00001) + scale * Real(1e-6);
    if (std::min(s0, s1) > reach || std::max(s0, s1) < -reach) return true;
  }
  return false;
}

/// The pair's early outs beyond the bounding spheres (none but for a capsule and a box: face_axes_apart).
template <ConvexShape A, ConvexShape B>
bool axes_apart(const A& a, const B& b) {
  if constexpr (std::is_same_v<A, Capsule> && std::is_same_v<B, Obb>) {
    return face_axes_apart(a, b);
  } else {
    return false;
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
  // What contact_convex answers for shapes apart, decided without GJK.
  if (bounds_apart(a, Vec3{}, b, Vec3{}) || axes_apart(a, b)) return Contact{};
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
  if (bounds_apart(a, da, b, db)) {  // apart all frame: time_of_impact's miss, without its GJK runs
    SweepHit miss;
    miss.position = reference_point(Shape{a}) + da;
    return miss;
  }
  const PosedProxy pa = posed_proxy(a);
  const PosedProxy pb = posed_proxy(b);
  SweepHit h = detail::time_of_impact(pa.proxy, pa.pose, Motion{da, {}}, pb.proxy, pb.pose, Motion{db, {}});
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
  if (bounds_apart(a, ma.linear, b, mb.linear)) {  // (the spheres hold the shapes however they turn)
    SweepHit miss;
    miss.position = reference_at(a, pa, ma, 1);
    return miss;
  }
  const PosedProxy pb = posed_proxy(b);
  SweepHit h = detail::time_of_impact(pa.proxy, pa.pose, ma, pb.proxy, pb.pose, mb);
  h.position = reference_at(a, pa, ma, h.t);
  return h;
}

/// A convex shape that translates and turns (motion `ma`) against a plane that translates (by `plane_linear`):
/// time_of_impact_plane on the shape's proxy, with `position` a's reference point at t.
/// @return as sweep_rotating: initial_overlap, hit (normal −side·n, point the deepest point on the plane), or miss.
template <ConvexShape A>
SweepHit sweep_turning_plane(const A& a, const Motion& ma, const Plane& plane, Vec3 plane_linear) {
  const PosedProxy pa = posed_proxy(a);
  SweepHit h = time_of_impact_plane(pa.proxy, pa.pose, ma, plane, plane_linear);
  h.position = h.t == 0 ? reference_point(Shape{a}) : reference_at(a, pa, ma, h.t);
  return h;
}

}  // namespace sweepkit::detail
