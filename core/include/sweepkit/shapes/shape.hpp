#pragma once
/// @file
/// A shape of any supported kind, for the generic `contact` / `sweep` dispatch.

#include <cstdint>
#include <variant>

#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/capsule.hpp"
#include "sweepkit/shapes/convex_hull_shape.hpp"
#include "sweepkit/shapes/obb.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/shapes/triangle_mesh_shape.hpp"

namespace sweepkit {

/// Kind tag of a Shape; equals the Shape variant's index.
enum class ShapeType : std::int32_t {
  sphere = 0, capsule = 1, aabb = 2, plane = 3, obb = 4, convex_hull = 5, triangle_mesh = 6
};

/// Any shape the generic dispatch handles: the convex ones, the plane, and the composite ones (a posed triangle mesh).
using Shape = std::variant<Sphere, Capsule, Aabb, Plane, Obb, ConvexHullShape, TriangleMeshShape>;

/// Calls `f` with the alternative `shape` holds and returns its result: std::visit for one Shape, written
/// as a switch. libc++'s std::visit (the standard library of the WebAssembly build) calls through a
/// table of function pointers, which WebAssembly runs as indirect calls that the engine neither inlines
/// nor predicts as well; a switch compiles to a jump table around direct, inlinable calls.
template <class F>
decltype(auto) visit_shape(F&& f, const Shape& shape) {
  switch (shape.index()) {
    case 0: return f(*std::get_if<0>(&shape));
    case 1: return f(*std::get_if<1>(&shape));
    case 2: return f(*std::get_if<2>(&shape));
    case 3: return f(*std::get_if<3>(&shape));
    case 4: return f(*std::get_if<4>(&shape));
    case 5: return f(*std::get_if<5>(&shape));
    default: return f(*std::get_if<6>(&shape));
  }
}

/// `visit_shape` over two shapes: `f(alternative of a, alternative of b)`.
template <class F>
decltype(auto) visit_shapes(F&& f, const Shape& a, const Shape& b) {
  return visit_shape([&](const auto& sa) -> decltype(auto) {
    return visit_shape([&](const auto& sb) -> decltype(auto) { return f(sa, sb); }, b);
  }, a);
}

/// The kind of `shape`.
inline ShapeType type_of(const Shape& shape) { return static_cast<ShapeType>(shape.index()); }

/// Lower-case name of a shape type ("sphere", "capsule", "aabb", "plane", "obb", "convex_hull", "triangle_mesh").
const char* name_of(ShapeType type);

/// The point a sweep result's `position` tracks for this shape: a sphere's centre, a capsule's
/// start, an Aabb's min corner, the point of a plane closest to the origin (-constant * normal), an Obb's
/// centre, a hull's or a mesh's position.
Vec3 reference_point(const Shape& shape);

/// True when `shape` is a plane, the one unbounded kind (no box: broadphases keep planes aside).
inline bool is_plane(const Shape& shape) { return std::holds_alternative<Plane>(shape); }

/// True when `shape` is made of parts its queries walk (a triangle mesh): the pair tests take it on one side only.
inline bool is_composite(const Shape& shape) { return std::holds_alternative<TriangleMeshShape>(shape); }

/// `shape` moved by `offset` (a plane keeps its normal: constant -= normal·offset).
Shape translated(const Shape& shape, Vec3 offset);

/// `shape` after a frame's Motion (pose.hpp): moved by `motion.linear` and turned by the rotation vector
/// `motion.angular` about its centre (a sphere's centre, a capsule's midpoint, an Obb's centre, a hull's or a
/// mesh's position); an Obb's or hull's rotation is re-normalised through its quaternion, so that frame after frame of
/// turning stays a rotation. An Aabb or a plane cannot turn: they are only translated (callers reject turning
/// for them first).
Shape turned(const Shape& shape, Vec3 linear, Vec3 angular);

/// `shape` teleported to a pose: its centre (as `turned` names it: a sphere's centre, a capsule's midpoint, an
/// Aabb's centre, an Obb's centre, a hull's or a mesh's position) placed at `position`, and, when `rotation` is
/// not null, turned to that absolute rotation: an Obb's, hull's or mesh's rotation becomes `*rotation`; a capsule's segment lies
/// along `*rotation`·(0, 1, 0), keeping its length (a capsule's local axis is +y, as in three.js's
/// CapsuleGeometry and Rapier's capsule); a sphere looks the same in every rotation. An Aabb is only moved and
/// a plane is returned unchanged: callers reject a rotation for an Aabb and any pose for a plane first.
Shape posed(const Shape& shape, Vec3 position, const Mat3* rotation);

/// The sphere a shape stays inside while it turns about its centre (see `turned`): that centre and the
/// furthest point of the shape from it (for a mesh, the furthest corner of its local bounds from its position).
Sphere turning_bounds(const Shape& shape);

/// `translated` for one kind of shape, keeping its type (no variant to build): the same sums.
inline Sphere moved_by(const Sphere& s, Vec3 offset) { return {s.center + offset, s.radius}; }
inline Capsule moved_by(const Capsule& c, Vec3 offset) { return {c.start + offset, c.end + offset, c.radius}; }
inline Aabb moved_by(const Aabb& b, Vec3 offset) { return {b.min + offset, b.max + offset}; }
inline Plane moved_by(const Plane& p, Vec3 offset) { return {p.normal, p.constant - dot(p.normal, offset)}; }
inline Obb moved_by(const Obb& b, Vec3 offset) { return {b.center + offset, b.half_size, b.rotation}; }
inline ConvexHullShape moved_by(const ConvexHullShape& h, Vec3 offset) { return {h.hull, h.position + offset, h.rotation}; }
inline TriangleMeshShape moved_by(const TriangleMeshShape& m, Vec3 offset) { return {m.mesh, m.position + offset, m.rotation}; }

}  // namespace sweepkit
