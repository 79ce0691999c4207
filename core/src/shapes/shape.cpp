#include "sweepkit/shapes/shape.hpp"

#include <algorithm>
#include <cmath>

#include "sweepkit/math/quat.hpp"

namespace sweepkit {

const char* name_of(ShapeType type) {
  switch (type) {
    case ShapeType::sphere: return "sphere";
    case ShapeType::capsule: return "capsule";
    case ShapeType::aabb: return "aabb";
    case ShapeType::plane: return "plane";
    case ShapeType::obb: return "obb";
    case ShapeType::convex_hull: return "convex_hull";
    case ShapeType::triangle_mesh: return "triangle_mesh";
  }
  return "unknown";
}

Vec3 reference_point(const Shape& shape) {
  struct Visitor {
    Vec3 operator()(const Sphere& s) const { return s.center; }
    Vec3 operator()(const Capsule& c) const { return c.start; }
    Vec3 operator()(const Aabb& b) const { return b.min; }
    Vec3 operator()(const Plane& p) const { return -p.constant * p.normal; }
    Vec3 operator()(const Obb& b) const { return b.center; }
    Vec3 operator()(const ConvexHullShape& h) const { return h.position; }
    Vec3 operator()(const TriangleMeshShape& m) const { return m.position; }
  };
  return visit_shape(Visitor{}, shape);
}

Shape translated(const Shape& shape, Vec3 offset) {
  return visit_shape([offset](const auto& s) -> Shape { return moved_by(s, offset); }, shape);
}

namespace {

Mat3 turn(const Mat3& rotation, Quat q) { return to_mat3(normalized(q * from_mat3(rotation))); }

}  // namespace

Shape turned(const Shape& shape, Vec3 linear, Vec3 angular) {
  const Quat q = from_rotation_vector(angular);
  struct Visitor {
    Vec3 d;
    Quat q;
    Shape operator()(const Sphere& s) const { return moved_by(s, d); }
    Shape operator()(const Capsule& c) const {
      const Vec3 mid = c.start * Real(0.5) + c.end * Real(0.5);
      return Capsule{mid + d + rotate(q, c.start - mid), mid + d + rotate(q, c.end - mid), c.radius};
    }
    Shape operator()(const Aabb& b) const { return moved_by(b, d); }
    Shape operator()(const Plane& p) const { return moved_by(p, d); }
    Shape operator()(const Obb& b) const { return Obb{b.center + d, b.half_size, turn(b.rotation, q)}; }
    Shape operator()(const ConvexHullShape& h) const { return ConvexHullShape{h.hull, h.position + d, turn(h.rotation, q)}; }
    Shape operator()(const TriangleMeshShape& m) const { return TriangleMeshShape{m.mesh, m.position + d, turn(m.rotation, q)}; }
  };
  return visit_shape(Visitor{linear, q}, shape);
}

Shape posed(const Shape& shape, Vec3 position, const Mat3* rotation) {
  struct Visitor {
    Vec3 p;
    const Mat3* r;
    Shape operator()(const Sphere& s) const { return Sphere{p, s.radius}; }
    Shape operator()(const Capsule& c) const {
      const Vec3 half = (c.end - c.start) * Real(0.5);
      const Vec3 axis = r != nullptr ? r->col[1] * length(half) : half;
      return Capsule{p - axis, p + axis, c.radius};
    }
    Shape operator()(const Aabb& b) const { return moved_by(b, p - (b.min * Real(0.5) + b.max * Real(0.5))); }
    Shape operator()(const Plane& plane) const { return plane; }
    Shape operator()(const Obb& b) const { return Obb{p, b.half_size, r != nullptr ? *r : b.rotation}; }
    Shape operator()(const ConvexHullShape& h) const { return ConvexHullShape{h.hull, p, r != nullptr ? *r : h.rotation}; }
    Shape operator()(const TriangleMeshShape& m) const { return TriangleMeshShape{m.mesh, p, r != nullptr ? *r : m.rotation}; }
  };
  return visit_shape(Visitor{position, rotation}, shape);
}

Sphere turning_bounds(const Shape& shape) {
  struct Visitor {
    Sphere operator()(const Sphere& s) const { return s; }
    Sphere operator()(const Capsule& c) const {
      const Vec3 mid = c.start * Real(0.5) + c.end * Real(0.5);
      return {mid, length(c.end - c.start) * Real(0.5) + c.radius};
    }
    Sphere operator()(const Aabb& b) const {
      const Vec3 half = (b.max - b.min) * Real(0.5);
      return {b.min + half, length(half)};
    }
    Sphere operator()(const Plane& p) const { return {-p.constant * p.normal, 0}; }
    Sphere operator()(const Obb& b) const { return {b.center, length(b.half_size)}; }
    Sphere operator()(const ConvexHullShape& h) const { return {h.position, h.hull != nullptr ? h.hull->radius : 0}; }
    // The furthest corner of the local box from the local origin (the mesh's position): every vertex is nearer.
    Sphere operator()(const TriangleMeshShape& m) const {
      if (m.mesh == nullptr) return {m.position, 0};
      const Aabb b = local_bounds(*m.mesh);
      const Vec3 far{std::max(std::fabs(b.min.x), std::fabs(b.max.x)), std::max(std::fabs(b.min.y), std::fabs(b.max.y)),
                     std::max(std::fabs(b.min.z), std::fabs(b.max.z))};
      return {m.position, length(far)};
    }
  };
  return visit_shape(Visitor{}, shape);
}

}  // namespace sweepkit
